// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DownloadItem } from '@/core/contracts/downloads';
import {
  categoriesOf,
  DEFAULT_FILTERS,
  downloadAction,
  downloadStats,
  filterDownloads,
} from './download-filters';

const item = (overrides: Partial<DownloadItem>): DownloadItem => ({
  id: crypto.randomUUID(),
  title: 'Plan',
  description: 'Range plan',
  type: 'pdf',
  category: 'Practice plans',
  requiredTier: 'free',
  price: 0,
  originalPrice: null,
  author: 'James',
  fileSize: 1000,
  duration: null,
  pages: 1,
  rating: null,
  reviews: 0,
  downloadCount: 0,
  publishDate: '2026-01-01',
  isActive: true,
  isPurchased: false,
  purchaseRequested: false,
  purchaseStatus: null,
  locked: false,
  paymentRule: 'venue',
  ...overrides,
});

const a = item({ title: 'Alpha', publishDate: '2026-03-01', downloadCount: 5, price: 4.99 });
const b = item({
  title: 'Bravo',
  description: 'Putting TEMPO',
  type: 'audio',
  category: 'Putting',
  downloadCount: 50,
});
const c = item({
  title: 'Charlie',
  publishDate: '2026-05-01',
  price: 9.99,
  locked: true,
  category: 'Course',
});
const d = item({ title: 'Delta', price: 2.5, isPurchased: true, purchaseStatus: 'granted' });
const all = [a, b, c, d];
const titles = (items: DownloadItem[]) => items.map((i) => i.title);

describe('download filters', () => {
  it('sorts newest first by default, then popular and by price both ways', () => {
    expect(titles(filterDownloads(all, DEFAULT_FILTERS))).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta']);
    expect(titles(filterDownloads(all, { ...DEFAULT_FILTERS, sort: 'popular' }))[0]).toBe('Bravo');
    expect(titles(filterDownloads(all, { ...DEFAULT_FILTERS, sort: 'price-asc' }))).toEqual([
      'Bravo',
      'Delta',
      'Alpha',
      'Charlie',
    ]);
    expect(titles(filterDownloads(all, { ...DEFAULT_FILTERS, sort: 'price-desc' }))[0]).toBe('Charlie');
  });

  it('searches title or description in any case, and filters by type and category', () => {
    expect(titles(filterDownloads(all, { ...DEFAULT_FILTERS, search: 'tempo' }))).toEqual(['Bravo']);
    expect(titles(filterDownloads(all, { ...DEFAULT_FILTERS, search: 'ALPHA' }))).toEqual(['Alpha']);
    expect(titles(filterDownloads(all, { ...DEFAULT_FILTERS, type: 'audio' }))).toEqual(['Bravo']);
    expect(titles(filterDownloads(all, { ...DEFAULT_FILTERS, category: 'Course' }))).toEqual(['Charlie']);
    expect(filterDownloads(all, { ...DEFAULT_FILTERS, type: 'video' })).toEqual([]);
    expect(categoriesOf(all)).toEqual(['Course', 'Practice plans', 'Putting']);
  });

  it('counts total, purchased, free and available, and picks each card’s buttons', () => {
    expect(downloadStats(all)).toEqual({ total: 4, purchased: 1, free: 1, available: 3 });
    expect(all.map(downloadAction)).toEqual(['buy', 'download', 'upgrade', 'purchased']);
    expect(downloadAction(item({ price: 1, purchaseRequested: true }))).toBe('requested');
    // Paid online, an unpaid attempt is offered to pay again, not shown as waiting for the academy.
    expect(downloadAction(item({ price: 1, purchaseRequested: true, paymentRule: 'online_full' }))).toBe(
      'buy',
    );
  });
});
