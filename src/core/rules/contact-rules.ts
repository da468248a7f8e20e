/**
 * The rules for the contact details people type (e-mail, phone), shared by the zod contracts and the public
 * pages' hand-written forms so that the two cannot drift apart.
 */

export const EMAIL_MAX_LENGTH = 254;

/** The address shape the contracts accept (the same pattern zod's e-mail check uses by default). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A trimmed e-mail address the contracts accept. */
export function isEmailAddress(trimmed: string): boolean {
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** The waiting list calls back, so its phone number is required and must look diallable. */
export const WAITING_LIST_PHONE = { min: 7, max: 30, pattern: /^[0-9+()\s-]+$/ } as const;

/** The booking's phone number is optional; dots are allowed as separators. */
export const BOOKING_PHONE = { max: 40, pattern: /^[0-9+()\-.\s]*$/ } as const;

/** A child's age as typed: whole years in digits only (no signs, decimals or exponents). */
export const WHOLE_YEARS = /^\d+$/;
export const CHILD_AGE = { min: 5, max: 99 } as const;

/** The longest name each form takes. */
export const WAITING_LIST_NAME_MAX = 100;
export const BOOKING_NAME_MAX = 120;
export const BOOKING_COMMENT_MAX = 1000;
