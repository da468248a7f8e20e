import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadItem } from '@/core/contracts/downloads';
import { json, mockServer, renderAt } from '../family/family-test-server';
import { DownloadsTab } from '../tabs/downloads-tab';

const ITEM_ID = '5d0e1f2a-1111-4222-8333-944455556666';
const SESSION = 'cs_test_a1b2c3';

const item = (overrides: Partial<DownloadItem> = {}): DownloadItem => ({
  id: ITEM_ID,
  title: 'Short game plan',
  description: 'Four weeks around the green',
  type: 'pdf',
  category: 'Practice plans',
  requiredTier: 'free',
  price: 6.5,
  originalPrice: null,
  author: 'James Whitfield',
  fileSize: 2048,
  duration: null,
  pages: 4,
  rating: null,
  reviews: 0,
  downloadCount: 0,
  publishDate: '2026-11-01',
  isActive: true,
  isPurchased: false,
  purchaseRequested: false,
  purchaseStatus: null,
  locked: false,
  paymentRule: 'online_full',
  ...overrides,
});

const card = () => screen.getByRole('article', { name: 'Short game plan' });

describe('Downloads tab with payments online', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Buy for the price, and sends the student to the page the server answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = mockServer({
      'GET /api/downloads': () => ({ downloads: [item()] }),
      [`POST /api/downloads/${ITEM_ID}/purchase`]: () => ({
        download: item({ purchaseRequested: true, purchaseStatus: 'requested' }),
        checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_a1b2c3',
      }),
    });
    renderAt('/student-portal?tab=downloads', <DownloadsTab />);
    const buy = await within(await waitFor(card)).findByRole('button', {
      name: 'Buy Short game plan for £6.50',
    });
    expect(buy.textContent).toContain('Buy for £6.50');
    fireEvent.click(buy);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_a1b2c3'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
    // Nothing says it is bought while the student is on their way to pay.
    expect(screen.queryByText(/purchase complete/i)).toBeNull();
    expect(within(card()).queryByText('Purchased')).toBeNull();
  });

  it('says the purchase is complete only once the server confirms it, and the item opens', async () => {
    // The server's answer about the payment is held back until the test lets it go.
    let confirm: (value: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => {
      confirm = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith(`/api/downloads/checkout/${SESSION}`)
          ? answered
          : json({ downloads: [item()] }),
      ),
    );
    renderAt(`/student-portal?tab=downloads&purchase=${SESSION}`, <DownloadsTab />);
    expect(await screen.findByText('Checking your payment with Stripe…')).toBeTruthy();
    expect(screen.queryByText('Purchase complete')).toBeNull();
    await waitFor(card);
    expect(within(card()).getByRole('button', { name: /^Buy Short game plan/ })).toBeTruthy();

    confirm(json({ paid: true, download: item({ isPurchased: true, purchaseStatus: 'granted' }) }));
    expect(await screen.findByText('Purchase complete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Short game plan now' }).getAttribute('href')).toBe(
      `/api/downloads/${ITEM_ID}/file`,
    );
    await waitFor(() => expect(within(card()).getByText('Purchased')).toBeTruthy());
    expect(within(card()).getByRole('link', { name: 'Download Short game plan' })).toBeTruthy();
  });

  it('says no payment has arrived when Stripe has none, and Buy stays', async () => {
    mockServer({
      [`GET /api/downloads/checkout/${SESSION}`]: () => ({ paid: false, download: item() }),
      'GET /api/downloads': () => ({ downloads: [item()] }),
    });
    renderAt(`/student-portal?tab=downloads&purchase=${SESSION}`, <DownloadsTab />);
    expect(await screen.findByText('No payment yet')).toBeTruthy();
    expect(screen.queryByText('Purchase complete')).toBeNull();
    await waitFor(card);
    expect(within(card()).getByRole('button', { name: /^Buy Short game plan/ })).toBeTruthy();
  });

  it('keeps the request to the academy when payments are off', async () => {
    mockServer({
      'GET /api/downloads': () => ({ downloads: [item({ paymentRule: 'venue' })] }),
      [`POST /api/downloads/${ITEM_ID}/purchase`]: () => ({
        download: item({ paymentRule: 'venue', purchaseRequested: true, purchaseStatus: 'requested' }),
        checkoutUrl: null,
      }),
    });
    renderAt('/student-portal?tab=downloads', <DownloadsTab />);
    await waitFor(card);
    fireEvent.click(within(card()).getByRole('button', { name: 'Buy Short game plan' }));
    expect(await within(card()).findByText(/take payment at the venue/)).toBeTruthy();
  });
});
