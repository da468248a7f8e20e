import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { BookingStatus, PaymentRule } from '@/core/contracts/booking';
import type { DbOrTx } from '../../db/client';
import {
  bookingCoaches,
  bookingPayments,
  bookingPlaces,
  bookingServices,
  bookings,
  bookingWelfare,
  staff,
} from '../../db/schema/index';

/** A booked place as the staff diary lists it. */
export interface PlaceRow {
  placeId: string;
  bookingId: string;
  reference: string;
  serviceId: number;
  serviceName: string;
  location: string | null;
  coachId: number | null;
  coachFirstName: string | null;
  coachLastName: string | null;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  comment: string | null;
  totalPence: number;
  paymentRule: PaymentRule;
  onlinePence: number;
  balancePaidAt: Date | null;
  paidOnlinePence: number;
  bookedAt: Date;
  places: number;
  participantName: string | null;
  participantDateOfBirth: string | null;
  hasWelfare: boolean;
  attendance: 'attended' | 'no_show' | null;
  frontDesk: boolean;
}

/** Booked places starting in [from, to), by coach and start time, one query for all. */
export function placesBetween(db: DbOrTx, from: Date, to: Date, coachId?: number): Promise<PlaceRow[]> {
  const counts = db
    .select({ bookingId: bookingPlaces.bookingId, n: sql<number>`count(*)::int`.as('n') })
    .from(bookingPlaces)
    .groupBy(bookingPlaces.bookingId)
    .as('counts');
  return db
    .select({
      placeId: bookingPlaces.id,
      bookingId: bookings.id,
      reference: bookings.reference,
      serviceId: bookingPlaces.serviceId,
      serviceName: bookingServices.name,
      location: bookingServices.location,
      coachId: bookingPlaces.coachId,
      coachFirstName: staff.firstName,
      coachLastName: staff.lastName,
      startsAt: bookingPlaces.startsAt,
      endsAt: bookingPlaces.endsAt,
      status: bookingPlaces.status,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      clientPhone: bookings.clientPhone,
      comment: bookings.comment,
      totalPence: bookings.totalPence,
      paymentRule: bookings.paymentRule,
      onlinePence: bookings.onlinePence,
      balancePaidAt: bookings.balancePaidAt,
      paidOnlinePence:
        sql<number>`coalesce((select sum(${bookingPayments.amountPence}) from ${bookingPayments} where ${bookingPayments.bookingId} = ${bookings.id} and ${bookingPayments.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
      bookedAt: bookings.createdAt,
      places: sql<number>`coalesce(${counts.n}, 1)`.mapWith(Number),
      participantName: bookings.participantName,
      participantDateOfBirth: bookings.participantDateOfBirth,
      attendance: bookingPlaces.attendance,
      frontDesk: sql<boolean>`${bookings.createdByStaffId} is not null`.mapWith(Boolean),
      hasWelfare:
        sql<boolean>`exists (select 1 from ${bookingWelfare} where ${bookingWelfare.bookingId} = ${bookings.id})`.mapWith(
          Boolean,
        ),
    })
    .from(bookingPlaces)
    .innerJoin(bookings, eq(bookings.id, bookingPlaces.bookingId))
    .innerJoin(bookingServices, eq(bookingServices.id, bookingPlaces.serviceId))
    .leftJoin(counts, eq(counts.bookingId, bookings.id))
    .leftJoin(bookingCoaches, eq(bookingCoaches.id, bookingPlaces.coachId))
    .leftJoin(staff, eq(staff.id, bookingCoaches.staffId))
    .where(
      and(
        gte(bookingPlaces.startsAt, from),
        lt(bookingPlaces.startsAt, to),
        // A hold that ended unpaid was never a booking.
        ne(bookingPlaces.status, 'expired'),
        coachId === undefined ? undefined : eq(bookingPlaces.coachId, coachId),
      ),
    )
    .orderBy(
      sql`${bookingPlaces.coachId} asc nulls last`,
      asc(bookingPlaces.startsAt),
      asc(bookings.createdAt),
    );
}
