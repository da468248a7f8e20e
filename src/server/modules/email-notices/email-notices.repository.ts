import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { EmailTopic } from '@/core/contracts/email-preferences';
import type { DbOrTx } from '../../db/client';
import {
  coachMessages,
  emailPreferences,
  guardianLinks,
  guardians,
  staff,
  students,
  unsubscribeLinks,
} from '../../db/schema/index';

export type PreferencesRow = typeof emailPreferences.$inferSelect;
export type PreferenceChanges = Partial<
  Pick<PreferencesRow, 'studentMessages' | 'coachFeedback' | 'purchaseRequests' | 'lastDigestAt'>
>;

/** Whose preferences: one of the three kinds of account. */
export type Reader = { staffId: string } | { studentId: string } | { guardianId: string };

export function readerKey(reader: Reader): string {
  if ('staffId' in reader) return `staff:${reader.staffId}`;
  if ('studentId' in reader) return `student:${reader.studentId}`;
  return `guardian:${reader.guardianId}`;
}

const DEFAULTS = { studentMessages: 'instant', coachFeedback: true, purchaseRequests: true } as const;

/** The only file that reads and writes e-mail preferences and unsubscribe links. */
export function emailNoticesRepository(db: DbOrTx) {
  return {
    /** A reader's choices, or the defaults where they never chose. */
    async preferences(reader: Reader) {
      const [row] = await db
        .select()
        .from(emailPreferences)
        .where(eq(emailPreferences.reader, readerKey(reader)));
      return {
        studentMessages: row?.studentMessages ?? DEFAULTS.studentMessages,
        coachFeedback: row?.coachFeedback ?? DEFAULTS.coachFeedback,
        purchaseRequests: row?.purchaseRequests ?? DEFAULTS.purchaseRequests,
        lastDigestAt: row?.lastDigestAt ?? null,
      };
    },

    async save(reader: Reader, changes: PreferenceChanges, now: Date): Promise<void> {
      await db
        .insert(emailPreferences)
        .values({ reader: readerKey(reader), ...reader, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: emailPreferences.reader, set: { ...changes, updatedAt: now } });
    },

    async insertLink(tokenHash: string, reader: string, topic: EmailTopic, now: Date): Promise<void> {
      await db.insert(unsubscribeLinks).values({ tokenHash, reader, topic, createdAt: now });
    },

    async findLink(tokenHash: string, after: Date) {
      const [row] = await db
        .select()
        .from(unsubscribeLinks)
        .where(and(eq(unsubscribeLinks.tokenHash, tokenHash), gt(unsubscribeLinks.createdAt, after)));
      return row;
    },

    async purgeLinksBefore(before: Date): Promise<void> {
      await db.delete(unsubscribeLinks).where(lt(unsubscribeLinks.createdAt, before));
    },

    /** An active member of staff's address and name. */
    async staffMember(id: string) {
      const [row] = await db
        .select({ id: staff.id, email: staff.email, firstName: staff.firstName, role: staff.role })
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.active, true)));
      return row;
    },

    /** Active admins who want purchase requests by e-mail. */
    async adminsForPurchaseRequests() {
      return db
        .select({ id: staff.id, email: staff.email, firstName: staff.firstName })
        .from(staff)
        .leftJoin(emailPreferences, eq(emailPreferences.staffId, staff.id))
        .where(
          and(
            eq(staff.role, 'admin'),
            eq(staff.active, true),
            or(isNull(emailPreferences.purchaseRequests), eq(emailPreferences.purchaseRequests, true)),
          ),
        )
        .orderBy(asc(staff.email));
    },

    /** A student's name, date of birth, and address when they have a login of their own. */
    async student(id: string) {
      const [row] = await db
        .select({
          id: students.id,
          email: students.email,
          firstName: students.firstName,
          lastName: students.lastName,
          dateOfBirth: students.dateOfBirth,
          ownLogin: isNotNull(students.passwordHash).mapWith(Boolean),
        })
        .from(students)
        .where(eq(students.id, id));
      return row;
    },

    /** The guardians linked to a student, with their own choice about coaching news. */
    async guardiansOf(studentId: string) {
      return db
        .select({
          id: guardians.id,
          email: guardians.email,
          firstName: guardians.firstName,
          coachFeedback: sql<boolean>`coalesce(${emailPreferences.coachFeedback}, true)`.mapWith(Boolean),
        })
        .from(guardianLinks)
        .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
        .leftJoin(emailPreferences, eq(emailPreferences.guardianId, guardians.id))
        .where(eq(guardianLinks.studentId, studentId));
    },

    /** Coaches who chose one e-mail a day, with when their last one went. */
    async digestReaders() {
      return db
        .select({
          staffId: staff.id,
          email: staff.email,
          firstName: staff.firstName,
          lastDigestAt: emailPreferences.lastDigestAt,
        })
        .from(emailPreferences)
        .innerJoin(staff, eq(staff.id, emailPreferences.staffId))
        .where(and(eq(emailPreferences.studentMessages, 'daily'), eq(staff.active, true)));
    },

    /** Claims a coach's digest for this run: false if another instance already sent it. */
    async claimDigest(staffId: string, previous: Date | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailPreferences)
        .set({ lastDigestAt: now })
        .where(
          and(
            eq(emailPreferences.reader, readerKey({ staffId })),
            previous ? eq(emailPreferences.lastDigestAt, previous) : isNull(emailPreferences.lastDigestAt),
          ),
        )
        .returning({ reader: emailPreferences.reader });
      return rows.length === 1;
    },

    /** Students' messages to a coach not yet read by them, sent after `since`. */
    async unreadMessagesTo(staffId: string, since: Date) {
      return db
        .select({
          subject: coachMessages.subject,
          createdAt: coachMessages.createdAt,
          firstName: students.firstName,
          lastName: students.lastName,
        })
        .from(coachMessages)
        .innerJoin(students, eq(students.id, coachMessages.studentId))
        .where(
          and(
            eq(coachMessages.coachId, staffId),
            isNull(coachMessages.readByCoachAt),
            gt(coachMessages.createdAt, since),
          ),
        )
        .orderBy(asc(coachMessages.createdAt));
    },

    /** Turns one kind of e-mail off for the reader a link belongs to. */
    async stop(reader: string, topic: EmailTopic, now: Date): Promise<void> {
      const [kind, id] = reader.split(':') as ['staff' | 'student' | 'guardian', string];
      const owner: Reader =
        kind === 'staff' ? { staffId: id } : kind === 'student' ? { studentId: id } : { guardianId: id };
      const changes: PreferenceChanges =
        topic === 'student_messages'
          ? { studentMessages: 'off' }
          : topic === 'coach_feedback'
            ? { coachFeedback: false }
            : { purchaseRequests: false };
      await this.save(owner, changes, now);
    },
  };
}
export type EmailNoticesRepository = ReturnType<typeof emailNoticesRepository>;
