import type { DashboardStatsResponse } from '@/core/contracts/coaching';
import { moduleProgressPercent, overallProgressPercent } from '@/core/rules/curriculum-progress';
import { addDays, londonDate, londonWallTimeToUtc } from '@/core/rules/london-time';
import { staffScope } from '../access/access-policy';
import { type CoachingContext, type CoachingDeps, lessonSize } from './coaching.context';
import { presentActivity } from './coaching.presenter';

const DAY = 24 * 3600_000;
const ACTIVE_WINDOW_DAYS = 30;
const RECENT_ACTIVITY_LIMIT = 10;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The coach's dashboard: its stat cards and recent activity. */
export function dashboardService(deps: CoachingDeps, ctx: CoachingContext) {
  const { repo, actorFor } = ctx;

  return {
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
