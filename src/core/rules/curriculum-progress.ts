/** A module's progress: completed exercises over all of them, rounded (staff-portal §9). */
export function moduleProgressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

/** A student's overall progress: the rounded mean of their modules' percentages. */
export function overallProgressPercent(modulePercents: readonly number[]): number {
  if (modulePercents.length === 0) return 0;
  return Math.round(modulePercents.reduce((sum, p) => sum + p, 0) / modulePercents.length);
}
