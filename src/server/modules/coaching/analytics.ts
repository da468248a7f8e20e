import type {
  AnalyticsPeriod,
  AnalyticsResponse,
  CoachStudent,
  StudentAnalyticsEntry,
} from '@/core/contracts/coaching';
import { addDays, daysBetween } from '@/core/rules/london-time';

/**
 * What a student did: a drill assignment counts when completed, as the spec's "completed challenges"; a
 * lesson when staff marked them attended. A no-show is counted apart and is not activity.
 */
export type ActivityKind =
  | 'exercise'
  | 'module'
  | 'drill_assignment'
  | 'message'
  | 'round'
  | 'lesson'
  | 'no_show';

/** Kinds that make a student active in a period (a module's completion is already its exercises). */
export const isActivity = (kind: ActivityKind) => kind !== 'module' && kind !== 'no_show';

export type ActivityCount = {
  studentId: string;
  kind: ActivityKind;
  day: string;
  count: number;
};

/** How far back each period reaches, and how its chart is bucketed (days, or weeks for a quarter). */
export const PERIODS: Record<AnalyticsPeriod, { days: number; bucketDays: number }> = {
  week: { days: 7, bucketDays: 1 },
  month: { days: 30, bucketDays: 1 },
  quarter: { days: 91, bucketDays: 7 },
};

/** The first London date a period covers, ending today. */
export const periodStart = (period: AnalyticsPeriod, today: string) =>
  addDays(today, -(PERIODS[period].days - 1));

/** Students ranked by what they did in the period, then by progress: the spec's screen takes three. */
export function rankStudents(
  students: readonly CoachStudent[],
  counts: readonly ActivityCount[],
  from: string,
): StudentAnalyticsEntry[] {
  const inPeriod = counts.filter((c) => c.day >= from);
  return students
    .map((s) => {
      const mine = inPeriod.filter((c) => c.studentId === s.id);
      return {
        id: s.id,
        first_name: s.first_name,
        last_name: s.last_name,
        email: s.email,
        membership_type: s.membership_type,
        progress: s.progress,
        completed_challenges: mine
          .filter((c) => c.kind === 'drill_assignment')
          .reduce((n, c) => n + c.count, 0),
        activity_count: mine.filter((c) => isActivity(c.kind)).reduce((n, c) => n + c.count, 0),
        last_activity: s.last_activity,
      };
    })
    .sort(
      (a, b) =>
        b.activity_count - a.activity_count ||
        b.progress - a.progress ||
        a.last_name.localeCompare(b.last_name) ||
        a.id.localeCompare(b.id),
    );
}

/** The chart: one bucket per day (week, month) or per week (quarter), oldest first, zeros included. */
export function activitySeries(
  counts: readonly ActivityCount[],
  period: AnalyticsPeriod,
  today: string,
): AnalyticsResponse['series'] {
  const { days, bucketDays } = PERIODS[period];
  const from = periodStart(period, today);
  const buckets = Array.from({ length: Math.ceil(days / bucketDays) }, (_, i) => ({
    from: addDays(from, i * bucketDays),
    exercises: 0,
    challenges: 0,
    messages: 0,
    rounds: 0,
  }));
  const field = {
    exercise: 'exercises',
    drill_assignment: 'challenges',
    message: 'messages',
    round: 'rounds',
  } as const;
  for (const c of counts) {
    if (!(c.kind in field) || c.day < from || c.day > today) continue;
    const bucket = buckets[Math.floor(daysBetween(from, c.day) / bucketDays)];
    if (bucket) bucket[field[c.kind as keyof typeof field]] += c.count;
  }
  return buckets;
}
