import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { downloadItems, downloadPurchases, students } from '../../db/schema/index';

export type DownloadItemRow = typeof downloadItems.$inferSelect;
export type NewDownloadItem = typeof downloadItems.$inferInsert;
export type PurchaseStatus = (typeof downloadPurchases.$inferSelect)['status'];

/** An item with this student's purchase, if any. */
export interface StudentDownloadRow {
  item: DownloadItemRow;
  purchaseStatus: PurchaseStatus | null;
}

export interface PurchaseRequestRow {
  id: string;
  status: PurchaseStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  studentId: string;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  itemId: string;
  itemTitle: string;
  itemPricePence: number;
}

const purchaseRequestColumns = {
  id: downloadPurchases.id,
  status: downloadPurchases.status,
  requestedAt: downloadPurchases.requestedAt,
  decidedAt: downloadPurchases.decidedAt,
  studentId: students.id,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  studentEmail: students.email,
  itemId: downloadItems.id,
  itemTitle: downloadItems.title,
  itemPricePence: downloadItems.pricePence,
};

export function downloadsRepository(db: DbOrTx) {
  return {
    async studentTier(studentId: string) {
      const [row] = await db
        .select({ tier: students.membershipTier })
        .from(students)
        .where(eq(students.id, studentId));
      return row?.tier;
    },

    /** Where Stripe sends the receipt of a purchase. */
    async studentEmail(studentId: string) {
      const [row] = await db
        .select({ email: students.email })
        .from(students)
        .where(eq(students.id, studentId));
      return row?.email;
    },

    /** Active items with the student's purchase, in one query. */
    async listActiveForStudent(studentId: string): Promise<StudentDownloadRow[]> {
      return db
        .select({ item: downloadItems, purchaseStatus: downloadPurchases.status })
        .from(downloadItems)
        .leftJoin(
          downloadPurchases,
          and(eq(downloadPurchases.itemId, downloadItems.id), eq(downloadPurchases.studentId, studentId)),
        )
        .where(eq(downloadItems.isActive, true))
        .orderBy(desc(downloadItems.publishDate), asc(downloadItems.displayOrder), asc(downloadItems.title));
    },

    async findForStudent(itemId: string, studentId: string): Promise<StudentDownloadRow | undefined> {
      const [row] = await db
        .select({ item: downloadItems, purchaseStatus: downloadPurchases.status })
        .from(downloadItems)
        .leftJoin(
          downloadPurchases,
          and(eq(downloadPurchases.itemId, downloadItems.id), eq(downloadPurchases.studentId, studentId)),
        )
        .where(eq(downloadItems.id, itemId));
      return row;
    },

    /** Counted in the database, so simultaneous downloads never lose a count. */
    async countDownload(itemId: string): Promise<void> {
      await db
        .update(downloadItems)
        .set({ downloadCount: sql`${downloadItems.downloadCount} + 1` })
        .where(eq(downloadItems.id, itemId));
    },

    /**
     * Records a purchase request once: asking again leaves a waiting or granted one alone, and
     * re-opens a declined one.
     */
    async requestPurchase(studentId: string, itemId: string, now: Date): Promise<void> {
      await db
        .insert(downloadPurchases)
        .values({ studentId, itemId, status: 'requested', requestedAt: now })
        .onConflictDoUpdate({
          target: [downloadPurchases.studentId, downloadPurchases.itemId],
          set: { status: 'requested', requestedAt: now, decidedAt: null, decidedBy: null },
          setWhere: eq(downloadPurchases.status, 'declined'),
        });
    },

    async listAll(): Promise<Array<DownloadItemRow & { pendingRequests: number }>> {
      const pending = db
        .select({ itemId: downloadPurchases.itemId, count: sql<number>`count(*)::int`.as('count') })
        .from(downloadPurchases)
        .where(eq(downloadPurchases.status, 'requested'))
        .groupBy(downloadPurchases.itemId)
        .as('pending');
      const rows = await db
        .select({ item: downloadItems, pendingRequests: pending.count })
        .from(downloadItems)
        .leftJoin(pending, eq(pending.itemId, downloadItems.id))
        .orderBy(desc(downloadItems.isActive), desc(downloadItems.publishDate), asc(downloadItems.title));
      return rows.map((r) => ({ ...r.item, pendingRequests: r.pendingRequests ?? 0 }));
    },

    async find(itemId: string): Promise<DownloadItemRow | undefined> {
      const [row] = await db.select().from(downloadItems).where(eq(downloadItems.id, itemId));
      return row;
    },

    async pendingCount(itemId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(downloadPurchases)
        .where(and(eq(downloadPurchases.itemId, itemId), eq(downloadPurchases.status, 'requested')));
      return row?.count ?? 0;
    },

    async insert(values: NewDownloadItem): Promise<DownloadItemRow> {
      const [row] = await db.insert(downloadItems).values(values).returning();
      return row!;
    },

    async update(itemId: string, values: Partial<NewDownloadItem>): Promise<DownloadItemRow | undefined> {
      const [row] = await db
        .update(downloadItems)
        .set(values)
        .where(eq(downloadItems.id, itemId))
        .returning();
      return row;
    },

    async listPurchaseRequests(statuses: PurchaseStatus[]): Promise<PurchaseRequestRow[]> {
      return db
        .select(purchaseRequestColumns)
        .from(downloadPurchases)
        .innerJoin(students, eq(students.id, downloadPurchases.studentId))
        .innerJoin(downloadItems, eq(downloadItems.id, downloadPurchases.itemId))
        .where(inArray(downloadPurchases.status, statuses))
        .orderBy(desc(downloadPurchases.requestedAt));
    },

    async findPurchaseRequest(id: string): Promise<PurchaseRequestRow | undefined> {
      const [row] = await db
        .select(purchaseRequestColumns)
        .from(downloadPurchases)
        .innerJoin(students, eq(students.id, downloadPurchases.studentId))
        .innerJoin(downloadItems, eq(downloadItems.id, downloadPurchases.itemId))
        .where(eq(downloadPurchases.id, id));
      return row;
    },

    async decidePurchase(
      id: string,
      decision: { status: PurchaseStatus; staffId: string; now: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(downloadPurchases)
        .set({ status: decision.status, decidedAt: decision.now, decidedBy: decision.staffId })
        .where(eq(downloadPurchases.id, id))
        .returning({ id: downloadPurchases.id });
      return rows.length > 0;
    },
  };
}
export type DownloadsRepository = ReturnType<typeof downloadsRepository>;
