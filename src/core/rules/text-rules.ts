/**
 * What makes request text acceptable, without zod: the contracts build their text primitive on these, and the
 * public pages' hand-written forms (which keep zod out of their bundle) check the same rules.
 */

// C0 controls other than tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL in
// text (the request would fail with a 500), and the others are invisible in every screen and e-mail.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Half a surrogate pair is not text: UTF-8 cannot carry it, so a database or JSON round trip changes it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** True when text holds nothing the database refuses or a round trip would change. */
export function isCleanText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/** True when text, once trimmed, has no line break: line breaks at either end go with the trimming. */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAK.test(value.trim());
}
