import type { Readable } from 'node:stream';
import { academy } from '@/core/content/academy';
import type { ConfirmDeletionBody, RequestDeletionBody } from '@/core/contracts/data-rights';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { badRequest, forbidden } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { verifyPassword } from '../../security/passwords';
import { randomToken, sha256 } from '../../security/tokens';
import type { FileStorage } from '../../storage/file-storage';
import {
  accessPolicy,
  mayExerciseDataRights,
  mayRequestDeletion,
  type SignedInIdentity,
} from '../access/access-policy';
import { familiesRepository } from '../families/families.repository';
import { assertNoLiveSubscription } from '../memberships/membership-tier';
import { copyRecipients } from '../messages/safeguarding';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { type StudentRow, studentsRepository } from '../students/students.repository';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import type { AccessLogService } from './access-log.service';
import { studentDataZip } from './data-export';
import { deletionTokensRepository } from './data-rights.repository';
import { deletionLink, otherGuardianMail } from './family-data-mail';
import { confirmFamilyDeletion, FAMILY_DELETED } from './family-data-rights.service';
import { studentDataRepository } from './student-data.repository';

/** A day: long enough for a guardian to see the e-mail, short enough that a forgotten link dies soon. */
export const DELETION_LINK_LIFETIME_MS = 24 * 3600_000;
export const INVALID_DELETION_LINK =
  'This deletion link is invalid, has been used or has expired. Please ask again from your profile.';

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  rateLimits: RateLimitService;
  accessLog: AccessLogService;
  /** The configured public URL: links are never built from the request's Host header. */
  appUrl: string;
  log?: { error(obj: object, msg: string): void };
}

export function dataRightsService(deps: Deps) {
  const access = accessPolicy(deps.db);

  /** The student themself, their guardian, or an admin; their coach may view but not act. */
  async function actingOn(
    identity: SignedInIdentity,
    studentId: string,
    action: string,
    rule: typeof mayExerciseDataRights = mayExerciseDataRights,
  ) {
    const viewer = await access.actorFor(identity);
    const student = await access.visibleStudent(viewer, studentId);
    if (!rule(viewer, student)) throw forbidden(`Only the student or an administrator can ${action}`);
    return { viewer, student };
  }

  async function mailDeletionLink(
    student: StudentRow,
    token: string,
    expiresAt: Date,
    tx: Tx,
  ): Promise<boolean> {
    const link = deletionLink(deps.appUrl, token);
    const text = (name: string | null) =>
      [
        `Hello${name ? ` ${name}` : ''},`,
        '',
        `We have been asked to delete the ${academy.name} account of ${student.firstName} ${student.lastName}.`,
        'Deleting it removes their profile, messages, progress, badges, photos and videos for good.',
        'To confirm, open this link within 24 hours:',
        '',
        link,
        '',
        'If you did not ask for this, ignore this e-mail and nothing will change.',
        '',
        `${academy.name} · ${academy.phone.display}`,
      ].join('\n');
    const subject = `Confirm the deletion of your ${academy.name} account`;
    await deps.mailer.send({ to: student.email, subject, text: text(student.firstName), expiresAt }, tx);
    // Every linked guardian hears of it (else the one an admin recorded), so a junior never deletes alone.
    const guardians = (await copyRecipients(tx, student)).filter((g) => g.email !== student.email);
    for (const guardian of guardians) {
      await deps.mailer.send({ to: guardian.email, subject, text: text(guardian.name), expiresAt }, tx);
    }
    return guardians.length > 0;
  }

  /** A guardian asked: the link goes to them alone, as the one who asked and who will confirm. */
  async function mailGuardianDeletionLink(
    student: StudentRow,
    guardianId: string,
    token: string,
    expiresAt: Date,
    tx: Tx,
  ): Promise<boolean> {
    const guardian = await familiesRepository(tx).findGuardian(guardianId);
    if (!guardian) throw forbidden();
    const link = deletionLink(deps.appUrl, token);
    const text = [
      `Hello ${guardian.firstName},`,
      '',
      `You asked us to delete the ${academy.name} account of ${student.firstName} ${student.lastName}.`,
      'Deleting it removes their profile, messages, progress, badges, photos and videos for good.',
      'Nothing has been deleted yet. To confirm, open this link within 24 hours:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail and nothing will change.',
      '',
      `${academy.name} · ${academy.phone.display}`,
    ].join('\n');
    const subject = `Confirm the deletion of ${student.firstName}'s ${academy.name} account`;
    await deps.mailer.send({ to: guardian.email, subject, text, expiresAt }, tx);
    return false;
  }

  return {
    /** GET /api/students/{id}/data-export: every record and uploaded file of the student, as a zip. */
    async exportData(
      identity: SignedInIdentity,
      studentId: string,
      route: string,
    ): Promise<{ filename: string; zip: Readable }> {
      const { viewer, student } = await actingOn(identity, studentId, 'download this data');
      await deps.rateLimits.consume('dataExportPerAccount', student.id);
      const now = deps.clock();
      // The export holds medical and guardian details, so an admin's download is a read like any other.
      if (viewer.kind === 'staff') await deps.accessLog.record(viewer.staffId, student.id, route);
      const rows = await studentDataRepository(deps.db).rowsFor(student.id);
      const zip = await studentDataZip({
        studentId: student.id,
        exportedAt: now,
        rows,
        storage: deps.storage,
        convertedVideos: videoRenditionsRepository(deps.db).findByKeys,
      });
      return { filename: `solent-golf-academy-data-${londonDate(now)}.zip`, zip };
    },

    /** POST /api/students/{id}/deletion: e-mails a single-use link that confirms the deletion. */
    async requestDeletion(
      identity: SignedInIdentity,
      studentId: string,
      body: RequestDeletionBody,
    ): Promise<string> {
      const { viewer, student } = await actingOn(
        identity,
        studentId,
        'delete this account',
        mayRequestDeletion,
      );
      await deps.rateLimits.consume('deletionPerAccount', student.id);
      await assertNoLiveSubscription(deps.db, student.id);
      if (viewer.kind === 'student') {
        if (!body.password) {
          throw badRequest('Enter your password to confirm', { password: 'Enter your password to confirm' });
        }
        if (!(await verifyPassword(student.passwordHash, body.password))) {
          throw badRequest('That password is not right', { password: 'That password is not right' });
        }
      }
      const token = randomToken();
      const now = deps.clock();
      const expiresAt = new Date(now.getTime() + DELETION_LINK_LIFETIME_MS);
      const guardianId = viewer.kind === 'guardian' ? viewer.guardianId : null;
      const guardiansTold = await deps.db.transaction(async (tx) => {
        await deletionTokensRepository(tx).insert({
          tokenHash: sha256(token),
          studentId: student.id,
          requestedByStaffId: viewer.kind === 'staff' ? viewer.staffId : null,
          requestedByGuardianId: guardianId,
          now,
          expiresAt,
        });
        if (guardianId) return mailGuardianDeletionLink(student, guardianId, token, expiresAt, tx);
        return mailDeletionLink(student, token, expiresAt, tx);
      });
      deps.mailer.wake();
      if (guardianId) {
        return `We have e-mailed you a link to confirm the deletion of ${student.firstName}'s account. Nothing is deleted until you open it.`;
      }
      return guardiansTold
        ? 'We have e-mailed a link to confirm the deletion to the student and their guardian.'
        : 'We have e-mailed a link to confirm the deletion.';
    },

    /**
     * POST /api/account-deletion/confirm: removes every row of the student (their sessions end with them,
     * their badges leave the leaderboard) and then their uploaded files.
     */
    async confirmDeletion(body: ConfirmDeletionBody): Promise<string> {
      const now = deps.clock();
      let family = false;
      const fileKeys = await deps.db.transaction(async (tx) => {
        const request = await deletionTokensRepository(tx).consume(sha256(body.token), now);
        // Not a student's link: perhaps a guardian's for their whole family account.
        if (!request) {
          family = true;
          return confirmFamilyDeletion(tx, deps, sha256(body.token), now);
        }
        const told = request.requestedByGuardianId
          ? await otherGuardiansOf(tx, request.studentId, request.requestedByGuardianId)
          : [];
        const keys = await studentDataRepository(tx).erase(request.studentId);
        for (const mail of told) await deps.mailer.send(otherGuardianMail(mail), tx);
        return keys;
      });
      if (!fileKeys) throw badRequest(INVALID_DELETION_LINK, { token: INVALID_DELETION_LINK });
      deps.mailer.wake();
      // Files go once the rows are gone; one that fails to go no longer has a row and the daily clean-up takes it.
      for (const key of fileKeys) {
        await deps.storage
          .remove(key)
          .catch((err) => deps.log?.error({ err }, 'removing a deleted file failed'));
      }
      return family ? FAMILY_DELETED : 'The account and everything in it have been deleted.';
    },
  };
}
export type DataRightsService = ReturnType<typeof dataRightsService>;

/** Before a child's account goes: the guardians other than the one who asked, to be told once it is done. */
async function otherGuardiansOf(tx: Tx, studentId: string, askedBy: string) {
  const families = familiesRepository(tx);
  const links = await families.guardiansOf([studentId]);
  const asker = await families.findGuardian(askedBy);
  const child = await studentsRepository(tx).findById(studentId);
  return links
    .filter((l) => l.guardian.id !== askedBy)
    .map((l) => ({
      to: l.guardian.email,
      name: l.guardian.firstName,
      child: child?.firstName ?? 'Your child',
      by: asker ? `${asker.firstName} ${asker.lastName}` : 'Their other parent or guardian',
      outcome: 'child_deleted' as const,
    }));
}
