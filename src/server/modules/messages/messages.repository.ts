import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coachMessages, staff, students } from '../../db/schema/index';

export type MessageRow = typeof coachMessages.$inferSelect;
export type NewMessage = typeof coachMessages.$inferInsert;

const coachColumns = {
  id: staff.id,
  firstName: staff.firstName,
  lastName: staff.lastName,
  avatarUrl: staff.avatarUrl,
};

/** A message with the coach it was sent to (null once that coach's account is gone). */
export interface MessageWithCoach {
  message: MessageRow;
  coach: { id: string; firstName: string; lastName: string; avatarUrl: string | null } | null;
}

export interface InboxRow {
  message: MessageRow;
  student: Pick<typeof students.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'membershipTier'>;
  coach: { firstName: string; lastName: string } | null;
}

export function messagesRepository(db: DbOrTx) {
  /** Messages with the student's inbox fields and the coach's name, as the staff inbox shows them. */
  const inboxRows = () =>
    db
      .select({
        message: coachMessages,
        student: {
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
          membershipTier: students.membershipTier,
        },
        coach: { firstName: staff.firstName, lastName: staff.lastName },
      })
      .from(coachMessages)
      .innerJoin(students, eq(students.id, coachMessages.studentId))
      .leftJoin(staff, eq(staff.id, coachMessages.coachId));

  return {
    /** One student's messages, newest first, in one query with their coaches. */
    async listForStudent(studentId: string): Promise<MessageWithCoach[]> {
      return db
        .select({ message: coachMessages, coach: coachColumns })
        .from(coachMessages)
        .leftJoin(staff, eq(staff.id, coachMessages.coachId))
        .where(eq(coachMessages.studentId, studentId))
        .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id));
    },

    /** The headings of several students' messages (no bodies), newest first: a family's overview. */
    async headingsForStudents(studentIds: readonly string[]) {
      if (studentIds.length === 0) return [];
      return db
        .select({
          id: coachMessages.id,
          studentId: coachMessages.studentId,
          subject: coachMessages.subject,
          status: coachMessages.status,
          readByStudent: coachMessages.readByStudent,
          createdAt: coachMessages.createdAt,
        })
        .from(coachMessages)
        .where(inArray(coachMessages.studentId, [...studentIds]))
        .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id));
    },

    /** The message with the student's current coach, for deciding who may see its attachments. */
    async findWithStudentCoach(
      id: string,
    ): Promise<{ message: MessageRow; studentCoachId: string | null } | undefined> {
      const [row] = await db
        .select({ message: coachMessages, studentCoachId: students.coachId })
        .from(coachMessages)
        .innerJoin(students, eq(students.id, coachMessages.studentId))
        .where(eq(coachMessages.id, id))
        .limit(1);
      return row;
    },

    /** The student's message sent with this Idempotency-Key, with its coach. */
    async findByIdempotencyKey(studentId: string, key: string): Promise<MessageWithCoach | undefined> {
      const [row] = await db
        .select({ message: coachMessages, coach: coachColumns })
        .from(coachMessages)
        .leftJoin(staff, eq(staff.id, coachMessages.coachId))
        .where(and(eq(coachMessages.studentId, studentId), eq(coachMessages.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    async insert(values: NewMessage): Promise<MessageRow> {
      const [row] = await db.insert(coachMessages).values(values).returning();
      return row!;
    },

    async markReadByStudent(id: string): Promise<void> {
      await db.update(coachMessages).set({ readByStudent: true }).where(eq(coachMessages.id, id));
    },

    /**
     * The staff inbox, newest first: every message for an admin; for anyone else the messages of the
     * students assigned to them and the messages addressed to them.
     */
    async listInbox(scope: { all: true } | { staffId: string }): Promise<InboxRow[]> {
      const query = inboxRows();
      const scoped =
        'all' in scope
          ? query
          : query.where(or(eq(students.coachId, scope.staffId), eq(coachMessages.coachId, scope.staffId)));
      return scoped.orderBy(desc(coachMessages.createdAt), desc(coachMessages.id)).limit(500);
    },

    /** The inbox's stat cards over every message in scope (the list itself stops at 500). */
    async inboxStats(scope: { all: true } | { staffId: string }) {
      const query = db
        .select({
          pending: sql<number>`(count(*) filter (where ${coachMessages.status} = 'pending'))::int`,
          inProgress: sql<number>`(count(*) filter (where ${coachMessages.status} = 'in_progress'))::int`,
          resolved: sql<number>`(count(*) filter (where ${coachMessages.status} in ('answered', 'closed')))::int`,
          total: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${coachMessages.readByCoachAt} is null))::int`,
        })
        .from(coachMessages)
        .innerJoin(students, eq(students.id, coachMessages.studentId));
      const [row] =
        'all' in scope
          ? await query
          : await query.where(
              or(eq(students.coachId, scope.staffId), eq(coachMessages.coachId, scope.staffId)),
            );
      return row ?? { pending: 0, inProgress: 0, resolved: 0, total: 0, unread: 0 };
    },

    async findInboxRow(id: string): Promise<InboxRow | undefined> {
      const [row] = await inboxRows().where(eq(coachMessages.id, id)).limit(1);
      return row;
    },

    async update(id: string, changes: Partial<NewMessage>): Promise<void> {
      await db.update(coachMessages).set(changes).where(eq(coachMessages.id, id));
    },

    async findStudent(id: string) {
      const [row] = await db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          coachId: students.coachId,
          dateOfBirth: students.dateOfBirth,
          username: students.username,
          guardianName: students.guardianName,
          guardianEmail: students.guardianEmail,
        })
        .from(students)
        .where(eq(students.id, id))
        .limit(1);
      return row;
    },

    /** An active coach or instructor (the only staff a student may write to). */
    async findActiveCoach(id: string) {
      const [row] = await db
        .select(coachColumns)
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.active, true), inArray(staff.role, ['coach', 'instructor'])))
        .limit(1);
      return row;
    },

    async findStaffName(id: string) {
      const [row] = await db
        .select({ firstName: staff.firstName, lastName: staff.lastName })
        .from(staff)
        .where(eq(staff.id, id))
        .limit(1);
      return row;
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;
