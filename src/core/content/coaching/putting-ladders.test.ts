import { describe, expect, it } from 'vitest';
import { LADDER_PROGRESS_TOTAL, type PuttingLadder, puttingLadders } from './putting-ladders';

const SIZES = [4, 6, 8, 10] as const;

const allowedDifficulties: Record<PuttingLadder['category'], PuttingLadder['difficulty'][]> = {
  '4-step': ['Beginner', 'Intermediate'],
  '6-step': ['Beginner', 'Intermediate'],
  '8-step': ['Intermediate', 'Advanced'],
  '10-step': ['Advanced', 'Elite'],
  champion: ['Elite'],
};

const texts = (ladder: PuttingLadder) => [
  ladder.name,
  ladder.description,
  ...ladder.steps.map((step) => step.description),
];

describe('putting ladders', () => {
  it('has 10 ladders of each size, in order, with matching totals and categories', () => {
    for (const size of SIZES) {
      const ladders = puttingLadders.filter((ladder) => ladder.category === `${size}-step`);
      expect(ladders.map((ladder) => ladder.id)).toEqual(
        Array.from({ length: 10 }, (_, i) => `ladder-${i + 1}-${size}`),
      );
      for (const ladder of ladders) {
        expect(ladder.totalSteps).toBe(size);
        expect(ladder.steps).toHaveLength(size);
      }
    }
    expect(puttingLadders).toHaveLength(41);
    const sizes = puttingLadders.slice(0, 40).map((ladder) => ladder.totalSteps);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('ends with the 13-step Champion of Champions', () => {
    const champion = puttingLadders.at(-1)!;
    expect(champion).toMatchObject({
      id: 'champion-ladder',
      name: 'Champion of Champions',
      difficulty: 'Elite',
      category: 'champion',
      totalSteps: 13,
    });
    expect(champion.steps).toHaveLength(13);
    expect(puttingLadders.filter((ladder) => ladder.category === 'champion')).toHaveLength(1);
  });

  it('grows harder with size', () => {
    for (const ladder of puttingLadders) {
      expect(allowedDifficulties[ladder.category], ladder.id).toContain(ladder.difficulty);
    }
  });

  it('has unique ids, step ids in the form {ladderId}-step-{k} and unique names', () => {
    const ids = puttingLadders.map((ladder) => ladder.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = puttingLadders.map((ladder) => ladder.name);
    expect(new Set(names).size).toBe(names.length);
    const stepIds = puttingLadders.flatMap((ladder) => ladder.steps.map((step) => step.id));
    expect(new Set(stepIds).size).toBe(stepIds.length);
    for (const ladder of puttingLadders) {
      ladder.steps.forEach((step, k) => {
        expect(step.id).toBe(`${ladder.id}-step-${k + 1}`);
      });
    }
  });

  it('has no two ladders with the same steps, and no repeated step within a ladder', () => {
    const lists = puttingLadders.map((ladder) =>
      JSON.stringify(ladder.steps.map((step) => step.description)),
    );
    expect(new Set(lists).size).toBe(lists.length);
    for (const ladder of puttingLadders) {
      const descriptions = ladder.steps.map((step) => step.description);
      expect(new Set(descriptions).size, ladder.id).toBe(descriptions.length);
    }
  });

  it('has no empty text and no American spellings', () => {
    for (const ladder of puttingLadders) {
      for (const text of texts(ladder)) {
        expect(text.trim(), ladder.id).not.toBe('');
        expect(text, ladder.id).not.toMatch(/\b(colors?|colored|centers?|centered|practicing|gotten)\b/i);
      }
    }
  });

  it('makes every step a measurable task: a distance in feet or a count, and a pass mark', () => {
    for (const ladder of puttingLadders) {
      for (const step of ladder.steps) {
        expect(step.description, step.id).toMatch(/\b\d+ ft\b|\b\d+ (balls?|putts?)\b/);
        expect(step.description, step.id).toMatch(/Pass: /);
      }
    }
  });

  it('putts from 3 to 50 ft, and holes out only from 3 to 10 ft', () => {
    for (const ladder of puttingLadders) {
      for (const step of ladder.steps) {
        const from = [...step.description.matchAll(/\bfrom (\d+) ft\b/g)].map((match) => Number(match[1]));
        for (const distance of from) {
          expect(distance, step.id).toBeGreaterThanOrEqual(3);
          expect(distance, step.id).toBeLessThanOrEqual(50);
        }
        if (/^Hole \d+/.test(step.description)) {
          expect(Math.max(...from), step.id).toBeLessThanOrEqual(10);
        }
      }
    }
  });

  it('counts the real ladders for the overall progress bar', () => {
    expect(LADDER_PROGRESS_TOTAL).toBe(41);
  });
});
