import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../rules/password-policy';
import { guardianUser, passwordField, usernameField } from './auth';
import { familyBooking } from './booking';
import { emailField, optionalText, requiredText, text, uuidParam } from './common';
import { childConsentsField } from './consents';
import { requiredDateOfBirthField } from './date-fields';

/**
 * Family accounts: a parent or guardian holds the account of their juniors (under 18). Children under 13
 * have no login of their own; a 13–17-year-old may be given one; either way the guardian sees their portal.
 */

const name = (label: string) => requiredText(label, 60, { singleLine: true });
const phone = (label: string) => optionalText(label, 30, { singleLine: true });
export const relationshipField = requiredText('Relationship', 40, { singleLine: true });

export const OVER_18_REQUIRED = 'Please confirm you are 18 or over';
export const PASSWORDS_DIFFER = 'Passwords do not match';

export const familyRegisterBody = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailField,
    phone: phone('Phone'),
    password: passwordField,
    confirmPassword: text('Confirm password', { message: 'Confirm your password' }).max(PASSWORD_MAX_LENGTH),
    over18: z.literal(true, { message: OVER_18_REQUIRED }),
    /** An invitation to share a child (from the other guardian, or from the junior): accepted on sign-up. */
    invitationToken: text('Invitation', { singleLine: true }).trim().min(20).max(200).optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
export type FamilyRegisterBody = z.infer<typeof familyRegisterBody>;

export { type GuardianUser, guardianUser } from './auth';
export const guardianAuthResponse = z.object({ token: z.string(), guardian: guardianUser });

/** One child as their family sees them on the Family home. */
export const familyChild = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  age: z.number().int().nullable(),
  relationship: z.string(),
  coachId: z.uuid().nullable(),
  coachName: z.string().nullable(),
  membershipTier: z.string(),
  /** The junior's own login, if they have one (13–17, invited by a guardian). */
  login: z.object({ username: z.string(), email: z.string() }).nullable(),
  /** Whether they may be invited to a login of their own now (13 to 17, without one yet). */
  mayHaveOwnLogin: z.boolean(),
  /** An invitation to their own login waiting to be accepted, and where it went. */
  loginInvitation: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
  guardians: z.array(z.object({ firstName: z.string(), lastName: z.string(), relationship: z.string() })),
  /** Whether another guardian is linked, who could keep the child if this guardian's account is deleted. */
  mayBeKept: z.boolean(),
  unreadReplies: z.number().int(),
  recentMessages: z.array(
    z.object({ id: z.uuid(), subject: z.string(), status: z.string(), createdAt: z.string() }),
  ),
});
export type FamilyChild = z.infer<typeof familyChild>;

export const familyResponse = z.object({
  guardian: guardianUser,
  children: z.array(familyChild),
  /**
   * The bookings made with the guardian's address: coming ones first, then the last 90 days'. Null while
   * the address is unconfirmed (it would show someone else's), or where bookings are taken by SimplyBook.
   */
  bookings: z.array(familyBooking).nullable(),
});
export type FamilyResponse = z.infer<typeof familyResponse>;

export const addChildBody = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    dateOfBirth: requiredDateOfBirthField,
    relationship: relationshipField,
    coachId: z.uuid({ message: 'Choose a coach' }),
    /** The guardian's consents for the child, one answer per purpose; left out means not given. */
    consents: childConsentsField,
  })
  .strict();
export type AddChildBody = z.infer<typeof addChildBody>;

export const updateChildBody = z
  .object({
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    dateOfBirth: requiredDateOfBirthField.optional(),
    relationship: relationshipField.optional(),
  })
  .strict();
export type UpdateChildBody = z.infer<typeof updateChildBody>;

/**
 * The guardian's own details. A new e-mail address waits for its confirmation link before it is used, and
 * the previous address is told when it changes.
 */
export const updateGuardianBody = z
  .object({
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    phone: phone('Phone'),
    email: emailField.optional(),
  })
  .strict();
export type UpdateGuardianBody = z.infer<typeof updateGuardianBody>;

export const childIdParams = z.strictObject({ id: uuidParam });

/** A 13–17-year-old's own login: the invitation goes to their address. */
export const inviteChildBody = z.strictObject({ email: emailField });
export type InviteChildBody = z.infer<typeof inviteChildBody>;

/** A second guardian for one or more of the guardian's children. */
export const inviteGuardianBody = z
  .object({
    email: emailField,
    relationship: relationshipField,
    studentIds: z.array(uuidParam).min(1, 'Choose at least one child').max(10),
  })
  .strict();
export type InviteGuardianBody = z.infer<typeof inviteGuardianBody>;

export const invitationTokenField = text('Invitation', {
  singleLine: true,
  message: 'The invitation link is missing its token',
})
  .trim()
  .min(20, 'This invitation link is not valid')
  .max(200, 'This invitation link is not valid');

export const invitationPreviewBody = z.strictObject({ token: invitationTokenField });

/** What an invitation link is for, shown before it is accepted. */
export const invitationPreview = z.object({
  kind: z.enum(['second_guardian', 'junior_login', 'guardian_of_junior', 'adult_takeover']),
  childFirstName: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** A junior's (or a young adult's) own login, from an invitation. */
export const acceptLoginBody = z
  .object({
    token: invitationTokenField,
    /**
     * The young adult's own address, required when taking over an account whose invitation went to the
     * family's address (a guardian's login); it is confirmed by the link mailed to it.
     */
    email: emailField.optional(),
    username: usernameField,
    password: passwordField,
    confirmPassword: text('Confirm password', { message: 'Confirm your password' }).max(PASSWORD_MAX_LENGTH),
  })
  .strict()
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
export type AcceptLoginBody = z.infer<typeof acceptLoginBody>;

/** A signed-in guardian links to the child an invitation names. */
export const acceptLinkBody = z.strictObject({
  token: invitationTokenField,
  relationship: relationshipField.optional(),
});
export type AcceptLinkBody = z.infer<typeof acceptLinkBody>;

/** The `studentId` query parameter by which a guardian names the child a Student Portal request is for. */
export const actingStudentQuery = z.strictObject({ studentId: uuidParam.optional() });

/**
 * GET /api/family/booking-choices: the children a visitor may book for. Empty for anyone not signed in to a
 * family account, so the public booking widget can ask every visitor without a refusal.
 */
export const bookingChoicesResponse = z.object({
  children: z.array(familyChild.pick({ id: true, firstName: true, lastName: true })),
});
export type BookingChoicesResponse = z.infer<typeof bookingChoicesResponse>;
