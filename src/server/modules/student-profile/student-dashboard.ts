import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { ActivityItem, MedalCollection, ProgrammeProgress } from '@/core/contracts/student-profile';
import { moduleProgressPercent, overallProgressPercent } from '@/core/rules/curriculum-progress';
import type { ChallengeType, MedalTier, ModuleAssignmentRow } from './student-profile.repository';

export const RECENT_ACTIVITY_LIMIT = 5;

/** Gold, silver and bronze counts, the total and the count per challenge type. */
export function medalCollectionFrom(
  counts: readonly { type: ChallengeType; tier: MedalTier; count: number }[],
): MedalCollection {
  const collection: MedalCollection = {
    gold: 0,
    silver: 0,
    bronze: 0,
    total: 0,
    byType: { break_par: 0, putting: 0, chipping: 0 },
  };
  for (const { type, tier, count } of counts) {
    collection[tier] += count;
    collection.byType[type] += count;
    collection.total += count;
  }
  return collection;
}

type ModuleState = 'completed' | 'in_progress' | 'upcoming';

/**
 * Programme progress from the student's modules and the exercises ticked off in each. A module is
 * complete when marked so or when every exercise is done; in progress once started or once any exercise
 * is done; otherwise upcoming. The current exercise is the first one not done in the most recently
 * assigned module that is in progress (or, failing that, the most recent one not yet started).
 */
export function programmeProgressFrom(
  modules: readonly ModuleAssignmentRow[],
  doneByAssignment: ReadonlyMap<string, ReadonlySet<string>>,
): ProgrammeProgress | null {
  const known = modules
    .map((module) => ({ module, lesson: curriculumLesson(module.lessonId) }))
    .filter((m): m is { module: ModuleAssignmentRow; lesson: NonNullable<typeof m.lesson> } =>
      Boolean(m.lesson),
    );
  if (known.length === 0) return null;

  const summaries = known.map(({ module, lesson }) => {
    const done = doneByAssignment.get(module.id) ?? new Set<string>();
    const doneCount = lesson.exercises.filter((e) => done.has(e.id)).length;
    const total = lesson.exercises.length;
    const state: ModuleState =
      module.status === 'completed' || doneCount >= total
        ? 'completed'
        : module.status === 'in_progress' || doneCount > 0
          ? 'in_progress'
          : 'upcoming';
    const percent = state === 'completed' ? 100 : moduleProgressPercent(doneCount, total);
    return { module, lesson, done, doneCount, total, state, percent };
  });

  const byRecency = [...summaries].sort(
    (a, b) => b.module.assignedAt.getTime() - a.module.assignedAt.getTime(),
  );
  const focus =
    byRecency.find((s) => s.state === 'in_progress') ?? byRecency.find((s) => s.state === 'upcoming');
  const next = focus?.lesson.exercises.find((e) => !focus.done.has(e.id));

  return {
    overallPercent: overallProgressPercent(summaries.map((s) => s.percent)),
    completed: summaries.filter((s) => s.state === 'completed').length,
    inProgress: summaries.filter((s) => s.state === 'in_progress').length,
    upcoming: summaries.filter((s) => s.state === 'upcoming').length,
    current:
      focus && next
        ? {
            lessonId: focus.lesson.id,
            moduleTitle: focus.lesson.title,
            exerciseId: next.id,
            exerciseTitle: next.title,
            moduleDone: focus.doneCount,
            moduleTotal: focus.total,
          }
        : null,
  };
}

const MEDAL_LABEL: Record<MedalTier, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };
const CHALLENGE_LABEL: Record<ChallengeType, string> = {
  break_par: 'Break Par Challenge',
  putting: 'Putting Ladder',
  chipping: 'Chipping Tests',
};

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Your coach';

/** The latest real events, newest first: badges earned, drills reviewed, coach replies. */
export function recentActivityFrom(sources: {
  badges: readonly {
    id: string;
    badgeName: string;
    tier: MedalTier;
    challengeType: ChallengeType;
    earnedAt: Date;
  }[];
  reviews: readonly {
    id: string;
    drillId: string;
    coachRating: number | null;
    reviewedAt: Date | null;
    coachFirstName: string | null;
    coachLastName: string | null;
  }[];
  replies: readonly {
    id: string;
    subject: string;
    answeredAt: Date | null;
    coachFirstName: string | null;
    coachLastName: string | null;
  }[];
}): ActivityItem[] {
  const items: (ActivityItem & { time: number })[] = [
    ...sources.badges.map((b) => ({
      id: `badge-${b.id}`,
      kind: 'badge_earned' as const,
      title: `Earned ${b.badgeName}`,
      detail: `${MEDAL_LABEL[b.tier]} · ${CHALLENGE_LABEL[b.challengeType]}`,
      at: b.earnedAt.toISOString(),
      time: b.earnedAt.getTime(),
    })),
    ...sources.reviews
      .filter((r) => r.reviewedAt)
      .map((r) => ({
        id: `review-${r.id}`,
        kind: 'drill_reviewed' as const,
        title: `${fullName(r.coachFirstName, r.coachLastName)} reviewed ${catalogueDrill(r.drillId)?.title ?? 'your drill'}`,
        detail: r.coachRating ? `Rating: ${r.coachRating}/5 stars` : null,
        at: r.reviewedAt!.toISOString(),
        time: r.reviewedAt!.getTime(),
      })),
    ...sources.replies
      .filter((m) => m.answeredAt)
      .map((m) => ({
        id: `reply-${m.id}`,
        kind: 'coach_replied' as const,
        title: `${fullName(m.coachFirstName, m.coachLastName)} replied to your message`,
        detail: m.subject,
        at: m.answeredAt!.toISOString(),
        time: m.answeredAt!.getTime(),
      })),
  ];
  return items
    .sort((a, b) => b.time - a.time)
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map(({ time: _time, ...item }) => item);
}
