import type {
  AdminCoachProfile,
  CoachPhoto,
  CoachProfileChanges,
  PublicCoachProfile,
} from '@/core/contracts/coach-profiles';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { discardUploads } from '../../storage/refused-upload';
import type { StoredUpload } from '../../storage/uploads';
import { accessPolicy, requireAdmin as adminOnly } from '../access/access-policy';
import type { StaffRow } from '../staff/staff.repository';
import { coachPhotoUrl, encodeCoachPhoto } from './coach-photo';
import { coachProfilesRepository, type PhotoVariantRow } from './coach-profiles.repository';

/** A photo's rows as the page needs them; none → no photo. */
export function presentPhoto(rows: PhotoVariantRow[] | undefined): CoachPhoto | null {
  if (!rows?.length) return null;
  return {
    sources: rows.map((r) => ({
      format: r.format as 'avif' | 'webp',
      width: r.width,
      height: r.height,
      url: coachPhotoUrl(r.fileKey),
    })),
  };
}

function presentAdmin(row: StaffRow, photo: CoachPhoto | null): AdminCoachProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.jobTitle,
    bio: row.bio,
    qualifications: row.certifications,
    phone: row.phone,
    displayOrder: row.displayOrder,
    shown: row.profileShown,
    photo,
  };
}

/**
 * Coach profiles: what the public coaches page and `GET /api/coaches` say about each coach, edited by an
 * admin in the Content area. A hidden profile is left out of both; the order is the admin's.
 */
export function coachProfilesService(deps: { db: Db; storage: FileStorage }) {
  const repo = coachProfilesRepository(deps.db);

  async function requireAdmin(staffId: string): Promise<void> {
    adminOnly(
      await accessPolicy(deps.db).staffActor(staffId),
      'Only an administrator can edit coach profiles',
    );
  }

  async function presentOne(coachId: string): Promise<AdminCoachProfile> {
    const row = await repo.findCoach(coachId);
    if (!row) throw notFound('Coach not found');
    return presentAdmin(row, presentPhoto((await repo.photos([row.id])).get(row.id)));
  }

  return {
    requireAdmin,

    async listForAdmin(staffId: string): Promise<AdminCoachProfile[]> {
      await requireAdmin(staffId);
      const rows = await repo.listCoaches({ shownOnly: false });
      const photos = await repo.photos(rows.map((r) => r.id));
      return rows.map((row) => presentAdmin(row, presentPhoto(photos.get(row.id))));
    },

    async update(staffId: string, coachId: string, body: CoachProfileChanges): Promise<AdminCoachProfile> {
      await requireAdmin(staffId);
      if (!(await repo.findCoach(coachId))) throw notFound('Coach not found');
      await repo.update(coachId, {
        ...(body.title !== undefined && { jobTitle: body.title }),
        ...(body.bio !== undefined && { bio: body.bio }),
        ...(body.qualifications !== undefined && { certifications: body.qualifications }),
        ...(body.phone !== undefined && { phone: body.phone }),
        ...(body.displayOrder !== undefined && { displayOrder: body.displayOrder }),
        ...(body.shown !== undefined && { profileShown: body.shown }),
        updatedAt: new Date(),
      });
      return presentOne(coachId);
    },

    /** Resizes the uploaded picture and makes it the coach's photo; the upload itself is not kept. */
    async setPhoto(staffId: string, coachId: string, upload: StoredUpload | undefined) {
      try {
        await requireAdmin(staffId);
        if (!(await repo.findCoach(coachId))) throw notFound('Coach not found');
        if (!upload) {
          throw badRequest('Choose a photo to upload', { photo: 'Required' });
        }
        const photo = await encodeCoachPhoto(deps.storage, upload.key);
        await repo.replacePhoto(coachId, photo);
        return presentOne(coachId);
      } finally {
        if (upload) await discardUploads(deps.storage, [upload.key]);
      }
    },

    /** Whether a stored file is a current photo's: replaced photos' files are not served. */
    async isPhotoFile(fileKey: string): Promise<boolean> {
      return repo.isPhotoFile(fileKey);
    },

    /** The shown profiles in order, as the public coaches page renders them. */
    async listPublic(): Promise<PublicCoachProfile[]> {
      const rows = await repo.listCoaches({ shownOnly: true });
      const photos = await repo.photos(rows.map((r) => r.id));
      return rows.map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`,
        title: row.jobTitle?.trim() || staffRoleLabel(row.role),
        bio: row.bio,
        qualifications: row.certifications,
        phone: row.phone,
        photo: presentPhoto(photos.get(row.id)),
      }));
    },
  };
}
