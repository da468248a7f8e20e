import type {
  AdminService,
  AdminSession,
  DiaryCoach,
  DiarySession,
  StaffBooking,
  TimeOffEntry,
} from '@/core/contracts/booking-admin';
import { ageOn } from '@/core/rules/age-rules';
import { poundsString } from '@/core/rules/booking-policy';
import { londonDate, londonTime, minutesToClock } from '@/core/rules/london-time';
import { venueDue } from '@/core/rules/payment-rules';
import type { AdminServiceRow, DiaryCoachRow, SessionRow } from './booking-admin.repository';
import type { PlaceRow } from './diary-places.repository';

const fullName = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

export function presentPlace(row: PlaceRow, now: Date): StaffBooking {
  const coachName = fullName(row.coachFirstName, row.coachLastName);
  return {
    id: row.bookingId,
    placeId: row.placeId,
    reference: row.reference,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    coach: row.coachId !== null && coachName ? { id: row.coachId, name: coachName } : null,
    date: londonDate(row.startsAt),
    time: londonTime(row.startsAt),
    endTime: londonTime(row.endsAt),
    status: row.status,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    comment: row.comment,
    price: poundsString(row.totalPence),
    location: row.location,
    bookedAt: row.bookedAt.toISOString(),
    places: row.places,
    participantName: row.participantName,
    participantAge: row.participantDateOfBirth
      ? ageOn(row.participantDateOfBirth, londonDate(row.startsAt))
      : null,
    hasWelfare: row.hasWelfare,
    attendance: row.attendance,
    started: row.startsAt <= now,
    frontDesk: row.frontDesk,
    payment: {
      rule: row.paymentRule,
      paidOnline: poundsString(row.paidOnlinePence),
      dueAtVenue: poundsString(row.status === 'confirmed' ? venueDue(row) : 0),
      balancePaid: row.balancePaidAt !== null,
    },
  };
}

export function presentTimeOff(row: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  reason: string | null;
}): TimeOffEntry {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

export function presentDiaryCoach(
  row: DiaryCoachRow,
  hours: { weekday: number; startMinute: number; endMinute: number }[],
  timeOff: { id: string; startsAt: Date; endsAt: Date; reason: string | null }[],
): DiaryCoach {
  return {
    id: row.id,
    staffId: row.staffId,
    name: `${row.firstName} ${row.lastName}`,
    role: row.role,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    bufferMinutes: row.bufferMinutes,
    active: row.active,
    weeklyHours: hours.map((h) => ({
      weekday: h.weekday,
      start: minutesToClock(h.startMinute),
      end: minutesToClock(h.endMinute),
    })),
    timeOff: timeOff.map(presentTimeOff),
  };
}

export function presentAdminService(row: AdminServiceRow): AdminService {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    duration: row.durationMinutes,
    pricePence: row.pricePence,
    capacity: row.capacity,
    location: row.location,
    kind: row.kind,
    slotStepMinutes: row.slotStepMinutes,
    minAge: row.minAge,
    maxAge: row.maxAge,
    asksWelfare: row.asksWelfare,
    // The column's type is the bookings' too; a service is never saved as `credit`.
    paymentRule: row.paymentRule === 'credit' ? 'venue' : row.paymentRule,
    depositPence: row.depositPence,
    active: row.active,
    coachIds: row.coachIds,
  };
}

export function presentSession(row: SessionRow, serviceCapacity: number): AdminSession {
  const coachName = fullName(row.coachFirstName, row.coachLastName);
  return {
    id: row.id,
    serviceId: row.serviceId,
    coach: row.coachId !== null && coachName ? { id: row.coachId, name: coachName } : null,
    date: londonDate(row.startsAt),
    start: londonTime(row.startsAt),
    end: londonTime(row.endsAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity ?? serviceCapacity,
    booked: row.booked,
  };
}

/** A session as the diary lists it: never fewer than no places left, even when staff over-filled it. */
export function presentDiarySession(row: SessionRow): DiarySession {
  const coachName = fullName(row.coachFirstName, row.coachLastName);
  return {
    id: row.id,
    serviceName: row.serviceName,
    coach: row.coachId !== null && coachName ? { id: row.coachId, name: coachName } : null,
    date: londonDate(row.startsAt),
    start: londonTime(row.startsAt),
    end: londonTime(row.endsAt),
    capacity: row.capacity,
    placesLeft: Math.max(0, row.capacity - row.booked),
  };
}
