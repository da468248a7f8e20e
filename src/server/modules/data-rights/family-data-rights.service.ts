import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { academy } from '@/core/content/academy';
import type { FamilyDeletionBody } from '@/core/contracts/data-rights';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import type { FileStorage } from '../../storage/file-storage';
import { familiesRepository } from '../families/families.repository';
import { otherGuardians } from '../families/other-guardians';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { addStudentData, EXPORT_FORMAT, withoutSecrets } from './data-export';
import { familyDataRepository } from './family-data.repository';
import { deletionLink, familyDeletionLinkMail, otherGuardianMail } from './family-data-mail';
import { studentDataRepository } from './student-data.repository';

/** As long as a student's deletion link: a day. */
const LINK_LIFETIME_MS = 24 * 3600_000;
export const FAMILY_DELETION_ASKED =
  'We have e-mailed you a link to confirm. Nothing is deleted until you open it.';
export const FAMILY_DELETED =
  'Your family account has been deleted, with the children’s accounts you chose to delete. Children you chose to keep stay with their other parent or guardian.';
export const FAMILY_CHANGED =
  'Your family has changed since you asked to delete your account, so nothing was deleted. Please ask again.';

const README = `${academy.name}: your family's data

guardian.json holds your own record (your sign-in secrets are never included), your links to
your children and the invitations you sent. Each child's folder under children/ holds their data
as their own export does: data.json, and the photos and videos uploaded with it under files/.
A child's other parent or guardian appears by name only.

Questions: ${academy.email}
`;

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  rateLimits: RateLimitService;
  appUrl: string;
}

type GuardianIdentity = { guardianId: string };
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** A family account's data rights: one export of the whole family, and deleting the family account. */
export function familyDataRightsService(deps: Deps) {
  const families = familiesRepository(deps.db);

  async function guardianOf(identity: GuardianIdentity) {
    const guardian = await families.findGuardian(identity.guardianId);
    if (!guardian) throw notFound('Family account not found.');
    return guardian;
  }

  return {
    /** GET /api/family/data-export: the guardian's own records and a folder for each of their children. */
    async exportFamily(identity: GuardianIdentity): Promise<{ filename: string; zip: Readable }> {
      const guardian = await guardianOf(identity);
      await deps.rateLimits.consume('dataExportPerAccount', `guardian:${guardian.id}`);
      const now = deps.clock();
      // The children are read from the links now, not the session: a child unlinked since is not included.
      const children = await families.childrenOf(guardian.id);
      const links = await families.guardiansOf(children.map((c) => c.student.id));
      const own = await familyDataRepository(deps.db).guardianRows(guardian.id);
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from(README), 'README.txt');
      const childEntries = [];
      for (const { student } of children) {
        const folder = `children/${student.firstName}-${student.lastName}-${student.id.slice(0, 8)}/`.replace(
          /[^\w./-]/g,
          '_',
        );
        const rows = await studentDataRepository(deps.db).rowsForGuardian(student.id, guardian.id);
        await addStudentData(zip, folder, {
          studentId: student.id,
          exportedAt: now,
          rows,
          storage: deps.storage,
          convertedVideos: videoRenditionsRepository(deps.db).findByKeys,
        });
        childEntries.push({
          id: student.id,
          name: fullName(student),
          folder,
          otherGuardians: links
            .filter((l) => l.studentId === student.id && l.guardian.id !== guardian.id)
            .map((l) => ({ name: fullName(l.guardian) })),
        });
      }
      const document = {
        format: EXPORT_FORMAT,
        academy: academy.name,
        exportedAt: now.toISOString(),
        guardian: withoutSecrets(own.guardian ?? {}, ['passwordHash']),
        links: own.links,
        invitationsSent: own.invitations.map((row) => withoutSecrets(row, ['tokenHash'])),
        children: childEntries,
      };
      zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), 'guardian.json');
      zip.end();
      return {
        filename: `solent-golf-academy-family-data-${londonDate(now)}.zip`,
        zip: zip.outputStream as Readable,
      };
    },

    /**
     * POST /api/family/deletion: checks the choice for every child and e-mails the guardian a link; nothing
     * is deleted or unlinked until it is opened.
     */
    async requestDeletion(identity: GuardianIdentity, body: FamilyDeletionBody): Promise<string> {
      const guardian = await guardianOf(identity);
      const children = await families.childrenOf(guardian.id);
      const byId = new Map(children.map((c) => [c.student.id, c.student]));
      const seen = new Set<string>();
      for (const [i, choice] of body.children.entries()) {
        // Another family's child is not confirmed to exist, as everywhere.
        if (!byId.has(choice.id)) throw notFound('Student not found.');
        if (seen.has(choice.id)) {
          throw badRequest('Each child can be named once', {
            [`children.${i}.id`]: 'Each child can be named once',
          });
        }
        seen.add(choice.id);
      }
      const unnamed = children.find((c) => !seen.has(c.student.id));
      if (unnamed) {
        const message = `Say what happens to ${unnamed.student.firstName}'s account`;
        throw badRequest(message, { children: message });
      }
      const links = await families.guardiansOf([...byId.keys()]);
      for (const [i, choice] of body.children.entries()) {
        if (choice.action === 'keep' && otherGuardians(links, guardian.id, choice.id).length === 0) {
          const name = byId.get(choice.id)!.firstName;
          const message = `${name} has no other parent or guardian to stay with: choose to delete ${name}'s account`;
          throw badRequest(message, { [`children.${i}.action`]: message });
        }
      }
      await deps.rateLimits.consume('deletionPerAccount', guardian.id);
      const token = randomToken();
      const now = deps.clock();
      const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
      const names = (action: 'delete' | 'keep') =>
        body.children.filter((c) => c.action === action).map((c) => fullName(byId.get(c.id)!));
      await deps.db.transaction(async (tx) => {
        await familyDataRepository(tx).insertDeletionToken({
          tokenHash: sha256(token),
          guardianId: guardian.id,
          children: body.children,
          now,
          expiresAt,
        });
        const link = deletionLink(deps.appUrl, token);
        await deps.mailer.send(
          familyDeletionLinkMail({
            to: guardian.email,
            name: guardian.firstName,
            link,
            deleted: names('delete'),
            kept: names('keep'),
            expiresAt,
          }),
          tx,
        );
      });
      deps.mailer.wake();
      return FAMILY_DELETION_ASKED;
    },
  };
}
export type FamilyDataRightsService = ReturnType<typeof familyDataRightsService>;

/**
 * Within the confirming transaction: deletes the chosen children (as a student's own deletion does), unlinks
 * the kept ones, deletes the guardian (sessions, tokens, invitations go with them) and tells each child's
 * other guardian. Answers the storage keys to remove, or undefined when the link is not a family's.
 */
export async function confirmFamilyDeletion(
  tx: Tx,
  deps: { mailer: Mailer },
  tokenHash: string,
  now: Date,
): Promise<string[] | undefined> {
  const repo = familyDataRepository(tx);
  const families = familiesRepository(tx);
  const request = await repo.consumeDeletionToken(tokenHash, now);
  if (!request) return undefined;
  const guardian = await families.findGuardian(request.guardianId);
  if (!guardian) return undefined;
  const children = await families.childrenOf(guardian.id);
  const childIds = children.map((c) => c.student.id);
  const links = await families.guardiansOf(childIds);
  const others = (id: string) => otherGuardians(links, guardian.id, id);
  // The family is as the guardian saw it when asking, or nothing happens: no child is deleted unasked.
  const unchanged =
    childIds.length === request.children.length &&
    request.children.every(
      (c) => childIds.includes(c.id) && (c.action === 'delete' || others(c.id).length > 0),
    );
  if (!unchanged) throw badRequest(FAMILY_CHANGED, { token: FAMILY_CHANGED });

  const fileKeys: string[] = [];
  const told: Parameters<typeof otherGuardianMail>[0][] = [];
  for (const choice of request.children) {
    const childName = children.find((c) => c.student.id === choice.id)?.student.firstName ?? 'Your child';
    for (const other of others(choice.id)) {
      told.push({
        to: other.guardian.email,
        name: other.guardian.firstName,
        child: childName,
        by: fullName(guardian),
        outcome: choice.action === 'delete' ? 'child_deleted' : 'kept_with_you',
      });
    }
    if (choice.action === 'delete') {
      fileKeys.push(...(await studentDataRepository(tx).erase(choice.id)));
    } else {
      await repo.unlink(guardian.id, choice.id);
      await repo.moveContactAddress(choice.id, guardian.email, others(choice.id)[0]!.guardian.email, now);
    }
  }
  await repo.deleteEmailsTo(guardian.email);
  await repo.deleteGuardian(guardian.id);
  for (const mail of told) await deps.mailer.send(otherGuardianMail(mail), tx);
  return fileKeys;
}
