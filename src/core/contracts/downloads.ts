import { z } from 'zod';
import { MEMBERSHIP_TIERS } from '../rules/membership-tiers';
import { checkoutSessionParams, isoDate, paymentRule } from './booking';
import { requiredText } from './common';

/* ------------------------------------------------------------------------------------------------
 * Digital downloads (student-portal §2 Digital Downloads, §3 Download item): the student's list, the
 * file itself, purchase requests for paid items, and the academy's side (upload, edit, retire, and
 * granting or declining requests). Money in the lists is shown in pounds; the staff side sends pence.
 * ---------------------------------------------------------------------------------------------- */

export const DOWNLOAD_TYPES = ['pdf', 'video', 'audio'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

export const PURCHASE_STATUSES = ['requested', 'granted', 'declined'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

const tier = z.enum(MEMBERSHIP_TIERS, { message: 'Choose a membership tier' });
const downloadType = z.enum(DOWNLOAD_TYPES, { message: 'Choose pdf, video or audio' });

/** One item as a student sees it (§3), with what this student may do with it. */
export const downloadItem = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: downloadType,
  category: z.string(),
  requiredTier: tier,
  /** Pounds, for display (0 when free). */
  price: z.number(),
  originalPrice: z.number().nullable(),
  author: z.string(),
  /** Bytes. */
  fileSize: z.number().int().nullable(),
  /** Minutes, for video and audio. */
  duration: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  downloadCount: z.number().int(),
  publishDate: isoDate,
  isActive: z.boolean(),
  /** The academy granted this student's purchase. */
  isPurchased: z.boolean(),
  /** A purchase request is waiting for the academy. */
  purchaseRequested: z.boolean(),
  purchaseStatus: z.enum(PURCHASE_STATUSES).nullable(),
  /** The student's tier is below the item's. */
  locked: z.boolean(),
  /**
   * How Buy is paid as things stand, as bookings say it: `online_full` (Stripe Checkout) when the academy
   * takes payments online and the item has a price, otherwise `venue` (a request the academy grants).
   */
  paymentRule: paymentRule.extract(['online_full', 'venue']),
});
export type DownloadItem = z.infer<typeof downloadItem>;

export const downloadsResponse = z.object({ downloads: z.array(downloadItem) });
export type DownloadsResponse = z.infer<typeof downloadsResponse>;

/** ?preview=1 asks for the file inline (a browser tab) rather than as an attachment. */
export const downloadFileQuery = z.strictObject({
  preview: z.enum(['0', '1'], { message: 'Use 0 or 1' }).optional(),
});

/** Buy's answer: with payments online, Stripe's page to pay on (null once there is nothing to pay). */
export const purchaseRequestResponse = z.object({
  download: downloadItem,
  checkoutUrl: z.string().nullable(),
});
export type PurchaseRequestResponse = z.infer<typeof purchaseRequestResponse>;

/** The Checkout session a student came back from (`?purchase=` on the downloads tab). */
export const downloadCheckoutParams = checkoutSessionParams;

/** What the return from Checkout may show: `paid` only once Stripe has confirmed the payment to the server. */
export const downloadCheckoutResponse = z.object({ paid: z.boolean(), download: downloadItem });
export type DownloadCheckoutResponse = z.infer<typeof downloadCheckoutResponse>;

/* ---- The academy's side ------------------------------------------------------------------------ */

const pence = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be whole pence`)
    .min(0, `${label} must not be negative`)
    .max(1_000_000, `${label} is too large`);
const optionalWhole = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .nullable()
    .optional();

/** Multipart text fields arrive as strings; an empty one means "not given". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The metadata fields of an item. Sent as multipart text fields beside the file on upload (so numbers
 * come as text and are coerced), and as JSON on edit.
 */
const itemFields = {
  title: requiredText('Title', 160),
  description: requiredText('Description', 2000),
  type: downloadType,
  category: requiredText('Category', 60),
  requiredTier: tier,
  pricePence: pence('Price'),
  originalPricePence: z.preprocess(blankToUndefined, pence('Original price').nullable().optional()),
  author: requiredText('Author', 120),
  durationMinutes: z.preprocess(blankToUndefined, optionalWhole('Duration', 1000)),
  pages: z.preprocess(blankToUndefined, optionalWhole('Pages', 5000)),
  publishDate: z.preprocess(blankToUndefined, isoDate.optional()),
};

export const downloadUploadFields = z.strictObject(itemFields);
export type DownloadUploadFields = z.infer<typeof downloadUploadFields>;

export const downloadPatchBody = downloadUploadFields
  .partial()
  .extend({ isActive: z.boolean({ message: 'Must be true or false' }).optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type DownloadPatchBody = z.infer<typeof downloadPatchBody>;

/** An item as the academy manages it, retired ones too. */
export const adminDownloadItem = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: downloadType,
  category: z.string(),
  requiredTier: tier,
  pricePence: z.number().int(),
  originalPricePence: z.number().int().nullable(),
  author: z.string(),
  durationMinutes: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  publishDate: isoDate,
  isActive: z.boolean(),
  downloadCount: z.number().int(),
  file: z.object({ filename: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
  pendingRequests: z.number().int(),
});
export type AdminDownloadItem = z.infer<typeof adminDownloadItem>;

export const adminDownloadsResponse = z.object({ downloads: z.array(adminDownloadItem) });
export const adminDownloadResponse = z.object({ download: adminDownloadItem });

export const purchaseRequestsQuery = z.strictObject({
  status: z.enum(PURCHASE_STATUSES, { message: 'Use requested, granted or declined' }).optional(),
});

export const purchaseRequest = z.object({
  id: z.uuid(),
  status: z.enum(PURCHASE_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  student: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  item: z.object({ id: z.uuid(), title: z.string(), pricePence: z.number().int() }),
});
export type PurchaseRequest = z.infer<typeof purchaseRequest>;

export const purchaseRequestsResponse = z.object({ requests: z.array(purchaseRequest) });
export const purchaseDecisionBody = z.strictObject({
  decision: z.enum(['grant', 'decline'], { message: 'Use grant or decline' }),
});
export type PurchaseDecisionBody = z.infer<typeof purchaseDecisionBody>;
export const purchaseDecisionResponse = z.object({ request: purchaseRequest });
