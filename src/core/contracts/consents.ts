import { z } from 'zod';
import { CONSENT_METHODS, CONSENT_PURPOSES } from '../rules/consent-rules';
import { uuidParam } from './common';

/** Consents per purpose (decision 0028): who agreed, when and how; the server says whether each holds. */

export const consentPurposeField = z.enum(CONSENT_PURPOSES, {
  message: `Must be one of ${CONSENT_PURPOSES.join(', ')}`,
});

export const consentParams = z.strictObject({ id: uuidParam, purpose: consentPurposeField });

export const setConsentBody = z.strictObject({
  agreed: z.boolean({ message: 'Say whether you agree (true or false)' }),
});
export type SetConsentBody = z.infer<typeof setConsentBody>;

/** One party's live agreement: when, how and by whom. */
export const consentAgreement = z.object({
  givenAt: z.string(),
  method: z.enum(CONSENT_METHODS),
  /** Who agreed, in words: a guardian's name, the student's, or "Paper form recorded by …". */
  by: z.string(),
});
export type ConsentAgreement = z.infer<typeof consentAgreement>;

export const consentStatus = z.object({
  purpose: consentPurposeField,
  label: z.string(),
  /** Whether the consent holds today, by the server's rule. */
  holds: z.boolean(),
  /** Whose agreement it needs: a guardian's, the student's, or both. */
  needs: z.object({ guardian: z.boolean(), student: z.boolean() }),
  guardian: consentAgreement.nullable(),
  student: consentAgreement.nullable(),
  /** When the last agreement was withdrawn, if nothing is live now. */
  withdrawnAt: z.string().nullable(),
});
export type ConsentStatus = z.infer<typeof consentStatus>;

export const studentConsentsResponse = z.object({
  success: z.literal(true),
  studentId: z.string(),
  consents: z.array(consentStatus),
  /** The party whose agreement the caller may give or withdraw here; null: they may only read. */
  callerParty: z.enum(['guardian', 'student']).nullable(),
  /** An admin may record a guardian's paper form. */
  mayRecordPaper: z.boolean(),
});
export type StudentConsentsResponse = z.infer<typeof studentConsentsResponse>;

/** The consents a guardian gives while adding a child: one answer for each purpose, unticked by default. */
export const childConsentsField = z
  .strictObject(
    Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, z.boolean().optional()])) as Record<
      (typeof CONSENT_PURPOSES)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .optional();
