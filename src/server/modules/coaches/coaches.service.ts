import type { PublicCoach } from '@/core/contracts/coaches';
import type { Db } from '../../db/client';
import { coachProfilesRepository } from '../coach-profiles/coach-profiles.repository';
import { presentPhoto } from '../coach-profiles/coach-profiles.service';
import { presentPublicCoach } from '../staff/staff.presenter';

export function coachesService(deps: { db: Db }) {
  const profiles = coachProfilesRepository(deps.db);
  return {
    /**
     * The academy's active coaches and instructors whose profiles are shown, in the admin's order, as the
     * public may see them. An uploaded photo stands in for the avatar (its largest WebP: the one size
     * this contract carries).
     */
    async listPublic(): Promise<PublicCoach[]> {
      const rows = await profiles.listCoaches({ shownOnly: true });
      const photos = await profiles.photos(rows.map((r) => r.id));
      return rows.map((row) => {
        const webp = presentPhoto(photos.get(row.id))?.sources.filter((s) => s.format === 'webp');
        return { ...presentPublicCoach(row), profile_image_url: webp?.at(-1)?.url ?? row.avatarUrl };
      });
    },
  };
}
