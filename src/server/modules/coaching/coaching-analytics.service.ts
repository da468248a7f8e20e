import type { AnalyticsPeriod, AnalyticsResponse } from '@/core/contracts/coaching';
import { overallProgressPercent } from '@/core/rules/curriculum-progress';
import { londonDate, londonWallTimeToUtc } from '@/core/rules/london-time';
import { staffScope } from '../access/access-policy';
import { activitySeries, isActivity, periodStart, rankStudents } from './analytics';
import type { CoachingContext, CoachingDeps } from './coaching.context';
import { presentActivity } from './coaching.presenter';

const RECENT_ACTIVITY_LIMIT = 10;

/** The Analytics tab and the students ranked by activity over a period. */
export function coachingAnalyticsService(deps: CoachingDeps, ctx: CoachingContext) {
  const { repo, actorFor, studentCards } = ctx;

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
        data.counts.filter((c) => c.day >= data.from && isActivity(c.kind)).map((c) => c.studentId),
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
          challengesCompleted: sum('drill_assignment', data.from),
          averageProgress: overallProgressPercent(withModules.map((c) => c.progress)),
          lessonsAttended: sum('lesson', data.from),
          noShows: sum('no_show', data.from),
        },
        thisMonth: {
          newStudents: data.cards.filter((c) => londonDate(new Date(c.created_at)) >= data.monthFirst).length,
          modulesCompleted: sum('module', data.monthFirst),
          challengesCompleted: sum('drill_assignment', data.monthFirst),
          messagesReceived: sum('message', data.monthFirst),
        },
        series: activitySeries(data.counts, period, data.today),
        topStudents: data.ranked.slice(0, 3),
        recentActivity: (await repo.recentActivity(data.scope, RECENT_ACTIVITY_LIMIT)).map(presentActivity),
      };
    },
  };
}
