import {
  BOOKING_COMMENT_MAX,
  BOOKING_NAME_MAX,
  BOOKING_PHONE,
  isEmailAddress,
} from '@/core/rules/contact-rules';
import { isCleanText, isSingleLine } from '@/core/rules/text-rules';

/** The visitor's details as typed (the widget's details form). */
interface DetailsForm {
  name: string;
  email: string;
  phone: string;
  comment: string;
}

export type DetailsProblems = Partial<Record<keyof DetailsForm, string>>;

/**
 * The booking request's rules for the visitor's details, checked before the round trip with the contract's
 * messages. Blank required fields are left to the "fill in all required fields" message.
 */
export function detailsProblems(form: DetailsForm): DetailsProblems {
  const problems: DetailsProblems = {};
  const name = form.name.trim();
  if (!isCleanText(form.name)) problems.name = 'Name must not contain control characters';
  else if (!isSingleLine(form.name)) problems.name = 'Name must be on one line';
  else if (name.length > BOOKING_NAME_MAX)
    problems.name = `Name must be at most ${BOOKING_NAME_MAX} characters`;
  const email = form.email.trim();
  if (!isCleanText(form.email)) problems.email = 'Email must not contain control characters';
  else if (!isSingleLine(form.email)) problems.email = 'Email must be on one line';
  else if (email && !isEmailAddress(email)) problems.email = 'Enter a valid email address';
  const phone = form.phone.trim();
  if (!isCleanText(form.phone)) problems.phone = 'Phone must not contain control characters';
  else if (!isSingleLine(form.phone)) problems.phone = 'Phone must be on one line';
  else if (phone.length > BOOKING_PHONE.max)
    problems.phone = `Phone must be at most ${BOOKING_PHONE.max} characters`;
  else if (!BOOKING_PHONE.pattern.test(phone)) problems.phone = 'Use digits, spaces and + ( ) - only';
  if (!isCleanText(form.comment)) problems.comment = 'Comment must not contain control characters';
  else if (form.comment.trim().length > BOOKING_COMMENT_MAX)
    problems.comment = `Comment must be at most ${BOOKING_COMMENT_MAX} characters`;
  return problems;
}

/** The first problem, in the order the fields are shown. */
export function firstDetailsProblem(form: DetailsForm): string | null {
  const problems = detailsProblems(form);
  return problems.name ?? problems.email ?? problems.phone ?? problems.comment ?? null;
}
