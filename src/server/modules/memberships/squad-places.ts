import { sessionOpen } from '@/core/rules/availability';
import { reminderDueAt } from '@/core/rules/booking-policy';
import { londonTime } from '@/core/rules/london-time';
import type { Tx } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import { confirmationEmail } from '../booking/booking-mail';
import { bookingsRepository, type NewPlace } from '../booking/bookings.repository';
import { diaryRepository } from '../booking/diary.repository';
import { newReference } from '../booking/guest-booking';
import { familiesRepository } from '../families/families.repository';
import { studentsRepository } from '../students/students.repository';
import type { MembershipRow } from './memberships.repository';
import { membershipsRepository } from './memberships.repository';

/**
 * The squad member's weekly places for a paid period, booked when the period's payment arrives: every
 * session of the squad at the member's time (Friday, London) that starts in the period, as one booking paid
 * by the membership. Places come out of the group's capacity, so single sessions are sold only from what is
 * left. A session already full is skipped and the academy told. Booking twice for one period changes nothing.
 */
export async function bookSquadPlaces(
  tx: Tx,
  membership: MembershipRow,
  deps: { now: Date; mailer?: Mailer; appUrl: string; notifyEmail?: string },
): Promise<number> {
  const plan = await membershipsRepository(tx).plan(membership.planId);
  if (plan?.kind !== 'squad' || !plan.serviceId || membership.status !== 'active') return 0;
  if (!membership.currentPeriodStart || !membership.currentPeriodEnd || !membership.squadTime) return 0;
  const bookings = bookingsRepository(tx);
  const key = `squad-${membership.id}-${membership.currentPeriodStart.toISOString()}`;
  if (await bookings.findByIdempotencyKey(key)) return 0;

  const diary = diaryRepository(tx);
  const service = await diary.findService(plan.serviceId);
  if (!service) return 0;
  const { now } = deps;
  const sessions = (
    await diary.sessions(service, membership.currentPeriodStart, membership.currentPeriodEnd, now)
  ).filter((s) => londonTime(s.startsAt) === membership.squadTime && s.startsAt > now);
  await diary.lockSessions(sessions.map((s) => s.id));
  const places: NewPlace[] = [];
  const full: Date[] = [];
  for (const session of sessions) {
    const taken = await diary.placesTaken(session.id, now);
    if (!sessionOpen({ ...session, booked: taken }, now, 0)) {
      full.push(session.startsAt);
      continue;
    }
    places.push({
      serviceId: service.id,
      coachId: session.coachId,
      sessionId: session.id,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      reminderDueAt: reminderDueAt(session.startsAt, now),
    });
  }
  if (places.length === 0 && full.length === 0) return 0;

  const student = (await studentsRepository(tx).findById(membership.studentId))!;
  const guardian = membership.boughtByGuardianId
    ? await familiesRepository(tx).findGuardian(membership.boughtByGuardianId)
    : undefined;
  const client = guardian ?? student;
  if (places.length > 0) {
    const token = randomToken();
    const bookingId = await bookings.insert(
      {
        reference: newReference(),
        serviceId: service.id,
        coachId: places[0]!.coachId,
        clientName: `${client.firstName} ${client.lastName}`,
        clientEmail: client.email,
        clientPhone: client.phone ?? null,
        participantName: `${student.firstName} ${student.lastName}`,
        participantDateOfBirth: student.dateOfBirth,
        participantStudentId: student.id,
        bookedByGuardianId: guardian?.id ?? null,
        totalPence: 0,
        status: 'confirmed',
        paymentRule: 'credit',
        onlinePence: 0,
        cancelTokenHash: sha256(token),
        idempotencyKey: key,
        requestFingerprint: sha256(key),
        createdAt: now,
      },
      places.map((p) => ({ ...p, status: 'confirmed' as const, heldUntil: null })),
    );
    const created = (await bookings.findById(bookingId))!;
    await deps.mailer?.send(
      confirmationEmail(created, `${deps.appUrl}/booking/cancel?token=${token}`, now),
      tx,
    );
  }
  if (full.length > 0 && deps.mailer && deps.notifyEmail) {
    await deps.mailer.send(
      {
        to: deps.notifyEmail,
        subject: `Squad full: no place for ${student.firstName} ${student.lastName}`,
        text: `${student.firstName} ${student.lastName}'s squad membership could not book ${full.length} session(s) at ${membership.squadTime}, because they were full: ${full.map((d) => d.toISOString().slice(0, 10)).join(', ')}. Please contact the family.`,
      },
      tx,
    );
  }
  return places.length;
}
