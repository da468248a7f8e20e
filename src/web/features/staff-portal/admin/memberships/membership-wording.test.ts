// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  creditsLabel,
  isPounds,
  membershipStatusLabel,
  nextPaymentLabel,
  penceToPounds,
  planSessionsLabel,
  planTierLabel,
  poundsToPence,
  squadTimeLabel,
} from './membership-wording';

const base = {
  status: 'active' as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  graceUntil: null,
  inGrace: false,
};

describe('a membership in the academy’s words', () => {
  it('says what each state means, with the dates it depends on', () => {
    expect(membershipStatusLabel(base)).toEqual({ label: 'Active', tone: 'success' });
    expect(membershipStatusLabel({ ...base, cancelAtPeriodEnd: true })).toEqual({
      label: 'Cancelling — ends 22 Dec 2026',
      tone: 'warning',
    });
    const failed = { ...base, status: 'past_due' as const, graceUntil: '2026-11-29T10:00:00.000Z' };
    expect(membershipStatusLabel({ ...failed, inGrace: true }).label).toBe(
      'Payment failed — tier kept until 29 Nov 2026',
    );
    expect(membershipStatusLabel(failed).label).toBe('Payment failed — tier dropped 29 Nov 2026');
    expect(membershipStatusLabel({ ...base, status: 'past_due' }).label).toBe('Payment failed');
    expect(membershipStatusLabel({ ...base, status: 'canceled' }).label).toBe('Ended');
    expect(membershipStatusLabel({ ...base, status: 'incomplete' }).label).toBe('Incomplete');
  });

  it('shows the next payment only while one is due', () => {
    expect(nextPaymentLabel(base)).toBe('22 Dec 2026');
    expect(nextPaymentLabel({ ...base, cancelAtPeriodEnd: true })).toBeNull();
    expect(nextPaymentLabel({ ...base, status: 'past_due' })).toBeNull();
    expect(nextPaymentLabel({ ...base, status: 'canceled' })).toBeNull();
  });

  it('reads credits, squad times and plans', () => {
    expect(creditsLabel({ perMonth: 4, left: 3 })).toBe('3 of 4 this month');
    expect(creditsLabel(null)).toBeNull();
    expect(squadTimeLabel('16:00')).toBe('Fridays 4–5 pm');
    expect(squadTimeLabel(null)).toBeNull();
    expect(planTierLabel('essentials')).toBe('Gives Essentials');
    expect(planTierLabel(null)).toBe('Tier unchanged');
    expect(planSessionsLabel({ kind: 'coaching', sessions: 4 })).toBe('4 lessons a month');
    expect(planSessionsLabel({ kind: 'squad', sessions: 1 })).toBe('1 squad session a month');
  });
});

describe('a price typed in pounds', () => {
  it('becomes whole pence without rounding error', () => {
    expect(poundsToPence('49')).toBe(4900);
    expect(poundsToPence('49.5')).toBe(4950);
    expect(poundsToPence(' £49.99 ')).toBe(4999);
    expect(poundsToPence('0.29')).toBe(29);
    expect(poundsToPence('1,049.10')).toBe(104910);
    expect(poundsToPence('1.15')).toBe(115);
  });

  it('refuses what is not money', () => {
    for (const text of ['', 'abc', '49.999', '-5', '4,9', '1e3', '.5', '£']) {
      expect(isPounds(text)).toBe(false);
      expect(poundsToPence(text)).toBeNaN();
    }
  });

  it('shows pence as pounds for the price box', () => {
    expect(penceToPounds(4900)).toBe('49.00');
    expect(penceToPounds(4999)).toBe('49.99');
  });
});
