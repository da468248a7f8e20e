import {
  type ConsentPurpose,
  type ConsentSubject,
  consentApplies,
  consentHolds,
  consentRequiredMessage,
} from '@/core/rules/consent-rules';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { consentsRepository } from './consents.repository';

/** Enough of a student for the consent rule. */
export interface ConsentStudent {
  id: string;
  firstName: string;
  dateOfBirth: string | null;
  /** Set exactly when the student has a login of their own (a username and a password go together). */
  username: string | null;
}

export const subjectOf = (student: Pick<ConsentStudent, 'dateOfBirth' | 'username'>): ConsentSubject => ({
  dateOfBirth: student.dateOfBirth,
  hasOwnLogin: student.username !== null,
});

/**
 * The checks other features make before an act that needs consent, where the rule asks it of the student
 * (`consentApplies`: every purpose for a junior). Each check reads the records afresh, so a withdrawal takes
 * effect on the next request.
 */
export function consentChecks(db: DbOrTx, clock: Clock) {
  const repo = consentsRepository(db);

  async function refusal(student: ConsentStudent, purpose: ConsentPurpose): Promise<string | null> {
    const today = londonDate(clock());
    if (!consentApplies(purpose, subjectOf(student), today)) return null;
    const records = await repo.ofStudent(student.id);
    if (consentHolds(purpose, subjectOf(student), records, today)) return null;
    return consentRequiredMessage(purpose, { ...subjectOf(student), firstName: student.firstName }, today);
  }

  return {
    /** Why this act would be refused for want of consent, or null when it may go ahead. */
    refusal,

    /** 409 consent_required naming the consent, when a junior's does not hold. */
    async require(student: ConsentStudent, purpose: ConsentPurpose): Promise<void> {
      const reason = await refusal(student, purpose);
      if (reason) throw new AppError(409, 'consent_required', reason, { consent: purpose });
    },

    /** Of these students, the juniors whose consent for `purpose` does not hold (the leaderboard leaves them out). */
    async withoutConsent(
      candidates: readonly Omit<ConsentStudent, 'firstName'>[],
      purpose: ConsentPurpose,
    ): Promise<Set<string>> {
      const today = londonDate(clock());
      const juniors = candidates.filter((c) => consentApplies(purpose, subjectOf(c), today));
      const records = await repo.ofStudents(
        juniors.map((j) => j.id),
        purpose,
      );
      return new Set(
        juniors
          .filter(
            (j) =>
              !consentHolds(
                purpose,
                subjectOf(j),
                records.filter((r) => r.studentId === j.id),
                today,
              ),
          )
          .map((j) => j.id),
      );
    },
  };
}
export type ConsentChecks = ReturnType<typeof consentChecks>;
