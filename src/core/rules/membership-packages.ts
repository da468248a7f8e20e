import { type MembershipColor, membershipPlans } from '../content/programmes';
import type { MembershipRecord } from '../contracts/booking';

/** The picker keeps only the academy's three plans (public-site §5). */
export const PICKER_MEMBERSHIP_IDS = [1, 2, 3] as const;
export const DEFAULT_SESSION_LIMIT = 4;

export interface MembershipPackage {
  id: number;
  name: string;
  /** Pounds, as a number: first price, else recurring price, else 0. */
  price: number;
  duration: 'Monthly' | 'One-time';
  description: string;
  longDescription: string;
  image: string | null;
  features: string[];
  color: MembershipColor;
  popular: boolean;
  sessions: number;
  serviceId: number;
  membershipId: number;
  purchaseUrl: string;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Maps a provider membership to the picker's package, with the academy's name, features and colour by id. */
export function toMembershipPackage(record: MembershipRecord): MembershipPackage {
  const plan = membershipPlans.find((p) => p.id === record.id);
  const first = toNumber(record.first_price);
  const recurring = toNumber(record.recurring_price);
  const limit = toNumber(record.limit);
  const description = record.description?.trim() ?? '';
  return {
    id: record.id,
    name: plan?.name ?? record.name,
    price: first || recurring || 0,
    duration: record.duration_type === 'month' ? 'Monthly' : 'One-time',
    description,
    longDescription: description,
    image: record.picture_path,
    features: plan ? [...plan.features] : [],
    color: plan?.color ?? 'green',
    popular: plan?.popular ?? false,
    sessions: limit !== null && Number.isInteger(limit) ? limit : DEFAULT_SESSION_LIMIT,
    serviceId: record.id,
    membershipId: record.id,
    purchaseUrl: record.purchase_url,
  };
}

/** The picker's cards: ids 1, 2 and 3 only, in id order. */
export function pickerPackages(records: MembershipRecord[]): MembershipPackage[] {
  return records
    .filter((r) => (PICKER_MEMBERSHIP_IDS as readonly number[]).includes(r.id))
    .sort((a, b) => a.id - b.id)
    .map(toMembershipPackage);
}

/** '£' and the number, or 'FREE' for 0 (public-site §9). */
export function membershipPriceLabel(price: number): string {
  return price === 0 ? 'FREE' : `£${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** The unit line under the price: 'per month • 8 sessions', 'one-time • 4 sessions'. */
export function membershipUnitLabel(pkg: Pick<MembershipPackage, 'duration' | 'sessions'>): string {
  return `${pkg.duration === 'Monthly' ? 'per month' : 'one-time'} • ${pkg.sessions} sessions`;
}
