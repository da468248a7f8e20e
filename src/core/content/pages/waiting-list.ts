/**
 * The waiting list's programmes and thank-you text, without zod: the public pages import these, and the
 * contract in `src/core/contracts/waiting-list.ts` (which brings zod, ~29 KB gzip) must stay out of their
 * bundle. A unit test keeps the two identical.
 */
export const WAITING_LIST_PROGRAMMES = [
  'Elite Junior Academy',
  'Junior Development Squad',
  'Junior Group Lessons',
  'Half-Term Camps',
  'Adult 1:1 Coaching',
] as const;

export const WAITING_LIST_THANKS =
  "Thank you! You're on the waiting list. We'll call or e-mail you as soon as a place opens.";
