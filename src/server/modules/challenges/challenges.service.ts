import { badgesService } from './badges.service';
import { breakParService } from './break-par.service';
import { type ChallengesDeps, challengesContext } from './challenges.context';
import { chippingService } from './chipping.service';
import { evidenceService } from './evidence.service';
import { leaderboardService } from './leaderboard.service';
import { puttingService } from './putting.service';

/**
 * The skill challenges. The browser reports what happened on the practice ground; everything that
 * counts (totals, passes, medals, unlocking, badges, places on the leaderboard) is decided here.
 */
export function challengesService(deps: ChallengesDeps) {
  const ctx = challengesContext(deps);
  return {
    ...breakParService(deps, ctx),
    ...evidenceService(deps, ctx),
    ...puttingService(deps, ctx),
    ...chippingService(deps, ctx),
    ...badgesService(ctx),
    ...leaderboardService(deps, ctx),
  };
}
export type ChallengesService = ReturnType<typeof challengesService>;
