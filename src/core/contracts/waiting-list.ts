import { z } from 'zod';
import { WAITING_LIST_PROGRAMMES } from '../content/pages/waiting-list';
import { CHILD_AGE, WAITING_LIST_NAME_MAX, WAITING_LIST_PHONE, WHOLE_YEARS } from '../rules/contact-rules';
import { emailField, requiredText } from './common';

// The list and the thank-you text live in content (no zod), so public pages can use them.
export { WAITING_LIST_PROGRAMMES, WAITING_LIST_THANKS } from '../content/pages/waiting-list';

/** Our own waiting-list form, used when no lead-capture provider is configured. */
export const waitingListBody = z
  .object({
    parentName: requiredText('Your name', WAITING_LIST_NAME_MAX, { singleLine: true }),
    email: emailField,
    phone: z
      .string({ message: 'Phone is required' })
      .trim()
      .min(WAITING_LIST_PHONE.min, 'Enter a phone number we can call')
      .max(WAITING_LIST_PHONE.max, 'Phone number is too long')
      .regex(WAITING_LIST_PHONE.pattern, 'Use digits, spaces and + ( ) - only'),
    // Typed digits become a number; anything else (an exponent, a hex number) is refused rather than converted.
    childAge: z.preprocess(
      (value) => (typeof value === 'string' && WHOLE_YEARS.test(value.trim()) ? Number(value) : value),
      z
        .number({ message: "Enter your child's age" })
        .int("Enter your child's age in whole years")
        .min(CHILD_AGE.min, 'Our youngest golfers are 5')
        .max(CHILD_AGE.max, 'Enter an age up to 99'),
    ),
    programme: z.enum(WAITING_LIST_PROGRAMMES, { message: 'Choose a programme' }),
  })
  .strict();
export type WaitingListBody = z.infer<typeof waitingListBody>;
