// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refundState } from './payment-words';

describe('a payment’s refund state', () => {
  it('says paid, part or all refunded, and whether Stripe is still sending it', () => {
    expect(refundState({ amountPence: 5500, refundedPence: 0, refundsSettled: true })).toBe('Paid');
    expect(refundState({ amountPence: 11000, refundedPence: 5500, refundsSettled: true })).toBe(
      '£55.00 refunded',
    );
    expect(refundState({ amountPence: 5500, refundedPence: 5500, refundsSettled: false })).toBe(
      'Refunded · on its way',
    );
  });
});
