import { describe, expect, it } from 'vitest';
import type { MembershipRecord } from '../contracts/booking';
import {
  membershipPriceLabel,
  membershipUnitLabel,
  pickerPackages,
  toMembershipPackage,
} from './membership-packages';

const record = (overrides: Partial<MembershipRecord>): MembershipRecord => ({
  id: 1,
  name: 'Provider name',
  first_price: null,
  recurring_price: null,
  limit: null,
  duration_type: 'month',
  description: 'Monthly coaching',
  picture_path: null,
  purchase_url: 'https://provider.example/buy/1',
  ...overrides,
});

describe('membership packages', () => {
  it('keep ids 1, 2 and 3 only, in order, with the academy names and features', () => {
    const packages = pickerPackages([
      record({ id: 3 }),
      record({ id: 7 }),
      record({ id: 1 }),
      record({ id: 2 }),
    ]);
    expect(packages.map((p) => [p.id, p.name, p.color, p.popular])).toEqual([
      [1, 'Essentials', 'blue', false],
      [2, 'Performance', 'green', true],
      [3, 'Elite', 'purple', false],
    ]);
    expect(packages[1]!.features).toContain('Everything in Essentials');
    expect(packages[0]).toMatchObject({
      serviceId: 1,
      membershipId: 1,
      purchaseUrl: 'https://provider.example/buy/1',
    });
  });

  it('price from first price, else recurring price, else 0', () => {
    expect(toMembershipPackage(record({ first_price: '150', recurring_price: 120 })).price).toBe(150);
    expect(toMembershipPackage(record({ first_price: 0, recurring_price: '120.50' })).price).toBe(120.5);
    expect(toMembershipPackage(record({ first_price: null, recurring_price: null })).price).toBe(0);
  });

  it('show £ and the number, or FREE', () => {
    expect(membershipPriceLabel(150)).toBe('£150');
    expect(membershipPriceLabel(120.5)).toBe('£120.50');
    expect(membershipPriceLabel(0)).toBe('FREE');
  });

  it('default the session limit to 4 when it is not a number, and name the duration', () => {
    expect(toMembershipPackage(record({ limit: 'unlimited' })).sessions).toBe(4);
    expect(toMembershipPackage(record({ limit: '8' })).sessions).toBe(8);
    const oneOff = toMembershipPackage(record({ duration_type: 'year', limit: 12 }));
    expect(oneOff.duration).toBe('One-time');
    expect(membershipUnitLabel(oneOff)).toBe('one-time • 12 sessions');
    expect(membershipUnitLabel(toMembershipPackage(record({})))).toBe('per month • 4 sessions');
  });
});
