import { randomBytes } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminStudent,
  ChangePasswordBody,
  CreateStaffBody,
  StaffAccount,
  UpdateAdminStudentBody,
  UpdateStaffBody,
} from '@/core/contracts/staff-admin';
import { londonDate } from '@/core/rules/london-time';
import { overrideApplies } from '@/core/rules/membership-state';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { staff, students, tierOverrides, waitingListEntries } from '../../db/schema/index';
import { badRequest, conflict, notFound, unauthorized } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../security/passwords';
import { accessPolicy, requireAdmin } from '../access/access-policy';
import { setTierByHand } from '../memberships/membership-tier';
import { juniorOn } from '../messages/safeguarding';
import type { PasswordResetService } from '../password-reset/password-reset.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { SessionsService } from '../sessions/sessions.service';
import { staffRepository } from '../staff/staff.repository';

const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.';

/**
 * The academy's accounts, run by admins: staff (create with an invitation, disable, send a reset link),
 * every student (their coach and tier), and the waiting list from the public site. Each call reads the
 * caller fresh, so a demoted or disabled admin loses these at once.
 */
export function staffAdminService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionsService;
  passwordReset: PasswordResetService;
  rateLimits: RateLimitService;
  mailer: Pick<Mailer, 'wake'>;
}) {
  const db = deps.db;
  const staffRepo = staffRepository(db);

  const access = accessPolicy(db);

  async function admin(staffId: string) {
    const actor = await access.staffActor(staffId);
    requireAdmin(actor, 'Only administrators can manage accounts');
    return actor;
  }

  async function staffAccounts(where?: ReturnType<typeof eq>): Promise<StaffAccount[]> {
    const rows = await db
      .select({
        row: staff,
        // Written out in full: Drizzle renders a column of the outer table unqualified inside a subquery,
        // where it would silently bind to the inner table instead.
        studentCount: sql<number>`(select count(*) from "students" s where s."coach_id" = "staff"."id")::int`,
      })
      .from(staff)
      .where(where)
      .orderBy(asc(staff.lastName), asc(staff.firstName));
    return rows.map(({ row, studentCount }) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      active: row.active,
      studentCount,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function adminStudents(where?: ReturnType<typeof eq>): Promise<AdminStudent[]> {
    const now = deps.clock();
    const rows = await db
      .select({
        student: students,
        coach: { firstName: staff.firstName, lastName: staff.lastName },
        override: { tier: tierOverrides.tier, reason: tierOverrides.reason, endsOn: tierOverrides.endsOn },
      })
      .from(students)
      .leftJoin(staff, eq(staff.id, students.coachId))
      .leftJoin(tierOverrides, eq(tierOverrides.studentId, students.id))
      .where(where)
      .orderBy(asc(students.lastName), asc(students.firstName))
      .limit(5000);
    const today = londonDate(now);
    return rows.map(({ student, coach, override }) => ({
      id: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      membershipTier: student.membershipTier,
      coachId: student.coachId,
      coachName: coach ? `${coach.firstName} ${coach.lastName}` : null,
      // No date of birth on record counts as a junior: safeguarding fails closed.
      junior: juniorOn(student.dateOfBirth, now),
      createdAt: student.createdAt.toISOString(),
      // Only a hand-set tier still in effect: one past its last day no longer decides anything.
      tierOverride: override && overrideApplies(override, today) ? override : null,
    }));
  }

  const presentLead = (row: typeof waitingListEntries.$inferSelect) => ({
    id: row.id,
    parentName: row.parentName,
    email: row.email,
    phone: row.phone,
    childAge: row.childAge,
    programme: row.programme,
    createdAt: row.createdAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
  });

  return {
    async listStaff(staffId: string) {
      await admin(staffId);
      return { success: true as const, staff: await staffAccounts() };
    },

    /** A new account with an unusable password; the person sets theirs from the invitation. */
    async createStaff(staffId: string, body: CreateStaffBody) {
      await admin(staffId);
      if (await staffRepo.findByEmail(body.email)) {
        throw conflict('A staff account with this e-mail already exists', { email: 'Already in use' });
      }
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      // The account and its invitation exist together or not at all.
      const row = await db.transaction(async (tx) => {
        const created = await staffRepository(tx).insert({
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          role: body.role,
          passwordHash: unusable,
        });
        await deps.passwordReset.sendLink('staff', created, 'invite', tx);
        return created;
      });
      deps.mailer.wake();
      const [account] = await staffAccounts(eq(staff.id, row.id));
      return { success: true as const, staff: account! };
    },

    /** Disable or re-enable an account, or change its role; disabling signs it out everywhere. */
    async updateStaff(staffId: string, targetId: string, body: UpdateStaffBody) {
      const actor = await admin(staffId);
      const target = await staffRepo.findById(targetId);
      if (!target) throw notFound('Staff member not found');
      if (target.id === actor.staffId && (body.active === false || (body.role && body.role !== 'admin'))) {
        throw conflict('You cannot disable or demote your own account', { active: 'Not your own account' });
      }
      await staffRepo.update(target.id, {
        ...(body.active !== undefined && { active: body.active }),
        ...(body.role && { role: body.role }),
        updatedAt: deps.clock(),
      });
      if (body.active === false) await deps.sessions.endAll('staff', target.id);
      const [account] = await staffAccounts(eq(staff.id, target.id));
      return { success: true as const, staff: account! };
    },

    async sendStaffReset(staffId: string, targetId: string) {
      await admin(staffId);
      const target = await staffRepo.findById(targetId);
      if (!target) throw notFound('Staff member not found');
      if (!target.active) throw conflict('This account is disabled: enable it first', { id: 'Disabled' });
      await deps.passwordReset.sendLink('staff', target, 'reset');
      return { success: true as const, message: `A reset link has been sent to ${target.email}` };
    },

    async listStudents(staffId: string) {
      await admin(staffId);
      return { success: true as const, students: await adminStudents() };
    },

    /** Assign a student to a coach (or to none) and set their membership tier. */
    async updateStudent(staffId: string, studentId: string, body: UpdateAdminStudentBody) {
      await admin(staffId);
      const [existing] = await db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.id, studentId));
      if (!existing) throw notFound('Student not found');
      if (body.coachId) {
        const coach = await staffRepo.findActiveCoach(body.coachId);
        if (!coach) throw badRequest('Choose an active coach or instructor', { coachId: 'Unknown coach' });
      }
      await db.transaction(async (tx) => {
        await tx
          .update(students)
          .set({ ...(body.coachId !== undefined && { coachId: body.coachId }), updatedAt: deps.clock() })
          .where(eq(students.id, studentId));
        // A tier chosen here is a hand-set tier like any other: a membership's renewals do not undo it.
        if (body.membershipTier) {
          await setTierByHand(tx, {
            studentId,
            set: { tier: body.membershipTier, reason: 'Set by an administrator', endsOn: null },
            staffId,
            now: deps.clock(),
          });
        }
      });
      const [student] = await adminStudents(eq(students.id, studentId));
      return { success: true as const, student: student! };
    },

    async waitingList(staffId: string) {
      await admin(staffId);
      const rows = await db
        .select()
        .from(waitingListEntries)
        .orderBy(desc(waitingListEntries.createdAt))
        .limit(1000);
      return { success: true as const, leads: rows.map(presentLead) };
    },

    async markLead(staffId: string, id: string, contacted: boolean) {
      await admin(staffId);
      const [row] = await db
        .update(waitingListEntries)
        .set({ contactedAt: contacted ? deps.clock() : null })
        .where(eq(waitingListEntries.id, id))
        .returning();
      if (!row) throw notFound('Lead not found');
      return { success: true as const, lead: presentLead(row) };
    },

    /**
     * Any member of staff changes their own password; every other session of theirs ends. A wrong current
     * password counts like a failed sign-in, so a session left open is no way to guess it.
     */
    async changePassword(staffId: string, sessionId: string, body: ChangePasswordBody, clientIp: string) {
      const me = await staffRepo.findById(staffId);
      if (!me?.active) throw unauthorized();
      const attempt = await deps.rateLimits.signInAttempt(`staff-password:${me.id}`, clientIp);
      if (!(await verifyPassword(me.passwordHash, body.currentPassword))) {
        throw badRequest('Your current password is not right', { currentPassword: 'Not right' });
      }
      await attempt.succeeded();
      assertAcceptablePassword(body.newPassword, 'newPassword');
      await staffRepo.setPasswordHash(me.id, await hashPassword(body.newPassword), deps.clock());
      await deps.sessions.endAll('staff', me.id, sessionId);
      return { success: true as const, message: PASSWORD_CHANGED };
    },
  };
}
export type StaffAdminService = ReturnType<typeof staffAdminService>;
