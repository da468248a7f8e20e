import { z } from 'zod';
import { WAITING_LIST_PROGRAMMES } from '../content/pages/waiting-list';
import { emailField, requiredText } from './common';

// The list and the thank-you text live in content (no zod), so public pages can use them.
export { WAITING_LIST_PROGRAMMES, WAITING_LIST_THANKS } from '../content/pages/waiting-list';

/** Our own waiting-list form, used when no lead-capture provider is configured. */
export const waitingListBody = z
  .object({
    parentName: requiredText('Your name', 100, { singleLine: true }),
    email: emailField,
    phone: z
      .string({ message: 'Phone is required' })
      .trim()
      .min(7, 'Enter a phone number we can call')
      .max(30, 'Phone number is too long')
      .regex(/^[0-9+()\s-]+$/, 'Use digits, spaces and + ( ) - only'),
    childAge: z.coerce
      .number({ message: "Enter your child's age" })
      .int("Enter your child's age in whole years")
      .min(5, 'Our youngest golfers are 5')
      .max(99, 'Enter an age up to 99'),
    programme: z.enum(WAITING_LIST_PROGRAMMES, { message: 'Choose a programme' }),
  })
  .strict();
export type WaitingListBody = z.infer<typeof waitingListBody>;
