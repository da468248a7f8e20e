import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminService } from '@/core/contracts/booking-admin';
import { createQueryClient } from '@/web/lib/query-client';
import { ServiceDialog } from './service-dialog';

const CAMP: AdminService = {
  id: 7,
  slug: 'summer-camp',
  name: 'Summer Camp',
  description: null,
  duration: 360,
  pricePence: 3500,
  capacity: 12,
  location: null,
  kind: 'session',
  slotStepMinutes: 30,
  active: true,
  coachIds: [],
  minAge: 6,
  maxAge: 14,
  asksWelfare: true,
  paymentRule: 'deposit',
  depositPence: 1000,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every save is answered by `answer`; what was sent is kept. */
function mockServer(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

/** jsdom has no ResizeObserver; Radix's checkbox measures itself with one. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderDialog(service: AdminService | 'new', onClose = vi.fn()) {
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoResizeObserver);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ServiceDialog service={service} coaches={[]} onClose={onClose} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

afterEach(() => vi.unstubAllGlobals());

describe('a service’s payment rule', () => {
  it('shows the deposit in pounds, sends it in pence, and drops it under another rule', async () => {
    const sent = mockServer(() => json({ service: CAMP }));
    const onClose = vi.fn();
    const dialog = renderDialog(CAMP, onClose);
    expect(
      within(dialog).getByText(
        'Applies while the academy takes payments online; otherwise everything is paid at the venue.',
      ),
    ).toBeTruthy();
    const rule = within(dialog).getByLabelText(/Payment/) as HTMLSelectElement;
    expect(rule.value).toBe('deposit');
    const deposit = within(dialog).getByLabelText(/Deposit per place/) as HTMLInputElement;
    expect(deposit.value).toBe('10.00');
    fireEvent.change(deposit, { target: { value: '12.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ paymentRule: 'deposit', depositPence: 1250, pricePence: 3500 });

    fireEvent.change(rule, { target: { value: 'online_full' } });
    expect(within(dialog).queryByLabelText(/Deposit per place/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ paymentRule: 'online_full', depositPence: null });
  });

  it('asks for a deposit no larger than the price before sending anything', async () => {
    const sent = mockServer(() => json({ service: CAMP }));
    const dialog = renderDialog(CAMP);
    const deposit = within(dialog).getByLabelText(/Deposit per place/);
    fireEvent.change(deposit, { target: { value: '40.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText('The deposit cannot be more than the price')).toBeTruthy();
    fireEvent.change(deposit, { target: { value: 'ten pounds' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText('Enter an amount in pounds, e.g. 10.00')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s word on the deposit under the deposit box', async () => {
    mockServer(() =>
      json(
        {
          error: 'validation',
          message: 'Check the highlighted fields',
          fields: { depositPence: 'The deposit cannot be more than the price' },
        },
        400,
      ),
    );
    const dialog = renderDialog(CAMP);
    fireEvent.change(within(dialog).getByLabelText(/Price/), { target: { value: '35.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    const deposit = within(dialog).getByLabelText(/Deposit per place/);
    await waitFor(() => expect(deposit.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The deposit cannot be more than the price')).toBeTruthy();
  });
});
