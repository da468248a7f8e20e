import { drillMatchesCategory } from '@/core/content/coaching/drill-catalogue';
import {
  DRILL_AREAS,
  type Drill,
  type DrillCategory,
  type DrillDifficulty,
} from '@/core/content/coaching/schemas';

/** The library's five categories (staff-portal §3 Drill); 'full_swing' stands for its whole area. */
export const LIBRARY_CATEGORIES = ['putting', 'chipping', 'pitching', 'full_swing', 'bunker'] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export const LIBRARY_CATEGORY_LABELS: Record<LibraryCategory, string> = {
  putting: 'Putting',
  chipping: 'Chipping',
  pitching: 'Pitching',
  full_swing: 'Full swing',
  bunker: 'Bunker',
};

export const DIFFICULTY_LABELS: Record<DrillDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** The full-swing area's own focus words, shown beside 'Full swing' so a coach sees what it trains. */
const FOCUS_LABELS: Partial<Record<DrillCategory, string>> = {
  setup: 'Set-up',
  movement: 'Movement',
  contact: 'Contact',
  direction: 'Direction',
  distance: 'Distance',
};

/** Where a drill sits in the library's five categories, and its narrower focus when it has one. */
export function libraryCategoryOf(drill: Pick<Drill, 'category'>): {
  category: LibraryCategory;
  focus?: string;
} {
  const fullSwing: readonly DrillCategory[] = DRILL_AREAS.full_swing;
  if (!fullSwing.includes(drill.category)) return { category: drill.category as LibraryCategory };
  const focus = FOCUS_LABELS[drill.category];
  return focus ? { category: 'full_swing', focus } : { category: 'full_swing' };
}

export interface DrillFilters {
  search: string;
  category: 'all' | LibraryCategory;
  level: 'all' | DrillDifficulty;
}

export const NO_FILTERS: DrillFilters = { search: '', category: 'all', level: 'all' };

/**
 * Every word of the search must appear in the title or the objective (so 'ladder pace' finds 'The Ladder:
 * Pace Control'), and the drill must be in the category and level chosen.
 */
export function filterDrills(drills: readonly Drill[], filters: DrillFilters): Drill[] {
  const words = filters.search.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  return drills.filter((drill) => {
    if (!drillMatchesCategory(drill, filters.category)) return false;
    if (filters.level !== 'all' && drill.difficulty !== filters.level) return false;
    const text = `${drill.title} ${drill.objective}`.toLocaleLowerCase('en-GB');
    return words.every((word) => text.includes(word));
  });
}
