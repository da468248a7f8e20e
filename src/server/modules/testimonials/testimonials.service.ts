import { asc, eq } from 'drizzle-orm';
import type { PublicContent } from '@/core/contracts/public-content';
import type {
  AdminTestimonial,
  TestimonialChanges,
  TestimonialCreate,
  TestimonialPage,
} from '@/core/contracts/testimonials';
import type { Db } from '../../db/client';
import { testimonials } from '../../db/schema/index';
import { notFound } from '../../errors';
import { accessPolicy, requireAdmin as adminOnly } from '../access/access-policy';

type Row = typeof testimonials.$inferSelect;

const present = (row: Row): AdminTestimonial => ({
  id: row.id,
  page: row.page as TestimonialPage,
  quote: row.quote,
  name: row.name,
  role: row.role,
  displayOrder: row.displayOrder,
  shown: row.shown,
});

/** Testimonials on the public pages: added, edited, ordered, hidden and shown again by an admin. */
export function testimonialsService(deps: { db: Db; clock: () => Date }) {
  const { db } = deps;

  async function requireAdmin(staffId: string): Promise<void> {
    adminOnly(await accessPolicy(db).staffActor(staffId), 'Only an administrator can edit testimonials');
  }

  const ordered = () =>
    db
      .select()
      .from(testimonials)
      .orderBy(asc(testimonials.page), asc(testimonials.displayOrder), asc(testimonials.createdAt));

  return {
    async listForAdmin(staffId: string): Promise<AdminTestimonial[]> {
      await requireAdmin(staffId);
      return (await ordered()).map(present);
    },

    async create(staffId: string, body: TestimonialCreate): Promise<AdminTestimonial> {
      await requireAdmin(staffId);
      const [row] = await db.insert(testimonials).values(body).returning();
      return present(row!);
    },

    async update(staffId: string, id: string, body: TestimonialChanges): Promise<AdminTestimonial> {
      await requireAdmin(staffId);
      const [row] = await db
        .update(testimonials)
        .set({ ...body, updatedAt: deps.clock() })
        .where(eq(testimonials.id, id))
        .returning();
      if (!row) throw notFound('Testimonial not found');
      return present(row);
    },

    /**
     * Each page's shown quotes in order, for the pages the academy keeps any for (a page with only hidden
     * ones shows none); the others are left out and show their content file's.
     */
    async listPublic(): Promise<PublicContent['testimonials']> {
      const byPage: PublicContent['testimonials'] = {};
      for (const row of await ordered()) {
        const page = row.page as TestimonialPage;
        const list = byPage[page] ?? [];
        if (row.shown) list.push({ quote: row.quote, name: row.name, role: row.role });
        byPage[page] = list;
      }
      return byPage;
    },
  };
}
