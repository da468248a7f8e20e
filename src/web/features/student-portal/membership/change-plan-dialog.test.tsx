import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipSummary, MembershipView, PlanSummary } from '@/core/contracts/memberships';
import { createQueryClient } from '@/web/lib/query-client';
import { ChangePlanDialog } from './change-plan-dialog';

const plan = (id: number, name: string, pricePence: number, sessions: number): PlanSummary => ({
  id,
  name,
  kind: 'coaching',
  pricePence,
  tier: name.toLowerCase() as PlanSummary['tier'],
  sessions,
});
const PERFORMANCE = plan(2, 'Performance', 44000, 8);
const OTHERS = [plan(1, 'Essentials', 24000, 4), plan(3, 'Elite', 60000, 12)];

const CURRENT: MembershipSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  plan: PERFORMANCE,
  status: 'active',
  pricePence: 44000,
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceUntil: null,
  inGrace: false,
  squadTime: null,
  credits: { perMonth: 8, left: 8 },
  managedByYou: true,
};
const CHILD = '00000000-0000-4000-8000-0000000000aa';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the change with a view of the new plan; records what was sent, and where. */
function serve(status = 200) {
  const sent: { url: string; body: unknown }[] = [];
  const view: MembershipView = {
    membership: CURRENT,
    tier: 'performance',
    tierSource: 'membership',
    override: null,
    soldOnline: true,
    canBuy: true,
    creditLessons: [],
    plans: [PERFORMANCE, ...OTHERS],
  } as MembershipView;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
      return status === 200 ? json(view) : json({}, status);
    }),
  );
  return sent;
}

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePlanDialog open onOpenChange={onOpenChange} current={CURRENT} plans={OTHERS} studentId={CHILD} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('Membership: changing plan', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how Stripe prorates, offers the other plans with their prices, and sends the chosen one for the child', async () => {
    const sent = serve();
    const onOpenChange = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Change plan' });
    expect(dialog.textContent).toContain(
      'From Performance (£440.00 a month). Stripe charges or credits the difference for the rest of this month',
    );
    const choices = screen.getAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(dialog.textContent).toContain('£600.00 a month');
    fireEvent.click(screen.getByRole('radio', { name: /Elite/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ url: `/api/memberships/mine/change?studentId=${CHILD}`, body: { planId: 3 } }]);
  });

  it('keeps the dialog open and says nothing was charged when the change fails without a reason', async () => {
    serve(502);
    const onOpenChange = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: /Essentials/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText(/Nothing was charged/)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
