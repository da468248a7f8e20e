import {
  type AdminDownloadItem,
  type DownloadItem,
  type DownloadPatchBody,
  type DownloadType,
  downloadUploadFields,
  type PurchaseDecisionBody,
  type PurchaseRequest,
  type PurchaseStatus,
} from '@/core/contracts/downloads';
import { londonDate } from '@/core/rules/london-time';
import { type MembershipTier, tierAllows } from '@/core/rules/membership-tiers';
import { badRequest, conflict, forbidden, notFound, refusedFields, unauthorized } from '../../errors';
import type { StoredUpload } from '../../storage/uploads';
import { accessPolicy, requireAdmin as adminOnly } from '../access/access-policy';
import type { EmailNoticesService } from '../email-notices/email-notices.service';
import { type DownloadCheckoutDeps, downloadCheckout } from './download-checkout';
import { downloadPurchasesRepository } from './download-purchases.repository';
import { presentAdminDownload, presentPurchaseRequest, presentStudentDownload } from './downloads.presenter';
import { downloadsRepository, type StudentDownloadRow } from './downloads.repository';

/** Which stored types each item type accepts; the type is decided from the file's bytes. */
export function mimeMatchesType(mime: string, type: DownloadType): boolean {
  if (type === 'pdf') return mime === 'application/pdf';
  return mime.startsWith(`${type}/`);
}

/** A stored file to serve, and whether to send it inline. */
export interface DownloadFile {
  key: string;
  mime: string;
  filename: string;
}

/**
 * Digital downloads: what a student sees and may fetch (tier, and free or a granted purchase), buying
 * (Stripe Checkout when payments are online, otherwise a request the academy grants; the academy may
 * always grant by hand), and the academy's management of items.
 */
export function downloadsService(
  deps: DownloadCheckoutDeps & { notices?: Pick<EmailNoticesService, 'purchaseRequested'> },
) {
  const repo = downloadsRepository(deps.db);
  const checkout = downloadCheckout(deps);
  const present = (row: StudentDownloadRow, tier: MembershipTier) =>
    presentStudentDownload(row, tier, checkout.paymentsOn);

  async function tierOf(studentId: string) {
    const tier = await repo.studentTier(studentId);
    if (!tier) throw unauthorized();
    return tier;
  }

  /** An active item the student's tier allows; anything else is refused the same way for every caller. */
  async function reachableItem(studentId: string, itemId: string) {
    const tier = await tierOf(studentId);
    const row = await repo.findForStudent(itemId, studentId);
    if (!row?.item.isActive) throw notFound('This download is not available');
    if (!tierAllows(tier, row.item.requiredTier)) {
      throw forbidden('Upgrade your membership to use this download');
    }
    return { row, tier };
  }

  async function requireAdmin(staffId: string): Promise<void> {
    adminOnly(await accessPolicy(deps.db).staffActor(staffId), 'Only an administrator can manage downloads');
  }

  async function presentAdmin(itemId: string): Promise<AdminDownloadItem> {
    const item = await repo.find(itemId);
    if (!item) throw notFound('Download not found');
    return presentAdminDownload(item, await repo.pendingCount(itemId));
  }

  return {
    /** The active items, each with this student's purchase and whether their tier allows it. */
    async list(studentId: string): Promise<DownloadItem[]> {
      const tier = await tierOf(studentId);
      const rows = await repo.listActiveForStudent(studentId);
      return rows.map((row: StudentDownloadRow) => present(row, tier));
    },

    /**
     * The file of an item the student may have: their tier allows it, and it is free or their purchase
     * was granted. A full download (not a preview) is counted.
     */
    async openFile(studentId: string, itemId: string, options: { count: boolean }): Promise<DownloadFile> {
      const { row } = await reachableItem(studentId, itemId);
      const { item, purchaseStatus } = row;
      if (item.pricePence > 0 && purchaseStatus !== 'granted') {
        throw forbidden(
          checkout.paymentsOn
            ? 'Buy this download first: it opens once your payment is confirmed'
            : 'Buy this download first: the academy confirms your purchase',
        );
      }
      if (!item.fileKey || !item.fileMime || !item.fileFilename) {
        throw notFound('This file is not available yet');
      }
      if (options.count) await repo.countDownload(item.id);
      return { key: item.fileKey, mime: item.fileMime, filename: item.fileFilename };
    },

    /**
     * Buy on a paid item. With payments online: where to pay (the attempt's Checkout session), or null
     * when it is paid already. Otherwise a request for the academy to grant. Asking twice opens nothing new.
     */
    async requestPurchase(
      studentId: string,
      itemId: string,
      options: { forChild?: boolean } = {},
    ): Promise<{ download: DownloadItem; checkoutUrl: string | null }> {
      const { row, tier } = await reachableItem(studentId, itemId);
      if (row.item.pricePence === 0) {
        throw badRequest('This download is free: there is nothing to buy');
      }
      let checkoutUrl: string | null = null;
      if (row.purchaseStatus !== 'granted') {
        const purchases = downloadPurchasesRepository(deps.db);
        // A purchase records one payment: after its refund, the academy grants it again by hand if asked.
        if (checkout.paymentsOn && (await purchases.forStudentItem(studentId, itemId))?.refundedAt) {
          throw conflict('This download was refunded. Please ask the academy if you would like it again.');
        }
        await repo.requestPurchase(studentId, itemId, deps.clock());
        // With payments off the academy grants it by hand: its admins hear of a new request once.
        if (!checkout.paymentsOn && row.purchaseStatus !== 'requested') {
          await deps.notices?.purchaseRequested({ studentId, item: row.item.title });
        }
        if (checkout.paymentsOn) {
          const purchase = await purchases.forStudentItem(studentId, itemId);
          const email = (await repo.studentEmail(studentId))!;
          checkoutUrl = await checkout.open(purchase!.id, row.item, {
            id: studentId,
            email,
            forChild: options.forChild ?? false,
          });
        }
      }
      const fresh = await repo.findForStudent(itemId, studentId);
      return { download: present(fresh!, tier), checkoutUrl };
    },

    /**
     * The return from Checkout: whether Stripe has confirmed the payment (granting it here if the webhook
     * has not yet), and the item as it now stands. Only for the student whose purchase the session pays.
     */
    async confirmCheckout(
      studentId: string,
      sessionId: string,
    ): Promise<{ paid: boolean; download: DownloadItem }> {
      const tier = await tierOf(studentId);
      const purchase = await checkout.verify(studentId, sessionId);
      if (!purchase) throw notFound('We have no purchase with this payment reference');
      const row = await repo.findForStudent(purchase.itemId, studentId);
      if (!row) throw notFound('We have no purchase with this payment reference');
      return { paid: purchase.paidAt !== null, download: present(row, tier) };
    },

    /** Paying online: Stripe's events for downloads go here. */
    checkout,

    /** Every item, retired ones too, with the requests waiting on each. Admins only. */
    async listForAdmin(staffId: string): Promise<AdminDownloadItem[]> {
      await requireAdmin(staffId);
      return (await repo.listAll()).map((row) => presentAdminDownload(row, row.pendingRequests));
    },

    /** Refuses anyone but an administrator before a single byte of an upload is stored. */
    requireAdmin,

    /**
     * Adds an item from its multipart fields and its already stored file. Throws when the fields are
     * invalid or the file's bytes are not of the declared type; the caller then removes the file.
     */
    async create(
      staffId: string,
      rawFields: Record<string, string>,
      file: StoredUpload | undefined,
    ): Promise<AdminDownloadItem> {
      await requireAdmin(staffId);
      const parsed = downloadUploadFields.safeParse(rawFields);
      if (!parsed.success) throw refusedFields(parsed.error.issues);
      if (!file) throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
      const body = parsed.data;
      if (!mimeMatchesType(file.mime, body.type)) {
        throw badRequest(`The file is not a ${body.type === 'pdf' ? 'PDF' : `${body.type} file`}`, {
          file: 'The file does not match the type chosen',
        });
      }
      const item = await repo.insert({
        title: body.title,
        description: body.description,
        type: body.type,
        category: body.category,
        requiredTier: body.requiredTier,
        pricePence: body.pricePence,
        originalPricePence: body.originalPricePence ?? null,
        author: body.author,
        durationMinutes: body.durationMinutes ?? null,
        pages: body.pages ?? null,
        publishDate: body.publishDate ?? londonDate(deps.clock()),
        fileKey: file.key,
        fileMime: file.mime,
        fileSize: file.size,
        fileFilename: file.filename,
      });
      return presentAdminDownload(item, 0);
    },

    /** Changes an item's details, or retires (isActive false) or restores it. The file stays as it is. */
    async update(staffId: string, itemId: string, patch: DownloadPatchBody): Promise<AdminDownloadItem> {
      await requireAdmin(staffId);
      const current = await repo.find(itemId);
      if (!current) throw notFound('Download not found');
      if (patch.type && patch.type !== current.type && current.fileMime) {
        if (!mimeMatchesType(current.fileMime, patch.type)) {
          throw badRequest('The stored file is not of that type', { type: 'Does not match the file' });
        }
      }
      const updated = await repo.update(itemId, patch);
      if (!updated) throw notFound('Download not found');
      return presentAdmin(itemId);
    },

    /** Purchase requests, waiting ones by default. Admins only: they show students' names. */
    async listPurchaseRequests(staffId: string, status?: PurchaseStatus): Promise<PurchaseRequest[]> {
      await requireAdmin(staffId);
      return (await repo.listPurchaseRequests(status ? [status] : ['requested'])).map(presentPurchaseRequest);
    },

    /** Grant (payment taken at the venue) or decline a request. Admins only. */
    async decide(staffId: string, requestId: string, body: PurchaseDecisionBody): Promise<PurchaseRequest> {
      await requireAdmin(staffId);
      const status = body.decision === 'grant' ? 'granted' : 'declined';
      const done = await repo.decidePurchase(requestId, { status, staffId, now: deps.clock() });
      if (!done) throw notFound('Purchase request not found');
      const row = await repo.findPurchaseRequest(requestId);
      if (!row) throw notFound('Purchase request not found');
      return presentPurchaseRequest(row);
    },
  };
}
export type DownloadsService = ReturnType<typeof downloadsService>;
