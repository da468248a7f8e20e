import type { CoachedRound, DrillReview, StudentModule } from '@/core/contracts/coaching';
import { formatLongDate } from '@/web/lib/format';

/** The search parameter that opens the coaching view over the dashboard: a lesson number, or `modules`. */
export const COACHING_PARAM = 'coaching';
export const ALL_MODULES = 'modules';

type Person = { firstName: string; lastName: string } | null;
const nameOf = (person: Person, fallback: string) =>
  person ? `${person.firstName} ${person.lastName}` : fallback;

const MODULE_STATUS: Record<
  StudentModule['status'],
  { label: string; tone: 'success' | 'info' | 'neutral' }
> = {
  completed: { label: 'Completed', tone: 'success' },
  in_progress: { label: 'In progress', tone: 'info' },
  assigned: { label: 'Not started', tone: 'neutral' },
};

export const moduleStatus = (status: StudentModule['status']) => MODULE_STATUS[status];

/**
 * The module shown open: the lesson the address names, if the student has it; otherwise the one under way
 * (the most recently assigned first, as the server lists them), else the first.
 */
export function openModuleId(
  modules: readonly StudentModule[],
  requested: string | null,
): string | undefined {
  const named = modules.find((m) => String(m.lessonId) === requested);
  return (named ?? modules.find((m) => m.status === 'in_progress') ?? modules[0])?.id;
}

/** "4 out of 5 stars": how a rating is read aloud and shown beside the stars. */
export const starsText = (rating: number) => `${rating} out of 5 ${rating === 1 ? 'star' : 'stars'}`;

/** Who reviewed a drill and when: "Reviewed by James Whitfield on Saturday 5 December 2026". */
export const reviewedLine = (review: DrillReview) =>
  `Reviewed by ${nameOf(review.coach, 'your coach')} on ${formatLongDate(review.reviewedAt)}`;

/** What the server says of a round's check by the coach; nothing is claimed that it did not confirm. */
export function roundVerification(round: CoachedRound): { verified: boolean; text: string } {
  if (!round.verified) return { verified: false, text: 'Not verified yet' };
  const by = nameOf(round.verifiedBy, 'your coach');
  return {
    verified: true,
    text: round.verifiedAt ? `Verified by ${by} on ${formatLongDate(round.verifiedAt)}` : `Verified by ${by}`,
  };
}

/** "15 (target 17)" with whether the round beat the level's target. */
export const roundScore = (round: CoachedRound) =>
  `${round.totalScore} (target ${round.targetScore}) · ${round.passed ? 'Passed' : 'Not passed'}`;
