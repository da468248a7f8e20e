import type { AdminDownloadItem, DownloadItem, PurchaseRequest } from '@/core/contracts/downloads';
import { type MembershipTier, tierAllows } from '@/core/rules/membership-tiers';
import type { DownloadItemRow, PurchaseRequestRow, StudentDownloadRow } from './downloads.repository';

const pounds = (pence: number) => pence / 100;

/** An item as a student sees it: the §3 fields and what this student may do with it. */
export function presentStudentDownload(
  row: StudentDownloadRow,
  tier: MembershipTier,
  paymentsOn: boolean,
): DownloadItem {
  const { item, purchaseStatus } = row;
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    category: item.category,
    requiredTier: item.requiredTier,
    price: pounds(item.pricePence),
    originalPrice: item.originalPricePence === null ? null : pounds(item.originalPricePence),
    author: item.author,
    fileSize: item.fileSize,
    duration: item.durationMinutes,
    pages: item.pages,
    rating: item.rating,
    reviews: item.reviews,
    downloadCount: item.downloadCount,
    publishDate: item.publishDate,
    isActive: item.isActive,
    isPurchased: purchaseStatus === 'granted',
    purchaseRequested: purchaseStatus === 'requested',
    purchaseStatus,
    locked: !tierAllows(tier, item.requiredTier),
    paymentRule: paymentsOn && item.pricePence > 0 ? 'online_full' : 'venue',
  };
}

export function presentAdminDownload(item: DownloadItemRow, pendingRequests: number): AdminDownloadItem {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    category: item.category,
    requiredTier: item.requiredTier,
    pricePence: item.pricePence,
    originalPricePence: item.originalPricePence,
    author: item.author,
    durationMinutes: item.durationMinutes,
    pages: item.pages,
    publishDate: item.publishDate,
    isActive: item.isActive,
    downloadCount: item.downloadCount,
    file:
      item.fileKey && item.fileMime && item.fileFilename
        ? { filename: item.fileFilename, mime: item.fileMime, size: item.fileSize ?? 0 }
        : null,
    pendingRequests,
  };
}

export function presentPurchaseRequest(row: PurchaseRequestRow): PurchaseRequest {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    student: {
      id: row.studentId,
      name: `${row.studentFirstName} ${row.studentLastName}`,
      email: row.studentEmail,
    },
    item: { id: row.itemId, title: row.itemTitle, pricePence: row.itemPricePence },
  };
}
