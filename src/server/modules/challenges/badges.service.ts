import type { BadgesResponse, ChallengeType } from '@/core/contracts/challenges';
import type { SignedInIdentity } from '../access/access-policy';
import type { ChallengesContext } from './challenges.context';
import { presentBadge } from './challenges.presenter';

/** The badges a student holds, for whoever may read their records. */
export function badgesService(ctx: ChallengesContext) {
  const { badges, readableStudent } = ctx;

  return {
    async badges(identity: SignedInIdentity, userId: string, type?: ChallengeType): Promise<BadgesResponse> {
      const studentId = await readableStudent(identity, userId);
      return { success: true, badges: (await badges.list(studentId, type)).map(presentBadge) };
    },
  };
}
