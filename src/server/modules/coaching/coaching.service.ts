import { curriculumLesson } from '../../../core/content/coaching/curriculum';
import type {
  AnalyticsPeriod,
  AnalyticsResponse,
  AssignModuleBody,
  CoachStudent,
  DashboardStatsResponse,
  ModuleProgressResponse,
  StudentDetailResponse,
  UpdateExerciseResponse,
} from '../../../core/contracts/coaching';
import { moduleProgressPercent, overallProgressPercent } from '../../../core/rules/curriculum-progress';
import { addDays, londonDate, londonWallTimeToUtc } from '../../../core/rules/london-time';
import { moduleAfterExerciseChange } from '../../../core/rules/module-assignments';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import type { StoredUpload } from '../../storage/uploads';
import {
  accessPolicy,
  mayActAsCoach,
  type StaffActor,
  type StaffScope,
  staffScope,
} from '../access/access-policy';
import { presentDrillAssignment } from '../drill-assignments/drill-assignments.presenter';
import { drillAssignmentsRepository } from '../drill-assignments/drill-assignments.repository';
import { activitySeries, periodStart, rankStudents } from './analytics';
import { presentActivity, presentExercise, presentModule } from './coaching.presenter';
import { coachingRepository } from './coaching.repository';

const DAY = 24 * 3600_000;
const ACTIVE_WINDOW_DAYS = 30;
const RECENT_ACTIVITY_LIMIT = 10;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const lessonSize = (lessonId: number) => curriculumLesson(lessonId)?.exercises.length ?? 0;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The coach's side of the curriculum: their students, each student's modules and challenges, ticking
 * exercises with notes and video. Every call reads the member of staff fresh and scopes by the server's
 * rule: admins reach every student, coaches and instructors only those assigned to them.
 */
export function coachingService(deps: { db: Db; clock: Clock; storage: FileStorage }) {
  const repo = coachingRepository(deps.db);
  const drills = drillAssignmentsRepository(deps.db);

  const access = accessPolicy(deps.db);
  const actorFor = access.staffActor;

  /** The student, if this member of staff coaches them (or is an admin); anyone else's is 404. */
  const studentFor = (actor: StaffActor, studentId: string) => access.visibleStudent(actor, studentId);

  async function moduleFor(actor: StaffActor, id: string) {
    const found = await repo.moduleById(id);
    if (!found || found.assignment.status === 'unassigned') throw notFound('Module assignment not found');
    await studentFor(actor, found.assignment.studentId).catch(() => {
      throw notFound('Module assignment not found');
    });
    return found;
  }

  async function progressList(assignmentId: string, lessonId: number) {
    const rows = await repo.exercisesOf(assignmentId);
    const lesson = curriculumLesson(lessonId);
    return (lesson?.exercises ?? []).map((exercise) =>
      presentExercise(
        assignmentId,
        exercise.id,
        rows.find((r) => r.exerciseId === exercise.id),
      ),
    );
  }

  /** The student cards of a scope: progress, modules and badges, in a handful of grouped queries. */
  async function studentCards(scope: StaffScope): Promise<CoachStudent[]> {
    const [rows, modules, activity] = await Promise.all([
      repo.studentsInScope(scope),
      repo.moduleCounts(scope),
      repo.lastActivity(scope),
    ]);
    const modulesOf = groupBy(modules, (m) => m.studentId);
    const lastOf = new Map(activity.map((a) => [a.studentId, a.at]));
    return rows.map((s) => {
      const mine = modulesOf.get(s.id) ?? [];
      const last = lastOf.get(s.id);
      return {
        id: s.id,
        first_name: s.firstName,
        last_name: s.lastName,
        email: s.email,
        membership_type: s.membershipTier,
        handicap: s.handicap,
        progress: overallProgressPercent(
          mine.map((m) => moduleProgressPercent(m.done, lessonSize(m.lessonId))),
        ),
        modules_assigned: mine.length,
        achievements: s.badges,
        last_activity: last ? last.toISOString() : null,
        created_at: s.createdAt.toISOString(),
      };
    });
  }

  async function analyticsData(staffId: string, coachId: string, period: AnalyticsPeriod) {
    const actor = await actorFor(staffId);
    const scope = staffScope(actor, coachId);
    const now = deps.clock();
    const today = londonDate(now);
    const from = periodStart(period, today);
    const monthFirst = `${today.slice(0, 8)}01`;
    const earliest = from < monthFirst ? from : monthFirst;
    const [cards, counts] = await Promise.all([
      studentCards(scope),
      repo.activityCounts(scope, londonWallTimeToUtc(earliest, 0) ?? now),
    ]);
    return { scope, today, from, monthFirst, cards, counts, ranked: rankStudents(cards, counts, from) };
  }

  return {
    async students(staffId: string, coachId: string): Promise<CoachStudent[]> {
      const actor = await actorFor(staffId);
      return studentCards(staffScope(actor, coachId));
    },

    /** staff-portal §7 students-analytics: students, most active in the period first. */
    async studentsAnalytics(staffId: string, coachId: string, period: AnalyticsPeriod) {
      return (await analyticsData(staffId, coachId, period)).ranked;
    },

    /** The Analytics tab: the period really changes the figures (the earlier product ignored it). */
    async analytics(staffId: string, coachId: string, period: AnalyticsPeriod): Promise<AnalyticsResponse> {
      const data = await analyticsData(staffId, coachId, period);
      const sum = (kind: string, since: string) =>
        data.counts.filter((c) => c.kind === kind && c.day >= since).reduce((n, c) => n + c.count, 0);
      const active = new Set(
        data.counts.filter((c) => c.day >= data.from && c.kind !== 'module').map((c) => c.studentId),
      );
      const withModules = data.cards.filter((c) => c.modules_assigned > 0);
      return {
        period,
        from: data.from,
        to: data.today,
        stats: {
          activeStudents: active.size,
          totalStudents: data.cards.length,
          exercisesCompleted: sum('exercise', data.from),
          challengesCompleted: sum('challenge', data.from),
          averageProgress: overallProgressPercent(withModules.map((c) => c.progress)),
        },
        thisMonth: {
          newStudents: data.cards.filter((c) => londonDate(new Date(c.created_at)) >= data.monthFirst).length,
          modulesCompleted: sum('module', data.monthFirst),
          challengesCompleted: sum('challenge', data.monthFirst),
          messagesReceived: sum('message', data.monthFirst),
        },
        series: activitySeries(data.counts, period, data.today),
        topStudents: data.ranked.slice(0, 3),
        recentActivity: (await repo.recentActivity(data.scope, RECENT_ACTIVITY_LIMIT)).map(presentActivity),
      };
    },

    async studentDetail(staffId: string, studentId: string): Promise<StudentDetailResponse> {
      const actor = await actorFor(staffId);
      const student = await studentFor(actor, studentId);
      const [modules, assignments, badgeCount] = await Promise.all([
        repo.modulesOf(student.id),
        drills.listForStudent(student.id),
        repo.badgeCount(student.id),
      ]);
      const presented = modules.map(presentModule);
      const challengesCompleted = assignments.filter((a) =>
        ['completed', 'reviewed'].includes(a.assignment.status),
      ).length;
      return {
        success: true,
        student: {
          id: student.id,
          firstName: student.firstName,
          lastName: student.lastName,
          first_name: student.firstName,
          last_name: student.lastName,
          email: student.email,
          membershipType: student.membershipTier,
          membership_type: student.membershipTier,
          handicap: student.handicap,
          coach_id: student.coachId,
        },
        stats: {
          overallProgress: overallProgressPercent(presented.map((m) => m.progress.percentage)),
          modulesCompleted: presented.filter((m) => m.status === 'completed').length,
          modulesTotal: presented.length,
          challengesCompleted,
          challengesTotal: assignments.length,
          badges: badgeCount,
        },
        drillAssignments: assignments.map((a) => presentDrillAssignment(a.assignment, a.coach)),
        moduleAssignments: presented,
      };
    },

    async moduleProgress(staffId: string, assignmentId: string): Promise<ModuleProgressResponse> {
      const actor = await actorFor(staffId);
      const found = await moduleFor(actor, assignmentId);
      return {
        success: true,
        assignment: presentModule(found),
        progress: await progressList(found.assignment.id, found.assignment.lessonId),
      };
    },

    /** Assigns a lesson to students; a student who already has it live is refused, never duplicated. */
    async assignModule(staffId: string, body: AssignModuleBody) {
      const actor = await actorFor(staffId);
      if (!mayActAsCoach(actor, body.coachId)) throw forbidden('You can only see your own students');
      const lesson = curriculumLesson(body.moduleId);
      if (!lesson) throw badRequest('Choose a lesson from 1 to 18', { moduleId: 'Unknown lesson' });
      const ids = [...new Set(body.studentIds)];
      const found = await access.visibleStudents(actor, ids);
      const already = await repo.liveModulesFor(ids, lesson.id);
      if (already.length > 0) {
        const names = found
          .filter((s) => already.some((a) => a.studentId === s.id))
          .map((s) => `${s.firstName} ${s.lastName}`);
        throw conflict(
          `${names.join(', ')} already ${names.length === 1 ? 'has' : 'have'} lesson ${lesson.id}`,
          {
            studentIds: `Already assigned: ${names.join(', ')}`,
          },
        );
      }
      const now = deps.clock();
      const rows = await deps.db.transaction((tx) =>
        coachingRepository(tx).insertModules(
          ids.map((studentId) => ({
            studentId,
            lessonId: lesson.id,
            coachId: actor.staffId,
            assignedAt: now,
          })),
        ),
      );
      const coach = await repo.moduleById(rows[0]!.id);
      return {
        success: true as const,
        assignments: rows.map((row) => ({
          ...presentModule({ assignment: row, coach: coach?.coach ?? null, done: 0 }),
          student_id: row.studentId,
        })),
      };
    },

    /**
     * Ticks or unticks an exercise and keeps the coach's notes (and a new video, if one came). The module
     * moves with it under a row lock, so two ticks at once agree on whether it completed.
     */
    async updateExercise(
      staffId: string,
      assignmentId: string,
      exerciseId: string,
      change: { completed: boolean; coachNotes?: string | null },
      video?: StoredUpload,
    ): Promise<UpdateExerciseResponse> {
      const actor = await actorFor(staffId);
      const found = await moduleFor(actor, assignmentId);
      const lesson = curriculumLesson(found.assignment.lessonId);
      if (!lesson?.exercises.some((e) => e.id === exerciseId)) {
        throw notFound(`Exercise ${exerciseId} is not part of lesson ${found.assignment.lessonId}`);
      }
      const now = deps.clock();
      const { progressRow, moduleCompleted, replacedKey } = await deps.db.transaction(async (tx) => {
        const txRepo = coachingRepository(tx);
        const module = await txRepo.lockModule(assignmentId);
        if (!module || module.status === 'unassigned') throw notFound('Module assignment not found');
        const before = await txRepo.exercise(assignmentId, exerciseId);
        const progressRow = await txRepo.upsertExercise({
          assignmentId,
          exerciseId,
          completed: change.completed,
          completedAt: change.completed ? (before?.completed ? before.completedAt : now) : null,
          // Notes left out of the request are kept as they are.
          coachNotes:
            change.coachNotes === undefined
              ? (before?.coachNotes ?? null)
              : change.coachNotes?.trim() || null,
          ...(video
            ? {
                videoKey: video.key,
                videoMime: video.mime,
                videoSize: video.size,
                videoFilename: video.filename,
                videoUploadedAt: now,
              }
            : {}),
          updatedAt: now,
        });
        const done = await txRepo.countDone(assignmentId);
        const next = moduleAfterExerciseChange(module, done, lesson.exercises.length, now);
        await txRepo.updateModule(assignmentId, {
          status: next.status,
          startedAt: next.startedAt,
          completedAt: next.completedAt,
        });
        return {
          progressRow,
          moduleCompleted: next.moduleCompleted,
          replacedKey: video && before?.videoKey ? before.videoKey : null,
        };
      });
      if (replacedKey) await deps.storage.remove(replacedKey);
      const updated = await repo.moduleById(assignmentId);
      return {
        success: true,
        progress: presentExercise(assignmentId, exerciseId, progressRow),
        assignment: presentModule(updated!),
        moduleCompleted,
      };
    },

    /** The stored coaching video of an exercise, for staff who coach the student (and the student). */
    async exerciseVideo(staffId: string, assignmentId: string, exerciseId: string) {
      const actor = await actorFor(staffId);
      await moduleFor(actor, assignmentId);
      const row = await repo.exercise(assignmentId, exerciseId);
      if (!row?.videoKey || !row.videoMime) throw notFound('This exercise has no video');
      return { key: row.videoKey, mime: row.videoMime, filename: row.videoFilename ?? `${exerciseId}.mp4` };
    },

    /** Archives a module: it leaves every list, and its progress is kept. */
    async unassignModule(staffId: string, assignmentId: string): Promise<{ success: true }> {
      const actor = await actorFor(staffId);
      await moduleFor(actor, assignmentId);
      await repo.updateModule(assignmentId, { status: 'unassigned', archivedAt: deps.clock() });
      return { success: true };
    },

    /** Removes a challenge (drill assignment) for good; the confirmation says it cannot be undone. */
    async removeDrillAssignment(staffId: string, id: string): Promise<{ success: true }> {
      const actor = await actorFor(staffId);
      const row = await drills.findById(id);
      if (!row) throw notFound('Challenge not found');
      await studentFor(actor, row.studentId).catch(() => {
        throw notFound('Challenge not found');
      });
      await repo.deleteDrillAssignment(id);
      return { success: true };
    },

    async dashboardStats(staffId: string, coachId: string): Promise<DashboardStatsResponse> {
      const actor = await actorFor(staffId);
      const scope = staffScope(actor, coachId);
      const now = deps.clock();
      const today = londonDate(now);
      const monthStart =
        londonWallTimeToUtc(`${today.slice(0, 8)}01`, 0) ?? new Date(now.getTime() - 30 * DAY);
      const activeSince = londonWallTimeToUtc(addDays(today, -ACTIVE_WINDOW_DAYS), 0) ?? now;
      const [counts, modules, events] = await Promise.all([
        repo.dashboardCounts(scope, monthStart, activeSince, today),
        repo.moduleCounts(scope),
        repo.recentActivity(scope, RECENT_ACTIVITY_LIMIT),
      ]);
      // Average progress over the students who have modules: the mean of each one's overall progress.
      const byStudent = new Map<string, number[]>();
      for (const m of modules) {
        const list = byStudent.get(m.studentId) ?? [];
        list.push(moduleProgressPercent(m.done, lessonSize(m.lessonId)));
        byStudent.set(m.studentId, list);
      }
      const overall = [...byStudent.values()].map(overallProgressPercent);
      return {
        totalStudents: counts.students.total,
        newStudentsThisMonth: counts.students.newThisMonth,
        activeStudents: counts.activeStudents,
        engagementRate: percent(counts.activeStudents, counts.students.total),
        totalChallenges: counts.drills.total,
        completedChallenges: counts.drills.completed,
        challengeCompletionRate: percent(counts.drills.completed, counts.drills.total),
        avgProgress: overallProgressPercent(overall),
        unreadMessages: counts.messages.unread,
        totalMessages: counts.messages.total,
        pendingReviews: counts.drills.pendingReviews,
        overdueAssignments: counts.drills.overdue,
        recentActivity: events.map(presentActivity),
      };
    },
  };
}
export type CoachingService = ReturnType<typeof coachingService>;
