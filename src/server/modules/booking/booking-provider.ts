import type { MembershipRecord } from '../../../core/contracts/booking';

/**
 * Where bookings and memberships come from. The academy's own engine is the default; a relay to an
 * external booking provider implements the same interface, so the widget and the API never change.
 */
export interface BookingProvider {
  readonly name: 'builtin' | 'simplybook';
  listMemberships(): Promise<MembershipRecord[]>;
}
