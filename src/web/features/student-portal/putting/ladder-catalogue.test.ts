// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LADDER_PROGRESS_TOTAL, puttingLadders } from '@/core/content/coaching/putting-ladders';
import type { Badge, LadderCompletion } from '@/core/contracts/challenges';
import {
  attemptsLabel,
  bestMedalByLadder,
  climbedLadderIds,
  LADDER_TABS,
  ladderCollectionPercent,
  laddersIn,
} from './ladder-catalogue';

const badge = (
  challengeId: string,
  tier: Badge['tier'],
  type: Badge['challenge_type'] = 'putting',
): Badge => ({
  id: `${challengeId}-${tier}`,
  student_id: 's',
  challenge_id: challengeId,
  badge_name: 'Ladder',
  badge_colour: tier,
  badge_emoji: '🏆',
  earning_attempt_id: null,
  earning_score: null,
  earned_at: '2026-01-01T00:00:00.000Z',
  tier,
  challenge_type: type,
});

const completion = (ladderId: string): LadderCompletion => ({
  id: `${ladderId}-c`,
  ladder_id: ladderId,
  restarts: 0,
  tier: 'gold',
  completed_at: '2026-01-01T00:00:00.000Z',
});

describe('putting ladder catalogue', () => {
  it('has the five tabs in order, and every ladder sits under one of them', () => {
    expect(LADDER_TABS.map((tab) => tab.label)).toEqual([
      '4-Step',
      '6-Step',
      '8-Step',
      '10-Step',
      'Champion',
    ]);
    expect(LADDER_TABS.map((tab) => laddersIn(tab.value).length)).toEqual([10, 10, 10, 10, 1]);
    expect(LADDER_TABS.flatMap((tab) => laddersIn(tab.value))).toHaveLength(puttingLadders.length);
    expect(laddersIn('champion')[0]?.name).toBe('Champion of Champions');
  });

  it('counts a ladder climbed once however many times it was climbed', () => {
    const climbed = climbedLadderIds([
      completion('ladder-1-4'),
      completion('ladder-1-4'),
      completion('ladder-2-6'),
    ]);
    expect([...climbed].sort()).toEqual(['ladder-1-4', 'ladder-2-6']);
  });

  it('keeps the best putting medal per ladder and ignores other challenges', () => {
    const best = bestMedalByLadder([
      badge('ladder-1-4', 'bronze'),
      badge('ladder-1-4', 'gold'),
      badge('ladder-1-4', 'silver'),
      badge('ladder-3-8', 'silver'),
      badge('1', 'gold', 'break_par'),
    ]);
    expect(Object.fromEntries(best)).toEqual({ 'ladder-1-4': 'gold', 'ladder-3-8': 'silver' });
  });

  it('measures progress against every ladder there is, capped at 100', () => {
    expect(LADDER_PROGRESS_TOTAL).toBe(41);
    expect(ladderCollectionPercent(0)).toBe(0);
    expect(ladderCollectionPercent(1)).toBe(2);
    expect(ladderCollectionPercent(41)).toBe(100);
    expect(ladderCollectionPercent(60)).toBe(100);
  });

  it('says attempt or attempts', () => {
    expect(attemptsLabel(1)).toBe('1 attempt');
    expect(attemptsLabel(2)).toBe('2 attempts');
  });
});
