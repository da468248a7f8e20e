import { z } from 'zod';
import { passwordField, staffRole } from '@/core/contracts/auth';
import { emailField, requiredText } from '@/core/contracts/common';
import type { Db } from '../../db/client';
import { assertAcceptablePassword, hashPassword } from '../../security/passwords';
import { sessionsRepository } from '../sessions/sessions.repository';
import { staffRepository } from './staff.repository';

export const staffAccountInput = z.object({
  email: emailField,
  password: passwordField,
  role: staffRole,
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
});
export type StaffAccountInput = z.infer<typeof staffAccountInput>;

/**
 * Creates a staff account, or updates the one with that e-mail (new password, role and name; its
 * sessions end, since the password changed). Returns the account id.
 */
export async function upsertStaffAccount(
  db: Db,
  input: StaffAccountInput,
): Promise<{ id: string; created: boolean }> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const repo = staffRepository(tx);
    const existing = await repo.findByEmail(input.email);
    const values = {
      passwordHash,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      active: true,
    };
    if (existing) {
      await repo.update(existing.id, { ...values, updatedAt: new Date() });
      await sessionsRepository(tx).deleteForAccount('staff', existing.id);
      return { id: existing.id, created: false };
    }
    // An operator at the server's console vouches for the address they type.
    const row = await repo.insert({ email: input.email, ...values, emailConfirmedAt: new Date() });
    return { id: row.id, created: true };
  });
}
