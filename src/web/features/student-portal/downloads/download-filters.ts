import type { DownloadItem, DownloadType } from '@/core/contracts/downloads';

export type DownloadSort = 'newest' | 'popular' | 'price-asc' | 'price-desc';
export type TypeFilter = 'all' | DownloadType;

export const SORT_LABELS: Record<DownloadSort, string> = {
  newest: 'Newest',
  popular: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export const TYPE_LABELS: Record<TypeFilter, string> = {
  all: 'All types',
  pdf: 'PDF',
  video: 'Video',
  audio: 'Audio',
};

export interface DownloadFilters {
  search: string;
  type: TypeFilter;
  /** 'all' or one category. */
  category: string;
  sort: DownloadSort;
}

export const DEFAULT_FILTERS: DownloadFilters = { search: '', type: 'all', category: 'all', sort: 'newest' };

const compare: Record<DownloadSort, (a: DownloadItem, b: DownloadItem) => number> = {
  newest: (a, b) => b.publishDate.localeCompare(a.publishDate),
  popular: (a, b) => b.downloadCount - a.downloadCount,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};

/** Search (title or description, any case), type and category filters, then the chosen order. */
export function filterDownloads(items: readonly DownloadItem[], filters: DownloadFilters): DownloadItem[] {
  const needle = filters.search.trim().toLowerCase();
  return items
    .filter(
      (item) =>
        (!needle ||
          item.title.toLowerCase().includes(needle) ||
          item.description.toLowerCase().includes(needle)) &&
        (filters.type === 'all' || item.type === filters.type) &&
        (filters.category === 'all' || item.category === filters.category),
    )
    .sort((a, b) => compare[filters.sort](a, b) || a.title.localeCompare(b.title));
}

/** The distinct categories, alphabetically, for the category filter. */
export function categoriesOf(items: readonly DownloadItem[]): string[] {
  return [...new Set(items.map((item) => item.category))].sort((a, b) => a.localeCompare(b));
}

/**
 * The stats cards over every item: total, purchased (granted), free, and available (those the
 * student's tier allows).
 */
export function downloadStats(items: readonly DownloadItem[]) {
  return {
    total: items.length,
    purchased: items.filter((item) => item.isPurchased).length,
    free: items.filter((item) => item.price === 0).length,
    available: items.filter((item) => !item.locked).length,
  };
}

export type DownloadAction = 'upgrade' | 'download' | 'purchased' | 'requested' | 'buy';

/** Which buttons a card shows (student-portal §2): the server's flags decide, the card only shows. */
export function downloadAction(item: DownloadItem): DownloadAction {
  if (item.locked) return 'upgrade';
  if (item.price === 0) return 'download';
  if (item.isPurchased) return 'purchased';
  // Paid online, a purchase waiting is a payment not made (yet): Buy goes back to Checkout.
  if (item.purchaseRequested && item.paymentRule === 'venue') return 'requested';
  return 'buy';
}
