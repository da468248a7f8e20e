import { ADULT_AGE, birthdayAt } from '@/core/rules/age-rules';
import { londonDate } from '@/core/rules/london-time';
import type { Mailer } from '../../mail/mailer';
import type { CleanUpJob } from '../data-rights/clean-up-job';
import { familiesRepository } from './families.repository';
import type { FamiliesService } from './families.service';
import { adultGuardianMail, adultStudentMail } from './family-mail';

/** The latest date of birth that may have reached 18 by `today`; the exact birthday is checked after. */
function latestAdultBirth(today: string): string {
  const [y, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return `${String(y - ADULT_AGE).padStart(4, '0')}${rest}`;
}

/**
 * A step of the daily clean-up: on a child's 18th birthday (in London) the account becomes the young
 * adult's own. Their guardian links end, each guardian is told, and the young adult is told too, or, without
 * a login, invited by the family's address to take the account over. Ended links are gone, so a second run
 * finds nothing to do and sends nothing.
 */
export function adulthoodJob(deps: { families: FamiliesService; mailer: Mailer }): CleanUpJob {
  return async ({ tx, now }) => {
    const today = londonDate(now);
    const repo = familiesRepository(tx);
    const links = (await repo.linksOfChildrenBornBy(latestAdultBirth(today))).filter(
      ({ student }) => student.dateOfBirth !== null && birthdayAt(student.dateOfBirth, ADULT_AGE) <= today,
    );
    const children = new Map(links.map(({ student }) => [student.id, student]));
    for (const student of children.values()) {
      const ended = await repo.endLinksOf(student.id);
      for (const { guardian } of links.filter(
        (l) => l.student.id === student.id && ended.includes(l.guardian.id),
      )) {
        await deps.mailer.send(
          adultGuardianMail({ to: guardian.email, guardianFirstName: guardian.firstName, child: student }),
          tx,
        );
      }
      if (student.username) {
        await deps.mailer.send(adultStudentMail({ to: student.email, firstName: student.firstName }), tx);
      } else {
        await deps.families.issueInvitation(tx, { kind: 'adult_takeover', student, email: student.email });
      }
    }
    return { adulthoods: children.size };
  };
}
