import type { MedalTier } from './medals';

/** A ladder in play: the step the player is on (0-based) and how many times they restarted. */
export interface LadderRun {
  step: number;
  attempts: number;
  completed: boolean;
}

export const startLadder = (): LadderRun => ({ step: 0, attempts: 0, completed: false });

/** 'Completed' advances one step; the last step completes the ladder (student-portal §4). */
export function completeStep(run: LadderRun, totalSteps: number): LadderRun {
  if (run.completed) return run;
  const step = run.step + 1;
  return step >= totalSteps
    ? { step: totalSteps, attempts: run.attempts, completed: true }
    : { ...run, step };
}

/** 'Failed - Restart' goes back to the first step and counts one more attempt. */
export function restartLadder(run: LadderRun): LadderRun {
  return { step: 0, attempts: run.attempts + 1, completed: false };
}

export function ladderProgressPercent(run: LadderRun, totalSteps: number): number {
  return Math.round((Math.min(run.step, totalSteps) / totalSteps) * 100);
}

/** Gold with no restart, silver after one or two, bronze after more. */
export function ladderMedal(restarts: number): MedalTier {
  if (restarts <= 0) return 'gold';
  if (restarts <= 2) return 'silver';
  return 'bronze';
}
