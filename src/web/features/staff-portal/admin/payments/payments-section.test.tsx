import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRow } from '@/core/contracts/payments-admin';
import { createQueryClient } from '@/web/lib/query-client';
import { PaymentsSection } from './payments-section';

const CARD: PaymentRow = {
  id: '00000000-0000-4000-8000-0000000000d1',
  kind: 'download',
  what: 'Short Game Scoring Card',
  who: 'Leo Patel <leo.patel@example.com>',
  amountPence: 499,
  paidAt: '2026-11-20T15:30:00.000Z',
  refundedPence: 0,
  refundsSettled: true,
  refundable: true,
};

const STRIPE_DOWN =
  'Stripe could not make the refund, and nothing was sent back. Please try again in a minute.';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The payments list with one paid download, and the refund call's answer chosen by the test. */
function mockServer(refund: () => Response) {
  const refunded: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/admin/payments' && (init?.method ?? 'GET') === 'GET')
        return json({ payments: [CARD] });
      if (url === `/api/admin/payments/${CARD.id}/refund` && init?.method === 'POST') {
        refunded.push(CARD.id);
        return refund();
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return refunded;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentsSection />
    </QueryClientProvider>,
  );
}

describe('Academy: the payments list refunds a paid download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the refund button on a download, says the download is withdrawn, and shows it refunded', async () => {
    const refunded = mockServer(() => json({ payment: { ...CARD, refundedPence: 499, refundable: false } }));
    renderSection();
    const row = (await screen.findByText('Short Game Scoring Card')).closest('li')!;
    expect(row.textContent).toContain('£4.99');
    expect(within(row).getByText('Paid')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog.textContent).toContain(
      '£4.99 goes back to the card that paid for Short Game Scoring Card. The student no longer has the download',
    );
    expect(dialog.textContent).not.toContain('booking');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund £4.99' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunded).toEqual([CARD.id]);
    expect(within(row).getByText('Refunded')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('says so when Stripe could not make the refund, and keeps the button', async () => {
    mockServer(() => json({ message: STRIPE_DOWN }, 502));
    renderSection();
    const row = (await screen.findByText('Short Game Scoring Card')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund £4.99' }));
    expect(await within(dialog).findByText(STRIPE_DOWN)).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
  });
});
