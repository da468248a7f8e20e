import { z } from 'zod';
import { MEMBERSHIP_TIERS } from '../rules/membership-tiers';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../rules/password-policy';
import { STAFF_ROLES } from '../rules/staff-roles';
import { emailField, requiredText, text } from './common';
import { requiredDateOfBirthField } from './date-fields';

export const passwordField = text('Password', { message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const membershipTier = z.enum(MEMBERSHIP_TIERS);
export const staffRole = z.enum(STAFF_ROLES);

/** The signed-in student as the portal sees them (student-portal §3). */
export const studentUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  handicap: z.number().nullable(),
  membershipTier: membershipTier,
  coachId: z.uuid().nullable(),
  /** False until the student opens the link mailed to `email`; until then nothing can be sent or uploaded. */
  emailConfirmed: z.boolean(),
});
export type StudentUser = z.infer<typeof studentUser>;

/** The signed-in member of staff (staff-portal §3). */
export const staffUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: staffRole,
  avatar: z.string().nullable(),
  specializations: z.array(z.string()),
  certifications: z.array(z.string()),
});
export type StaffUser = z.infer<typeof staffUser>;

export const usernameField = z
  .string({ message: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, numbers, dots, dashes and underscores');

export const registerBody = z
  .object({
    firstName: requiredText('First name', 60, { singleLine: true }),
    lastName: requiredText('Last name', 60, { singleLine: true }),
    email: emailField,
    username: usernameField,
    password: passwordField,
    confirmPassword: text('Confirm password', { message: 'Confirm your password' }).max(PASSWORD_MAX_LENGTH),
    coachId: z.uuid({ message: 'Choose a coach' }),
    /** Decides the account: under 13 is refused (a guardian registers them), 13–17 needs a guardian. */
    dateOfBirth: requiredDateOfBirthField,
    /** A 13–17-year-old's parent or guardian, invited to link to them; required at that age. */
    guardianEmail: emailField.optional(),
    // Accepted for compatibility with the portal's payload; a self-registered student is always on 'free'.
    membershipTier: membershipTier.optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z
  .object({
    email: emailField,
    password: text('Password', { message: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const studentAuthResponse = z.object({ token: z.string(), user: studentUser });

/** A guardian signed in to the Student Portal (a family account). */
export const guardianUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailConfirmed: z.boolean(),
  /** A new address waiting for its confirmation link; the account uses `email` until then. */
  pendingEmail: z.string().nullable(),
});
export type GuardianUser = z.infer<typeof guardianUser>;

/**
 * The Student Portal's sign-in answers for whoever the address belongs to: a student (`user`) or a
 * guardian (`guardian`), who then chooses which child's portal to open.
 */
export const portalAuthResponse = z.union([
  studentAuthResponse,
  z.object({ token: z.string(), guardian: guardianUser }),
]);
export type PortalAuthResponse = z.infer<typeof portalAuthResponse>;
export const portalValidateResponse = z.union([
  z.object({ user: studentUser }),
  z.object({ guardian: guardianUser }),
]);
export type PortalValidateResponse = z.infer<typeof portalValidateResponse>;
export const staffAuthResponse = z.object({ token: z.string(), user: staffUser });
export const studentValidateResponse = z.object({ user: studentUser });
export const staffValidateResponse = z.object({ user: staffUser });

export const forgotPasswordBody = z
  .object({
    email: emailField,
    userType: z.enum(['student', 'coach'], { message: "userType must be 'student' or 'coach'" }),
  })
  .strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    token: text('Token', { singleLine: true, message: 'The reset link is missing its token' })
      .min(20, 'The reset link is not valid')
      .max(200),
    password: passwordField,
  })
  .strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. It lasts 30 minutes.';
