// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import { filterDrills, LIBRARY_CATEGORIES, libraryCategoryOf, NO_FILTERS } from './drill-filters';

const ids = (filters: Partial<typeof NO_FILTERS>) =>
  filterDrills(drillCatalogue, { ...NO_FILTERS, ...filters }).map((d) => d.id);

describe('drill library filters', () => {
  it('shows the whole catalogue with no filter', () => {
    expect(ids({})).toHaveLength(drillCatalogue.length);
  });

  it('puts every drill in exactly one of the library’s five categories', () => {
    const counts = LIBRARY_CATEGORIES.map((category) => ids({ category }).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(drillCatalogue.length);
    expect(counts.every((n) => n > 0)).toBe(true);
  });

  it('lets Full swing stand for the whole full-swing area', () => {
    const fullSwing = filterDrills(drillCatalogue, { ...NO_FILTERS, category: 'full_swing' });
    expect(fullSwing.map((d) => d.category)).toEqual(expect.arrayContaining(['movement', 'full_swing']));
    expect(fullSwing.every((d) => libraryCategoryOf(d).category === 'full_swing')).toBe(true);
  });

  it('matches every word of the search in the title or objective, whatever the case', () => {
    expect(ids({ search: 'LADDER pace' })).toEqual(['10-3']);
    expect(ids({ search: '  ladder  ', category: 'putting' })).toEqual(['10-3']);
    expect(ids({ search: 'ladder', category: 'bunker' })).toEqual(['9-4']);
    expect(ids({ search: 'nothing like this' })).toEqual([]);
  });

  it('filters by level', () => {
    const advanced = filterDrills(drillCatalogue, { ...NO_FILTERS, level: 'advanced' });
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((d) => d.difficulty === 'advanced')).toBe(true);
    expect(ids({ category: 'putting', level: 'advanced' })).toEqual([]);
  });

  it('names the narrower focus of a full-swing drill', () => {
    expect(libraryCategoryOf({ category: 'setup' })).toEqual({ category: 'full_swing', focus: 'Set-up' });
    expect(libraryCategoryOf({ category: 'full_swing' })).toEqual({ category: 'full_swing' });
    expect(libraryCategoryOf({ category: 'bunker' })).toEqual({ category: 'bunker' });
  });
});
