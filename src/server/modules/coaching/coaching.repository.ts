import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  badgeTotals,
  bookingPlaces,
  bookings,
  breakParAttempts,
  coachMessages,
  drillAssignments,
  exerciseProgress,
  moduleAssignments,
  staff,
  students,
} from '../../db/schema/index';
import type { ActivityKind } from './analytics';

export type ModuleAssignmentRow = typeof moduleAssignments.$inferSelect;
export type ExerciseProgressRow = typeof exerciseProgress.$inferSelect;

/** Which students a staff member's lists cover: one coach's, or (for admins) everyone. */
export type StudentScope = { all: true } | { coachId: string };

const inScope = (scope: StudentScope) => ('all' in scope ? sql`true` : eq(students.coachId, scope.coachId));

interface ActivityRow {
  id: string;
  kind: string;
  student_id: string;
  first_name: string;
  last_name: string;
  detail: string;
  at: string | Date;
}

/** A module with its coach's name and the count of exercises done. */
export interface ModuleWithCounts {
  assignment: ModuleAssignmentRow;
  coach: { firstName: string; lastName: string } | null;
  done: number;
}

export function coachingRepository(db: DbOrTx) {
  /**
   * The ids of the students in scope, as a sub-query (never a list sent from the app). Callers compare with
   * `= any(array(…))`, which the planner answers from the student_id indexes; `in (…)` led it to scan.
   */
  const scopedIds = (scope: StudentScope) =>
    db.select({ id: students.id }).from(students).where(inScope(scope));

  return {
    async studentsInScope(scope: StudentScope) {
      return db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
          membershipTier: students.membershipTier,
          handicap: students.handicap,
          createdAt: students.createdAt,
          badges: sql<number>`coalesce(${badgeTotals.total}, 0)::int`,
        })
        .from(students)
        .leftJoin(badgeTotals, eq(badgeTotals.studentId, students.id))
        .where(inScope(scope))
        .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
    },

    /** Every live module of the students in scope with its done-exercise count, in one grouped query. */
    async moduleCounts(scope: StudentScope) {
      return db
        .select({
          studentId: moduleAssignments.studentId,
          lessonId: moduleAssignments.lessonId,
          status: moduleAssignments.status,
          done: sql<number>`(count(${exerciseProgress.exerciseId}) filter (where ${exerciseProgress.completed}))::int`,
        })
        .from(moduleAssignments)
        .leftJoin(exerciseProgress, eq(exerciseProgress.assignmentId, moduleAssignments.id))
        .where(
          and(
            ne(moduleAssignments.status, 'unassigned'),
            sql`${moduleAssignments.studentId} = any(array${scopedIds(scope)})`,
          ),
        )
        .groupBy(moduleAssignments.id);
    },

    /**
     * Each student's latest activity of any kind (exercise ticked, drill started or done, round played,
     * message sent), one row per student who has any.
     */
    async lastActivity(scope: StudentScope): Promise<{ studentId: string; at: Date }[]> {
      const ids = scopedIds(scope);
      const result = await db.execute(sql`
        select student_id, max(at) as at from (
          select ma.student_id, max(ep.updated_at) as at
            from ${exerciseProgress} ep join ${moduleAssignments} ma on ma.id = ep.assignment_id
            where ma.student_id = any(array${ids}) group by ma.student_id
          union all
          select student_id, max(greatest(coalesce(completed_at, started_at), started_at)) from ${drillAssignments}
            where student_id = any(array${ids}) and started_at is not null group by student_id
          union all
          select student_id, max(completed_at) from ${breakParAttempts}
            where student_id = any(array${ids}) group by student_id
          union all
          select student_id, max(created_at) from ${coachMessages}
            where student_id = any(array${ids}) group by student_id
        ) activity group by student_id`);
      return (result.rows as { student_id: string; at: string | Date }[]).map((r) => ({
        studentId: r.student_id,
        at: new Date(r.at),
      }));
    },

    async modulesOf(studentId: string): Promise<ModuleWithCounts[]> {
      return db
        .select({
          assignment: moduleAssignments,
          coach: { firstName: staff.firstName, lastName: staff.lastName },
          done: sql<number>`(select count(*) from ${exerciseProgress} where ${exerciseProgress.assignmentId} = ${moduleAssignments.id} and ${exerciseProgress.completed})::int`,
        })
        .from(moduleAssignments)
        .leftJoin(staff, eq(staff.id, moduleAssignments.coachId))
        .where(and(eq(moduleAssignments.studentId, studentId), ne(moduleAssignments.status, 'unassigned')))
        .orderBy(desc(moduleAssignments.assignedAt), desc(moduleAssignments.id));
    },

    async moduleById(id: string): Promise<ModuleWithCounts | undefined> {
      const [row] = await db
        .select({
          assignment: moduleAssignments,
          coach: { firstName: staff.firstName, lastName: staff.lastName },
          done: sql<number>`(select count(*) from ${exerciseProgress} where ${exerciseProgress.assignmentId} = ${moduleAssignments.id} and ${exerciseProgress.completed})::int`,
        })
        .from(moduleAssignments)
        .leftJoin(staff, eq(staff.id, moduleAssignments.coachId))
        .where(eq(moduleAssignments.id, id))
        .limit(1);
      return row;
    },

    async exercisesOf(assignmentId: string): Promise<ExerciseProgressRow[]> {
      return db.select().from(exerciseProgress).where(eq(exerciseProgress.assignmentId, assignmentId));
    },

    async exercise(assignmentId: string, exerciseId: string): Promise<ExerciseProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(exerciseProgress)
        .where(
          and(eq(exerciseProgress.assignmentId, assignmentId), eq(exerciseProgress.exerciseId, exerciseId)),
        )
        .limit(1);
      return row;
    },

    async upsertExercise(values: typeof exerciseProgress.$inferInsert): Promise<ExerciseProgressRow> {
      const { assignmentId: _a, exerciseId: _e, ...changes } = values;
      const [row] = await db
        .insert(exerciseProgress)
        .values(values)
        .onConflictDoUpdate({
          target: [exerciseProgress.assignmentId, exerciseProgress.exerciseId],
          set: changes,
        })
        .returning();
      return row!;
    },

    async countDone(assignmentId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(exerciseProgress)
        .where(and(eq(exerciseProgress.assignmentId, assignmentId), eq(exerciseProgress.completed, true)));
      return row?.n ?? 0;
    },

    async updateModule(id: string, changes: Partial<typeof moduleAssignments.$inferInsert>) {
      await db.update(moduleAssignments).set(changes).where(eq(moduleAssignments.id, id));
    },

    /** Locks a module for a change of its exercises, so two ticks at once agree on the module's state. */
    async lockModule(id: string): Promise<ModuleAssignmentRow | undefined> {
      const [row] = await db
        .select()
        .from(moduleAssignments)
        .where(eq(moduleAssignments.id, id))
        .for('update');
      return row;
    },

    async liveModulesFor(studentIds: string[], lessonId: number) {
      if (studentIds.length === 0) return [];
      return db
        .select({ studentId: moduleAssignments.studentId })
        .from(moduleAssignments)
        .where(
          and(
            inArray(moduleAssignments.studentId, studentIds),
            eq(moduleAssignments.lessonId, lessonId),
            ne(moduleAssignments.status, 'unassigned'),
          ),
        );
    },

    /** The dashboard's counts for the students in scope, each one aggregate query. */
    async dashboardCounts(scope: StudentScope, monthStart: Date, activeSince: Date, today: string) {
      const ids = scopedIds(scope);
      const messageScope =
        'all' in scope
          ? sql`true`
          : sql`(${coachMessages.coachId} = ${scope.coachId} or ${coachMessages.studentId} = any(array${ids}))`;
      // Four independent counts, run side by side.
      const [[studentsRow], [drills], [messages], active] = await Promise.all([
        db
          .select({
            total: sql<number>`count(*)::int`,
            newThisMonth: sql<number>`(count(*) filter (where ${students.createdAt} >= ${monthStart.toISOString()}))::int`,
          })
          .from(students)
          .where(inScope(scope)),
        db
          .select({
            total: sql<number>`count(*)::int`,
            completed: sql<number>`(count(*) filter (where ${drillAssignments.status} in ('completed', 'reviewed')))::int`,
            pendingReviews: sql<number>`(count(*) filter (where ${drillAssignments.status} = 'completed'))::int`,
            overdue: sql<number>`(count(*) filter (where ${drillAssignments.dueDate} < ${today} and ${drillAssignments.status} in ('assigned', 'in_progress')))::int`,
          })
          .from(drillAssignments)
          .where(sql`${drillAssignments.studentId} = any(array${ids})`),
        db
          .select({
            total: sql<number>`count(*)::int`,
            unread: sql<number>`(count(*) filter (where ${coachMessages.readByCoachAt} is null))::int`,
          })
          .from(coachMessages)
          .where(messageScope),
        db.execute(sql`
        select count(distinct student_id)::int as n from (
          select ma.student_id from ${exerciseProgress} ep join ${moduleAssignments} ma on ma.id = ep.assignment_id
            where ma.student_id = any(array${ids}) and ep.updated_at >= ${activeSince.toISOString()}
          union all
          select student_id from ${drillAssignments}
            where student_id = any(array${ids}) and coalesce(completed_at, started_at) >= ${activeSince.toISOString()}
          union all
          select student_id from ${breakParAttempts} where student_id = any(array${ids}) and completed_at >= ${activeSince.toISOString()}
          union all
          select student_id from ${coachMessages} where student_id = any(array${ids}) and created_at >= ${activeSince.toISOString()}
        ) recent`),
      ]);
      return {
        students: studentsRow ?? { total: 0, newThisMonth: 0 },
        drills: drills ?? { total: 0, completed: 0, pendingReviews: 0, overdue: 0 },
        messages: messages ?? { total: 0, unread: 0 },
        activeStudents: Number((active.rows[0] as { n?: number } | undefined)?.n ?? 0),
      };
    },

    /** The latest events among the students in scope, newest first. */
    async recentActivity(scope: StudentScope, limit: number) {
      const ids = scopedIds(scope);
      const result = await db.execute(sql`
        select e.id, e.kind, e.student_id, s.first_name, s.last_name, e.detail, e.at from (
          (select ma.id || ':' || ep.exercise_id as id, 'exercise_completed' as kind, ma.student_id,
              ep.exercise_id as detail, ep.completed_at as at
            from ${exerciseProgress} ep join ${moduleAssignments} ma on ma.id = ep.assignment_id
            where ma.student_id = any(array${ids}) and ep.completed and ep.completed_at is not null
            order by ep.completed_at desc limit ${limit})
          union all
          (select id::text, 'module_completed', student_id, lesson_id::text, completed_at from ${moduleAssignments}
            where student_id = any(array${ids}) and status = 'completed' order by completed_at desc limit ${limit})
          union all
          (select id::text, 'drill_completed', student_id, drill_id, completed_at from ${drillAssignments}
            where student_id = any(array${ids}) and completed_at is not null order by completed_at desc limit ${limit})
          union all
          (select id::text, 'message_received', student_id, subject, created_at from ${coachMessages}
            where student_id = any(array${ids}) order by created_at desc limit ${limit})
          union all
          (select id::text, 'round_played', student_id, level::text || ':' || total_score::text || ':' || passed::text,
              completed_at from ${breakParAttempts}
            where student_id = any(array${ids}) order by completed_at desc limit ${limit})
        ) e join ${students} s on s.id = e.student_id
        order by e.at desc limit ${limit}`);
      return (result.rows as ActivityRow[]).map((r) => ({ ...r, at: new Date(r.at) }));
    },

    /**
     * What the students in scope did since `since`, counted per student, kind and London day: the
     * analytics are all sums of these rows.
     */
    async activityCounts(scope: StudentScope, since: Date) {
      const ids = scopedIds(scope);
      const from = since.toISOString();
      const result = await db.execute(sql`
        select student_id, kind, to_char(at at time zone 'Europe/London', 'YYYY-MM-DD') as day, count(*)::int as n
        from (
          select ma.student_id, 'exercise' as kind, ep.completed_at as at
            from ${exerciseProgress} ep join ${moduleAssignments} ma on ma.id = ep.assignment_id
            where ma.student_id = any(array${ids}) and ep.completed and ep.completed_at >= ${from}
          union all
          select student_id, 'module', completed_at from ${moduleAssignments}
            where student_id = any(array${ids}) and status = 'completed' and completed_at >= ${from}
          union all
          select student_id, 'drill_assignment', completed_at from ${drillAssignments}
            where student_id = any(array${ids}) and completed_at >= ${from}
          union all
          select student_id, 'message', created_at from ${coachMessages}
            where student_id = any(array${ids}) and created_at >= ${from}
          union all
          select student_id, 'round', completed_at from ${breakParAttempts}
            where student_id = any(array${ids}) and completed_at >= ${from}
          union all
          select b.participant_student_id, case bp.attendance when 'attended' then 'lesson' else 'no_show' end, bp.starts_at
            from ${bookingPlaces} bp join ${bookings} b on b.id = bp.booking_id
            where b.participant_student_id = any(array${ids}) and bp.attendance is not null
              and bp.status = 'confirmed' and bp.starts_at >= ${from}
        ) e group by 1, 2, 3`);
      return (result.rows as { student_id: string; kind: string; day: string; n: number }[]).map((r) => ({
        studentId: r.student_id,
        kind: r.kind as ActivityKind,
        day: r.day,
        count: Number(r.n),
      }));
    },

    async badgeCount(studentId: string): Promise<number> {
      const [row] = await db
        .select({ total: badgeTotals.total })
        .from(badgeTotals)
        .where(eq(badgeTotals.studentId, studentId))
        .limit(1);
      return row?.total ?? 0;
    },

    async insertModules(values: (typeof moduleAssignments.$inferInsert)[]) {
      return db.insert(moduleAssignments).values(values).returning();
    },
  };
}
