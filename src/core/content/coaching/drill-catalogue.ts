import { drillsLessons01to09 } from './drills/drills-lessons-01-09';
import { drillsLessons10to18 } from './drills/drills-lessons-10-18';
import { DRILL_AREAS, type Drill, type DrillArea, type DrillCategory } from './schemas';

/** One catalogue for both portals: the student's assignments and the staff drill library. */
export const drillCatalogue: readonly Drill[] = [...drillsLessons01to09, ...drillsLessons10to18];

export function catalogueDrill(id: string): Drill | undefined {
  return drillCatalogue.find((drill) => drill.id === id);
}

/**
 * Whether a drill matches a category filter: 'all', one of the ten categories, or an area
 * (full_swing, short_game, putting) that stands for its categories (docs/decisions/0009).
 */
export function drillMatchesCategory(drill: Drill, filter: 'all' | DrillCategory | DrillArea): boolean {
  if (filter === 'all' || drill.category === filter) return true;
  const area = DRILL_AREAS[filter as DrillArea] as readonly DrillCategory[] | undefined;
  return area?.includes(drill.category) ?? false;
}
