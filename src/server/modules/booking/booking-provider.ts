import type {
  BookingCoach,
  BookingConfirmation,
  BookingService,
  BookRequest,
  MembershipRecord,
} from '@/core/contracts/booking';

export interface AvailabilityQuery {
  serviceId: number;
  /** London dates, inclusive. */
  from: string;
  to: string;
  providerId?: number;
}

export interface BookOutcome {
  /** False when an Idempotency-Key replayed an earlier booking. */
  created: boolean;
  booking: BookingConfirmation;
}

/**
 * Where bookings and memberships come from. The academy's own diary is the default; a relay to an
 * external booking provider implements the same interface, so the widget and the API never change.
 * Implementations throw AppError: 400 for bad client data, 409 when a time is no longer available,
 * 502 when a provider fails.
 */
export interface BookingProvider {
  readonly name: 'builtin' | 'simplybook';
  listMemberships(): Promise<MembershipRecord[]>;
  /** Bookable services keyed by id. */
  listServices(): Promise<Record<string, BookingService>>;
  /** Coaches who take bookings, keyed by id. */
  listProviders(): Promise<Record<string, BookingCoach>>;
  /** Open start times (HH:MM) per London date; dates with none are left out. */
  availability(query: AvailabilityQuery): Promise<Record<string, string[]>>;
  book(request: BookRequest, options: { idempotencyKey?: string }): Promise<BookOutcome>;
}
