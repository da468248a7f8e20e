import type { ConsentStatus, StudentConsentsResponse } from '@/core/contracts/consents';
import {
  CONSENT_LABELS,
  CONSENT_PURPOSES,
  type ConsentParty,
  type ConsentPurpose,
  consentApplies,
  consentHolds,
  consentNeeds,
} from '@/core/rules/consent-rules';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden } from '../../errors';
import {
  type Actor,
  accessPolicy,
  type ConsentRecording,
  consentPartyFor,
  type SignedInIdentity,
} from '../access/access-policy';
import type { StudentRow } from '../students/students.repository';
import { subjectOf } from './consent-checks';
import { type ConsentRow, consentsRepository, type NewConsent } from './consents.repository';

type NamedRow = Awaited<ReturnType<ReturnType<typeof consentsRepository>['ofStudentWithNames']>>[number];

function whoAgreed(row: NamedRow, student: StudentRow): string {
  const { consent } = row;
  if (consent.method === 'migrated') return 'Carried over from the earlier profile answer';
  if (consent.method === 'paper') {
    const admin = [row.staffFirstName, row.staffLastName].filter(Boolean).join(' ');
    return admin ? `Paper form recorded by ${admin}` : 'Paper form recorded by the academy';
  }
  if (consent.party === 'student') return `${student.firstName} ${student.lastName}`;
  const name = [row.guardianFirstName, row.guardianLastName].filter(Boolean).join(' ');
  return name || 'A parent or guardian';
}

/** Consents per purpose: read by those who may see the student, given and withdrawn by each party. */
export function consentsService(deps: { db: DbOrTx; clock: Clock }) {
  const access = accessPolicy(deps.db);
  const repo = consentsRepository(deps.db);

  async function statusOf(actor: Actor, student: StudentRow): Promise<StudentConsentsResponse> {
    const today = londonDate(deps.clock());
    const consents = await statusesOf(student);
    const recording = consentPartyFor(actor, student, today);
    return {
      success: true,
      studentId: student.id,
      consents,
      callerParty:
        typeof recording === 'string' || recording.method === 'paper'
          ? null
          : (recording.party as 'guardian' | 'student'),
      mayRecordPaper: typeof recording !== 'string' && recording.method === 'paper',
    };
  }

  /** Each purpose: whether it holds today, and whose agreement stands. */
  async function statusesOf(student: StudentRow): Promise<ConsentStatus[]> {
    const today = londonDate(deps.clock());
    const rows = await repo.ofStudentWithNames(student.id);
    const subject = subjectOf(student);
    const needs = consentNeeds(subject, today);
    // Only what is asked of this student: an adult is not shown consents nothing checks.
    const asked = CONSENT_PURPOSES.filter((purpose) => consentApplies(purpose, subject, today));
    const consents: ConsentStatus[] = asked.map((purpose) => {
      const mine = rows.filter((r) => r.consent.purpose === purpose);
      const live = (party: ConsentParty) => {
        const row = mine.filter((r) => r.consent.party === party && r.consent.withdrawnAt === null).at(-1);
        return row
          ? {
              givenAt: row.consent.givenAt.toISOString(),
              method: row.consent.method,
              by: whoAgreed(row, student),
            }
          : null;
      };
      const lastWithdrawn = mine
        .map((r) => r.consent.withdrawnAt)
        .filter((d): d is Date => d !== null)
        .sort((a, b) => a.getTime() - b.getTime())
        .at(-1);
      const guardian = live('guardian');
      const own = live('student');
      return {
        purpose,
        label: CONSENT_LABELS[purpose],
        holds: consentHolds(
          purpose,
          subject,
          mine.map((r) => r.consent),
          today,
        ),
        needs,
        guardian,
        student: own,
        withdrawnAt: !guardian && !own && lastWithdrawn ? lastWithdrawn.toISOString() : null,
      };
    });
    return consents;
  }

  /** Records or withdraws one party's agreement; a withdrawal ends every live agreement of the purpose. */
  async function record(
    db: DbOrTx,
    recording: ConsentRecording,
    studentId: string,
    purpose: ConsentPurpose,
    agreed: boolean,
  ): Promise<void> {
    const txRepo = consentsRepository(db);
    const now = deps.clock();
    if (!agreed) {
      await txRepo.withdrawAll(studentId, purpose, now, recording.by);
      return;
    }
    const existing = await txRepo.ofStudent(studentId);
    const already = existing.some(
      (r) => r.purpose === purpose && r.party === recording.party && r.withdrawnAt === null,
    );
    if (already) return;
    await txRepo.insert({
      studentId,
      purpose,
      party: recording.party,
      method: recording.method,
      guardianId: recording.guardianId,
      recordedByStaffId: recording.recordedByStaffId,
      givenAt: now,
    });
  }

  /** The profile's two booleans, read from the records. */
  async function profileFlags(
    student: StudentRow,
  ): Promise<{ photo_video_consent: boolean; marketing_consent: boolean }> {
    const today = londonDate(deps.clock());
    const rows = await repo.ofStudent(student.id);
    return {
      photo_video_consent: consentHolds('promotional_photos', subjectOf(student), rows, today),
      marketing_consent: consentHolds('marketing', subjectOf(student), rows, today),
    };
  }

  return {
    statusesOf,

    /** GET /api/students/{id}/consents */
    async list(identity: SignedInIdentity, studentId: string): Promise<StudentConsentsResponse> {
      const actor = await access.actorFor(identity);
      return statusOf(actor, await access.visibleStudent(actor, studentId));
    },

    /** PUT /api/students/{id}/consents/{purpose} */
    async set(
      identity: SignedInIdentity,
      studentId: string,
      purpose: ConsentPurpose,
      agreed: boolean,
    ): Promise<StudentConsentsResponse> {
      const actor = await access.actorFor(identity);
      const student = await access.visibleStudent(actor, studentId);
      const recording = consentPartyFor(actor, student, londonDate(deps.clock()));
      if (typeof recording === 'string') throw forbidden(recording);
      if (!consentApplies(purpose, subjectOf(student), londonDate(deps.clock()))) {
        throw badRequest(`An adult is not asked for consent to ${CONSENT_LABELS[purpose]}`, {
          purpose: 'Not asked of an adult',
        });
      }
      await record(deps.db, recording, student.id, purpose, agreed);
      return statusOf(actor, student);
    },

    profileFlags,

    /**
     * A change of the profile's booleans, as the caller's own party's agreement; a field the caller may not
     * give is named in the answer. Unchanged values are no change (the portal sends the whole profile back).
     */
    async profileChanges(
      actor: Actor,
      student: StudentRow,
      body: { photo_video_consent?: boolean; marketing_consent?: boolean },
    ): Promise<{ refusals: Record<string, string>; apply: (db: DbOrTx) => Promise<void> }> {
      const shown = await profileFlags(student);
      const wanted: [keyof typeof shown, ConsentPurpose, boolean][] = [];
      if (body.photo_video_consent !== undefined && body.photo_video_consent !== shown.photo_video_consent)
        wanted.push(['photo_video_consent', 'promotional_photos', body.photo_video_consent]);
      if (body.marketing_consent !== undefined && body.marketing_consent !== shown.marketing_consent)
        wanted.push(['marketing_consent', 'marketing', body.marketing_consent]);
      const recording = consentPartyFor(actor, student, londonDate(deps.clock()));
      const refusals: Record<string, string> = {};
      if (typeof recording === 'string') for (const [field] of wanted) refusals[field] = recording;
      return {
        refusals,
        apply: async (db) => {
          if (typeof recording === 'string') return;
          for (const [, purpose, agreed] of wanted) await record(db, recording, student.id, purpose, agreed);
        },
      };
    },

    /** The consents a guardian ticked while adding their child, recorded with the child. */
    async recordForNewChild(
      db: DbOrTx,
      studentId: string,
      guardianId: string,
      answers: Partial<Record<ConsentPurpose, boolean>>,
    ): Promise<void> {
      const now = deps.clock();
      const rows: NewConsent[] = CONSENT_PURPOSES.filter((p) => answers[p] === true).map((purpose) => ({
        studentId,
        purpose,
        party: 'guardian',
        method: 'portal',
        guardianId,
        givenAt: now,
      }));
      await consentsRepository(db).insert(rows);
    },
  };
}
export type ConsentsService = ReturnType<typeof consentsService>;
export type { ConsentRow };
