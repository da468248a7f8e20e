import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { PlanSummary } from '@/core/contracts/memberships';
import { notify } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import { PlanPriceDialog } from './plan-price-dialog';

const ESSENTIALS: PlanSummary = {
  id: 1,
  name: 'Essentials',
  kind: 'coaching',
  pricePence: 24000,
  tier: 'essentials',
  sessions: 4,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(answer: Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/membership-plans/1/price' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return answer;
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlanPriceDialog plan={ESSENTIALS} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('Academy: a plan’s new price', () => {
  let success: MockInstance<typeof notify.success>;
  beforeEach(() => {
    success = vi.spyOn(notify, 'success').mockReturnValue('');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    success.mockRestore();
  });

  it('says members keep their price, and sends pounds as pence', async () => {
    const sent = serve(json({ ...ESSENTIALS, pricePence: 25125 }));
    const onOpenChange = renderDialog();
    expect(screen.getByRole('dialog').textContent).toContain(
      'New members pay the new price; members already paying keep theirs.',
    );
    const box = screen.getByLabelText(/Monthly price/) as HTMLInputElement;
    expect(box.value).toBe('240.00');
    fireEvent.change(box, { target: { value: '251.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ pricePence: 25125 }]);
    expect(success).toHaveBeenCalledWith('Essentials now costs £251.25 a month for new members.');
  });

  it('refuses what is not money before sending, and shows the server’s word under the field', async () => {
    const sent = serve(
      json({ message: 'Invalid', fields: { pricePence: 'A plan costs at most £10,000.00' } }, 400),
    );
    renderDialog();
    const box = screen.getByLabelText(/Monthly price/);
    fireEvent.change(box, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Enter the price in pounds, like 49.00')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(box, { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('A plan costs at most £10,000.00')).toBeTruthy();
    expect(sent).toEqual([{ pricePence: 900000 }]);
  });
});
