import type { BreakParLevel } from '@/core/content/coaching/break-par-levels';
import { type BreakParResult, scoreBreakParRound } from '@/core/rules/break-par';
import type { NewAttempt } from './challenges.repository';

/**
 * A round as it is stored: the rules' verdict on its six scores, each hole with the level's par for it,
 * and the player's notes. Used by the live route and by the demo data, so both keep rounds the same way.
 */
export function roundRecord(input: {
  studentId: string;
  level: BreakParLevel;
  scores: readonly number[];
  holeNotes?: readonly (string | null | undefined)[];
  notes?: string | null;
  startedAt: Date | null;
  at: Date;
}): { values: NewAttempt; result: BreakParResult } {
  const result = scoreBreakParRound(input.level, input.scores);
  return {
    result,
    values: {
      studentId: input.studentId,
      level: input.level.level,
      totalScore: result.total,
      targetScore: result.target,
      par: result.par,
      passed: result.passed,
      medal: result.medal,
      holes: input.scores.map((score, i) => ({
        hole: i + 1,
        score,
        par: input.level.parStructure.holesPars[i]!,
        notes: input.holeNotes?.[i]?.trim() || null,
      })),
      notes: input.notes?.trim() || null,
      startedAt: input.startedAt,
      completedAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    },
  };
}
