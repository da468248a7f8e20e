import { and, desc, eq, sql } from 'drizzle-orm';
import type { DrillAssignmentStatus } from '@/core/contracts/drill-assignments';
import type { DbOrTx } from '../../db/client';
import { drillAssignments, staff, students } from '../../db/schema/index';

export type DrillAssignmentRow = typeof drillAssignments.$inferSelect;

/** An assignment with the name of the coach who set it (null once that account is gone). */
export interface DrillAssignmentWithCoach {
  assignment: DrillAssignmentRow;
  coach: { firstName: string; lastName: string } | null;
}

export function drillAssignmentsRepository(db: DbOrTx) {
  const withCoach = () =>
    db
      .select({
        assignment: drillAssignments,
        coach: { firstName: staff.firstName, lastName: staff.lastName },
      })
      .from(drillAssignments)
      .leftJoin(staff, eq(staff.id, drillAssignments.coachId));

  return {
    /** A student's assignments, newest first, in one query. */
    async listForStudent(studentId: string): Promise<DrillAssignmentWithCoach[]> {
      return withCoach()
        .where(eq(drillAssignments.studentId, studentId))
        .orderBy(desc(drillAssignments.assignedAt), desc(drillAssignments.id));
    },

    async findWithCoach(id: string): Promise<DrillAssignmentWithCoach | undefined> {
      const [row] = await withCoach().where(eq(drillAssignments.id, id)).limit(1);
      return row;
    },

    async findById(id: string): Promise<DrillAssignmentRow | undefined> {
      const [row] = await db.select().from(drillAssignments).where(eq(drillAssignments.id, id)).limit(1);
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(drillAssignments).where(eq(drillAssignments.id, id));
    },

    /**
     * Moves an assignment on only if it is still in the status the caller saw, so two updates at
     * once cannot both succeed. Answers undefined when it had already moved.
     */
    async transition(
      id: string,
      from: DrillAssignmentStatus,
      values: Partial<typeof drillAssignments.$inferInsert> & { status: DrillAssignmentStatus },
    ): Promise<DrillAssignmentRow | undefined> {
      const [row] = await db
        .update(drillAssignments)
        .set(values)
        .where(and(eq(drillAssignments.id, id), eq(drillAssignments.status, from)))
        .returning();
      return row;
    },

    async insertMany(values: (typeof drillAssignments.$inferInsert)[]): Promise<DrillAssignmentRow[]> {
      if (values.length === 0) return [];
      return db.insert(drillAssignments).values(values).returning();
    },

    /**
     * Every drill assignment of the students in scope, newest first, with the student's name; filters
     * applied here.
     */
    async listForStaff(
      scope: { all: true } | { coachId: string },
      filters: { status?: DrillAssignmentStatus; studentId?: string },
      limit: number,
    ) {
      const where = and(
        'all' in scope ? undefined : eq(students.coachId, scope.coachId),
        filters.status ? eq(drillAssignments.status, filters.status) : undefined,
        filters.studentId ? eq(drillAssignments.studentId, filters.studentId) : undefined,
      );
      return db
        .select({
          assignment: drillAssignments,
          coach: { firstName: staff.firstName, lastName: staff.lastName },
          student: { id: students.id, firstName: students.firstName, lastName: students.lastName },
        })
        .from(drillAssignments)
        .innerJoin(students, eq(students.id, drillAssignments.studentId))
        .leftJoin(staff, eq(staff.id, drillAssignments.coachId))
        .where(where)
        .orderBy(desc(drillAssignments.assignedAt), desc(drillAssignments.id))
        .limit(limit);
    },

    /** Counts by status (and overdue today) over the scope, whatever the filters. */
    async countsForStaff(scope: { all: true } | { coachId: string }, today: string) {
      const [row] = await db
        .select({
          assigned: sql<number>`(count(*) filter (where ${drillAssignments.status} = 'assigned'))::int`,
          in_progress: sql<number>`(count(*) filter (where ${drillAssignments.status} = 'in_progress'))::int`,
          completed: sql<number>`(count(*) filter (where ${drillAssignments.status} = 'completed'))::int`,
          reviewed: sql<number>`(count(*) filter (where ${drillAssignments.status} = 'reviewed'))::int`,
          overdue: sql<number>`(count(*) filter (where ${drillAssignments.dueDate} < ${today} and ${drillAssignments.status} in ('assigned', 'in_progress')))::int`,
        })
        .from(drillAssignments)
        .innerJoin(students, eq(students.id, drillAssignments.studentId))
        .where('all' in scope ? undefined : eq(students.coachId, scope.coachId));
      return row ?? { assigned: 0, in_progress: 0, completed: 0, reviewed: 0, overdue: 0 };
    },

    async staffMember(id: string) {
      const [row] = await db
        .select({
          id: staff.id,
          role: staff.role,
          active: staff.active,
          firstName: staff.firstName,
          lastName: staff.lastName,
        })
        .from(staff)
        .where(eq(staff.id, id))
        .limit(1);
      return row;
    },
  };
}
