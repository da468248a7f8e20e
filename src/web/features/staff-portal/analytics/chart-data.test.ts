// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { axisLabelSteps, axisMax, bucketLabel, bucketName, bucketTotal, periodRange } from './chart-data';

const bucket = (exercises: number, challenges = 0, messages = 0, rounds = 0) => ({
  from: '2026-03-02',
  exercises,
  challenges,
  messages,
  rounds,
});

describe('activity chart figures', () => {
  it('adds the four kinds of a bucket', () => {
    expect(bucketTotal(bucket(1, 2, 3, 4))).toBe(10);
  });

  it('tops the scale at a round, even number at or above the busiest bucket', () => {
    expect(axisMax([bucket(0)])).toBe(4);
    expect(axisMax([bucket(1)])).toBe(4);
    expect(axisMax([bucket(5), bucket(2)])).toBe(6);
    expect(axisMax([bucket(9)])).toBe(10);
    expect(axisMax([bucket(11)])).toBe(20);
    expect(axisMax([bucket(30, 10, 5, 5)])).toBe(60);
    expect(axisMax([bucket(120)])).toBe(200);
    for (const n of [0, 3, 7, 13, 27, 55, 99, 130]) expect((axisMax([bucket(n)]) / 2) % 1).toBe(0);
  });

  it('labels a week’s bars by weekday and other bars by date, as London days', () => {
    expect(bucketLabel('2026-03-02', 'week')).toBe('Mon');
    expect(bucketLabel('2026-03-29', 'month')).toBe('29 Mar');
    expect(bucketLabel('2026-10-25', 'quarter')).toBe('25 Oct');
    expect(bucketName('2026-03-02', 'week')).toBe('Monday 2 March');
    expect(bucketName('2026-03-02', 'quarter')).toBe('Week of 2 Mar');
  });

  it('labels fewer bars of a month or a quarter', () => {
    expect(axisLabelSteps('week')).toEqual({ phone: 1, wide: 1 });
    expect(axisLabelSteps('month').phone).toBeGreaterThan(axisLabelSteps('month').wide);
  });

  it('writes the period’s range, with both years across the new year', () => {
    expect(periodRange('2026-03-03', '2026-03-09')).toBe('3 Mar – 9 Mar 2026');
    expect(periodRange('2025-12-10', '2026-03-10')).toBe('10 Dec 2025 – 10 Mar 2026');
  });
});
