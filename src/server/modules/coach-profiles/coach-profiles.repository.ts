import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coachPhotoVariants, staff } from '../../db/schema/index';
import type { StaffRow } from '../staff/staff.repository';
import type { EncodedPhoto } from './coach-photo';

export type PhotoVariantRow = typeof coachPhotoVariants.$inferSelect;

/** Who has a coach profile: active coaches and instructors (admins coach nobody on the public site). */
const isCoach = and(eq(staff.active, true), inArray(staff.role, ['coach', 'instructor']));

export function coachProfilesRepository(db: DbOrTx) {
  return {
    /** Every coach's profile, shown or hidden, in the public order. */
    async listCoaches(options: { shownOnly: boolean }): Promise<StaffRow[]> {
      return db
        .select()
        .from(staff)
        .where(options.shownOnly ? and(isCoach, eq(staff.profileShown, true)) : isCoach)
        .orderBy(asc(staff.displayOrder), asc(staff.lastName), asc(staff.firstName));
    },
    async findCoach(id: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.id, id), isCoach))
        .limit(1);
      return row;
    },
    async update(id: string, values: Partial<typeof staff.$inferInsert>): Promise<void> {
      await db.update(staff).set(values).where(eq(staff.id, id));
    },
    /** Each coach's photo files, smallest first. */
    async photos(staffIds: string[]): Promise<Map<string, PhotoVariantRow[]>> {
      const byCoach = new Map<string, PhotoVariantRow[]>();
      if (staffIds.length === 0) return byCoach;
      const rows = await db
        .select()
        .from(coachPhotoVariants)
        .where(inArray(coachPhotoVariants.staffId, staffIds))
        .orderBy(asc(coachPhotoVariants.width), asc(coachPhotoVariants.format));
      for (const row of rows) byCoach.set(row.staffId, [...(byCoach.get(row.staffId) ?? []), row]);
      return byCoach;
    },
    async isPhotoFile(fileKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: coachPhotoVariants.id })
        .from(coachPhotoVariants)
        .where(eq(coachPhotoVariants.fileKey, fileKey))
        .limit(1);
      return row !== undefined;
    },
    /**
     * A new photo in place of the old: the old rows go, so the old files are no longer named and the daily
     * clean-up of unnamed files takes them (a page already sent may still show them until then).
     */
    async replacePhoto(staffId: string, photo: EncodedPhoto[]): Promise<void> {
      await db.delete(coachPhotoVariants).where(eq(coachPhotoVariants.staffId, staffId));
      await db.insert(coachPhotoVariants).values(photo.map((p) => ({ ...p, staffId })));
    },
  };
}
