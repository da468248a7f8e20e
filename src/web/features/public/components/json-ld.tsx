/** Serialises structured data for a `<script type="application/ld+json">` block; `<` is escaped so no text can end it. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD data block (the only inline script the public pages render; it never runs). */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block, serialised and escaped above
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/**
 * An absolute address for structured data. The public address is a run-time setting, so the prerendered
 * page carries a placeholder that the server replaces with APP_URL when it starts.
 */
export function absoluteUrl(path: string): string {
  return `__APP_URL__${path}`;
}
