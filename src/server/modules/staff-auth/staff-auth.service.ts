import type { LoginBody, StaffUser } from '@/core/contracts/auth';
import type { Db } from '../../db/client';
import { unauthorized } from '../../errors';
import { verifyPassword } from '../../security/passwords';
import { INVALID_LOGIN } from '../portal-auth/portal-auth.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { presentStaffUser } from '../staff/staff.presenter';
import { staffRepository } from '../staff/staff.repository';

export function staffAuthService(deps: { db: Db; sessions: SessionsService; rateLimits: RateLimitService }) {
  const staff = staffRepository(deps.db);
  return {
    /** Signs a member of staff in; deactivated accounts are refused like unknown ones. */
    async login(body: LoginBody, clientIp: string): Promise<{ session: IssuedSession; user: StaffUser }> {
      const attempt = await deps.rateLimits.signInAttempt(`staff:${body.email}`, clientIp);
      const row = await staff.findByEmail(body.email);
      const ok = await verifyPassword(row?.passwordHash, body.password);
      if (!row || !ok || !row.active) throw unauthorized(INVALID_LOGIN);
      await attempt.succeeded();
      // Staff sessions never persist beyond the browser session (30 min idle, 12 h at most).
      const session = await deps.sessions.start('staff', row.id, false);
      return { session, user: presentStaffUser(row) };
    },

    async currentUser(staffId: string): Promise<StaffUser> {
      const row = await staff.findById(staffId);
      if (!row?.active) throw unauthorized();
      return presentStaffUser(row);
    },
  };
}
