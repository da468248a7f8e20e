import { describe, expect, it } from 'vitest';
import { curriculumExercises, curriculumLesson, p9Curriculum } from './curriculum';
import { catalogueDrill, drillCatalogue, drillMatchesCategory } from './drill-catalogue';
import { DRILL_CATEGORIES, DRILL_DIFFICULTIES, drillSchema, lessonSchema } from './schemas';

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const AMERICAN =
  /\b(color|colors|center|centered|centers|practicing|practiced|gotten|favorite|program|programs|meter|meters|analyze|analyzing|organize|behavior|defense|license)\b/i;

describe('the P9 curriculum', () => {
  it('has 18 lessons with ids 1 to 18 in order, each valid', () => {
    expect(p9Curriculum.map((l) => l.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (const lesson of p9Curriculum) lessonSchema.parse(lesson);
  });

  it('gives every exercise a unique id prefixed by its lesson, numbered in order', () => {
    const ids = p9Curriculum.flatMap((l) => l.exercises.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const lesson of p9Curriculum) {
      expect(lesson.exercises.length).toBeGreaterThanOrEqual(3);
      expect(lesson.exercises.map((e) => e.id)).toEqual(
        lesson.exercises.map((_, i) => `${lesson.id}-${i + 1}`),
      );
    }
  });

  it('has fundamentals in every lesson but 11, which is exercises only', () => {
    for (const lesson of p9Curriculum) {
      if (lesson.id === 11) expect(lesson.fundamentals).toEqual([]);
      else expect(lesson.fundamentals.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("keeps the opening lesson's method: 5 balls, targets at 30, 50 and 70 yards, 3 shots each", () => {
    const text = strings(curriculumLesson(1)).join(' ');
    for (const fact of ['5 balls', '30', '50', '70 yards', '3 shots']) expect(text).toContain(fact);
    expect(curriculumLesson(1)!.exercises.filter((e) => ['1-3', '1-4', '1-5'].includes(e.id))).toHaveLength(
      3,
    );
  });

  it("states lesson 18's benchmarks exactly", () => {
    const text = strings(curriculumLesson(18)).join(' ').replaceAll('–', '-').toLowerCase();
    for (const benchmark of [
      '9-10 of 10 holed from 3 ft',
      '8-10 of 10 holed from 6 ft',
      '2-3 ft from the hole from 20 ft',
      '7-10 of 10 land in the circle',
      '3-5 yards from the target',
      'range 10 yards',
      'dispersion 20 yards',
    ]) {
      expect(text).toContain(benchmark.toLowerCase());
    }
  });

  it('covers the topics of lessons 12 to 18', () => {
    const titles = p9Curriculum.map((l) => l.title.toLowerCase());
    expect(titles[11]).toContain('set-up');
    expect(titles[12]).toContain('geometry');
    expect(titles[13]).toMatch(/p1 to p10/);
    expect(titles[14]).toContain('champions');
    expect(titles[15]).toContain('mechanical');
    expect(titles[16]).toContain('launch-monitor');
    expect(titles[17]).toMatch(/benchmark/);
  });
});

describe('the drill catalogue', () => {
  it('holds at least 40 valid drills with unique ids, including those the specs name', () => {
    expect(drillCatalogue.length).toBeGreaterThanOrEqual(40);
    for (const drill of drillCatalogue) drillSchema.parse(drill);
    const ids = drillCatalogue.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      '1-1',
      '1-2',
      '1-3',
      '3-1',
      '4-1',
      '5-1',
      '6-1',
      '7-1',
      '8-1',
      '9-1',
      '12-1',
      '18-1',
      '18-2',
      '18-3',
    ]) {
      expect(catalogueDrill(id), id).toBeDefined();
    }
  });

  it('ties every drill to its curriculum exercise and lesson, with a duration of 15 to 30 minutes', () => {
    for (const drill of drillCatalogue) {
      const exercise = curriculumExercises.get(drill.id);
      expect(exercise, drill.id).toBeDefined();
      expect(drill.id.startsWith(`${drill.lessonNumber}-`), drill.id).toBe(true);
      expect(drill.duration).toBeGreaterThanOrEqual(15);
      expect(drill.duration).toBeLessThanOrEqual(30);
    }
  });

  it('covers every category and every level', () => {
    expect(new Set(drillCatalogue.map((d) => d.category))).toEqual(new Set(DRILL_CATEGORIES));
    expect(new Set(drillCatalogue.map((d) => d.difficulty))).toEqual(new Set(DRILL_DIFFICULTIES));
  });

  it("lets both portals filter by the other's category names", () => {
    const shortGame = drillCatalogue.filter((d) => drillMatchesCategory(d, 'short_game'));
    expect(shortGame.length).toBeGreaterThan(0);
    expect(shortGame.every((d) => ['chipping', 'pitching', 'bunker'].includes(d.category))).toBe(true);
    const fullSwing = drillCatalogue.filter((d) => drillMatchesCategory(d, 'full_swing'));
    expect(fullSwing.some((d) => d.category === 'contact')).toBe(true);
    expect(drillCatalogue.filter((d) => drillMatchesCategory(d, 'all'))).toHaveLength(drillCatalogue.length);
    expect(
      drillCatalogue.filter((d) => drillMatchesCategory(d, 'bunker')).every((d) => d.category === 'bunker'),
    ).toBe(true);
  });

  it("states lesson 18's elite benchmarks in its three tests", () => {
    const elite = (id: string) => catalogueDrill(id)!.benchmarks.elite.replaceAll('–', '-');
    expect(elite('18-1')).toContain('9-10 of 10 holed from 3 ft');
    expect(elite('18-2')).toContain('7-10 of 10 land in the circle');
    expect(elite('18-3').toLowerCase()).toContain('range 10 yards');
    expect(elite('18-3').toLowerCase()).toContain('dispersion 20 yards');
  });
});

describe('all coaching text', () => {
  it('is non-empty and written in British English', () => {
    const all = [...strings(p9Curriculum), ...strings(drillCatalogue)];
    expect(all.length).toBeGreaterThan(1000);
    for (const text of all) {
      expect(text.trim(), 'empty text').not.toBe('');
      expect(text, text).not.toMatch(AMERICAN);
    }
  });
});
