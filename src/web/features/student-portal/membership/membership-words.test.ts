// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MembershipSummary } from '@/core/contracts/memberships';
import { allowanceLine, graceNotice, paymentLine, statusOf, tierSourceLine } from './membership-words';

const base: MembershipSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  plan: { id: 2, name: 'Performance', kind: 'coaching', pricePence: 44000, tier: 'performance', sessions: 8 },
  status: 'active',
  pricePence: 44000,
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceUntil: null,
  inGrace: false,
  squadTime: null,
  credits: { perMonth: 8, left: 3 },
  managedByYou: true,
};

describe('a membership in words', () => {
  it('says what it costs and when it is next paid, or that it ends', () => {
    expect(statusOf(base)).toEqual({ label: 'Active', tone: 'success' });
    expect(paymentLine(base)).toBe('£440.00 a month · next payment 22 Dec 2026');
    const cancelling = { ...base, cancelAtPeriodEnd: true };
    expect(statusOf(cancelling).label).toBe('Cancelling');
    expect(paymentLine(cancelling)).toBe('£440.00 a month · ends 22 Dec 2026, nothing more to pay');
    expect(paymentLine({ ...base, status: 'canceled' })).toBe('Ended 22 Dec 2026');
  });

  it('counts the credits left, or gives the squad place', () => {
    expect(allowanceLine(base)).toBe('3 of 8 lessons left this month');
    expect(allowanceLine({ ...base, credits: null, squadTime: '17:00' })).toBe(
      'Fridays 5–6 pm, a fixed place every week',
    );
  });

  it('says the tier is kept while the server says the grace period lasts, and that it closed after', () => {
    const failed = {
      ...base,
      status: 'past_due' as const,
      graceUntil: '2026-12-29T10:00:00.000Z',
      inGrace: true,
    };
    expect(statusOf(failed)).toEqual({ label: 'Payment failed', tone: 'error' });
    expect(graceNotice(failed)).toMatch(
      /did not go through\. Everything in Performance stays open until 29 Dec 2026/,
    );
    expect(graceNotice({ ...failed, inGrace: false })).toMatch(
      /did not go through, and what Performance opens closed on 29 Dec 2026\. Update the card/,
    );
    expect(graceNotice(base)).toBeNull();
  });

  it('says when the academy set the tier by hand, and why', () => {
    expect(
      tierSourceLine({
        tier: 'elite',
        tierSource: 'override',
        override: { tier: 'elite', reason: 'County scholarship', endsOn: '2027-03-31' },
      }),
    ).toBe('Elite, set by the academy until 31 Mar 2027: County scholarship');
    expect(tierSourceLine({ tier: 'performance', tierSource: 'membership', override: null })).toBeNull();
  });
});
