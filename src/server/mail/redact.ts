const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// A path segment this long and this alphabet is a token (ours are 43 base64url characters), not a page name.
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{24,}(?=[/?#]|$)/g;
const QUERY_VALUE = /([?&](?:amp;)?[^=&#\s]+=)[^&#\s]+/g;

/** One link with every query value and token-like path segment replaced, so it no longer opens anything. */
export function redactUrl(url: string): string {
  return url.replace(QUERY_VALUE, '$1[redacted]').replace(TOKEN_SEGMENT, '/[redacted]');
}

/** The text with its links redacted: what a delivered message keeps at rest. */
export function redactLinks(text: string): string;
export function redactLinks(text: string | null): string | null;
export function redactLinks(text: string | null): string | null {
  return text === null ? null : text.replace(URL_PATTERN, redactUrl);
}

/** The links of a text, for a development log line. */
export function linksIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}
