import { z } from 'zod';

/** A consent purpose, whether it holds today (the server's rule), and when its latest agreement was given. */
export const welfareConsent = z.object({
  kind: z.string(),
  label: z.string(),
  given: z.boolean(),
  recordedAt: z.iso.datetime().nullable(),
});
export type WelfareConsent = z.infer<typeof welfareConsent>;

/**
 * The coach's welfare card: what staff need to keep a (usually junior) student safe on the range. Only the
 * student's coach and admins read it, one student at a time, and every read is logged.
 */
export const welfareCardResponse = z.object({
  studentId: z.uuid(),
  studentName: z.string(),
  medicalConditions: z.string().nullable(),
  /** Allergies and dietary needs (the profile's dietary_restrictions). */
  allergiesAndDietary: z.string().nullable(),
  emergencyContact: z.object({
    name: z.string().nullable(),
    relationship: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** Who may collect the student, as the family wrote it. */
  pickupAuthorizedPersons: z.string().nullable(),
  /** The linked guardians (first linked first), else the guardian an admin recorded on the profile. */
  guardians: z.array(
    z.object({
      name: z.string(),
      relationship: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  consents: z.array(welfareConsent),
});
export type WelfareCardResponse = z.infer<typeof welfareCardResponse>;
