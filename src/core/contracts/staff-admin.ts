import { z } from 'zod';
import { membershipTier, passwordField, staffRole } from './auth';
import { emailField, requiredText, text, uuidParam } from './common';

/* ------------------------------------------------------------------------------------------------
 * Running the academy's accounts (admins only), and changing one's own password (any member of staff).
 * ---------------------------------------------------------------------------------------------- */

export const staffAccount = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: staffRole,
  active: z.boolean(),
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffAccountsResponse = z.object({ success: z.literal(true), staff: z.array(staffAccount) });

/** A new account has no password: the person chooses one from the invitation e-mailed to them. */
export const createStaffBody = z.strictObject({
  email: emailField,
  firstName: requiredText('First name', 60, { singleLine: true }),
  lastName: requiredText('Last name', 60, { singleLine: true }),
  role: staffRole,
});
export type CreateStaffBody = z.input<typeof createStaffBody>;
export const staffAccountResponse = z.object({ success: z.literal(true), staff: staffAccount });

export const updateStaffBody = z
  .strictObject({ active: z.boolean().optional(), role: staffRole.optional() })
  .refine((b) => b.active !== undefined || b.role !== undefined, {
    message: 'Send active or role',
    path: ['active'],
  });
export type UpdateStaffBody = z.input<typeof updateStaffBody>;

export const adminStudent = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  membershipTier,
  coachId: z.string().nullable(),
  coachName: z.string().nullable(),
  junior: z.boolean(),
  createdAt: z.string(),
  /**
   * A tier an administrator set by hand and still in effect (it comes before any membership): which, why,
   * and its last day (yyyy-MM-dd, London), null until it is changed. Null when the tier is not hand-set.
   */
  tierOverride: z
    .object({ tier: membershipTier, reason: z.string(), endsOn: z.iso.date().nullable() })
    .nullable(),
});
export type AdminStudent = z.infer<typeof adminStudent>;
export const adminStudentsResponse = z.object({ success: z.literal(true), students: z.array(adminStudent) });

export const updateAdminStudentBody = z
  .strictObject({ coachId: uuidParam.nullable().optional(), membershipTier: membershipTier.optional() })
  .refine((b) => b.coachId !== undefined || b.membershipTier !== undefined, {
    message: 'Send coachId or membershipTier',
    path: ['coachId'],
  });
export type UpdateAdminStudentBody = z.input<typeof updateAdminStudentBody>;
export const adminStudentResponse = z.object({ success: z.literal(true), student: adminStudent });

export const waitingListLead = z.object({
  id: z.string(),
  parentName: z.string(),
  email: z.string(),
  phone: z.string(),
  childAge: z.number().int(),
  programme: z.string(),
  createdAt: z.string(),
  contactedAt: z.string().nullable(),
});
export const waitingListResponse = z.object({ success: z.literal(true), leads: z.array(waitingListLead) });
export const markContactedBody = z.strictObject({
  contacted: z.boolean({ message: 'Must be true or false' }),
});
export const leadResponse = z.object({ success: z.literal(true), lead: waitingListLead });

export const changePasswordBody = z
  .strictObject({
    currentPassword: text('Current password', { message: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(256),
    newPassword: passwordField,
    confirmPassword: text('Confirm password', { message: 'Confirm your new password' }).max(256),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export const changePasswordResponse = z.object({ success: z.literal(true), message: z.string() });
