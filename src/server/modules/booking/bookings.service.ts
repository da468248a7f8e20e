import { randomInt } from 'node:crypto';
import { academy } from '@/core/content/academy';
import type { BookingConfirmation, BookRequest, CancellationView } from '@/core/contracts/booking';
import { isOfferedLessonStart, lessonSlotOpen, sessionOpen } from '@/core/rules/availability';
import {
  BOOKING_WINDOW_DAYS,
  canCustomerCancel,
  cancelDeadline,
  poundsString,
  reminderDueAt,
} from '@/core/rules/booking-policy';
import {
  addDays,
  clockToMinutes,
  londonDate,
  londonTime,
  londonWallTimeToUtc,
} from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import { isAdmin, type StaffActor } from '../access/access-policy';
import { CANCELLATION_POLICY, cancellationEmail, confirmationEmail, reminderEmail } from './booking-mail';
import type { BookOutcome } from './booking-provider';
import { type BookingDetail, bookingsRepository, type NewPlace } from './bookings.repository';
import { diaryRepository } from './diary.repository';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Crockford base-32 without look-alikes: easy to read out over the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
function newReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SGA-${code}`;
}

const coachName = (b: BookingDetail) =>
  b.coachFirstName ? `${b.coachFirstName} ${b.coachLastName ?? ''}`.trim() : null;

/** What the booking calls and the cancel page show of a booking. */
export function presentBooking(b: BookingDetail): BookingConfirmation {
  const first = b.places[0]!;
  return {
    id: b.id,
    reference: b.reference,
    serviceId: b.serviceId,
    serviceName: b.serviceName,
    providerId: b.coachId,
    providerName: coachName(b),
    date: londonDate(first.startsAt),
    time: londonTime(first.startsAt),
    places: b.places.map((p) => ({
      date: londonDate(p.startsAt),
      time: londonTime(p.startsAt),
      endTime: londonTime(p.endsAt),
    })),
    price: poundsString(b.totalPence),
    location: b.location,
    status: b.status,
    clientName: b.clientName,
    clientEmail: b.clientEmail,
    cancelUntil: b.status === 'confirmed' ? cancelDeadline(first.startsAt).toISOString() : null,
  };
}

const notAnOfferedStart = () =>
  badRequest('Please choose one of the start times offered for this service', {
    time: 'Not one of the offered start times',
  });

const tooManyBookings = (limit: number, retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    `This e-mail address has made ${limit} bookings in the last 24 hours, the most we take online. Please call us to book more.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

const slotTaken = (date: string, time: string) =>
  conflict(`Sorry, ${time} on ${date} has just been taken. Please choose another time.`, {
    time: 'No longer available',
  });

export interface BookingsServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  /** Bookings one e-mail address may make in 24 hours; 6 unless configured. */
  perEmailPerDay?: number;
  log?: { error(obj: object, msg: string): void };
}

/**
 * The academy's own booking engine. Every rule that decides whether a place can be taken is checked
 * again inside the transaction, after locking the coach (and the session) the place belongs to, so two
 * requests racing for the last place cannot both win.
 */
export function bookingsService(deps: BookingsServiceDeps) {
  const diary = diaryRepository(deps.db);
  const repo = bookingsRepository(deps.db);
  const cancelUrl = (token: string) => `${deps.appUrl}/booking/cancel?token=${token}`;
  const perEmailPerDay = deps.perEmailPerDay ?? 6;

  async function replay(key: string, fingerprint: string): Promise<BookOutcome | undefined> {
    const existing = await repo.findByIdempotencyKey(key);
    if (!existing) return undefined;
    if (existing.requestFingerprint !== fingerprint) {
      throw new AppError(
        422,
        'idempotency_mismatch',
        'This Idempotency-Key was already used for a different booking',
      );
    }
    return { created: false, booking: presentBooking(existing) };
  }

  /** Cancels and queues the customer's e-mail in one transaction; a second cancel finds it done. */
  async function cancelWithMail(
    bookingId: string,
    by: Parameters<typeof repo.cancel>[1],
    now: Date,
    who: 'customer' | 'staff',
  ): Promise<BookingDetail> {
    const cancelled = await deps.db.transaction(async (tx) => {
      const txRepo = bookingsRepository(tx);
      if (!(await txRepo.cancel(bookingId, by, now))) throw conflict('This booking is already cancelled.');
      const row = (await txRepo.findById(bookingId))!;
      await deps.mailer.send(cancellationEmail(row, who, now), tx);
      return row;
    });
    deps.mailer.wake();
    return cancelled;
  }

  return {
    /** Books one place (or several days of a dated programme) and e-mails the confirmation. */
    async book(request: BookRequest, options: { idempotencyKey?: string } = {}): Promise<BookOutcome> {
      const now = deps.clock();
      const today = londonDate(now);
      const service = await diary.findService(request.serviceId);
      if (!service?.active) {
        throw badRequest('This service cannot be booked', { serviceId: 'Unknown service' });
      }
      const dates = [request.date, ...(request.additionalDates ?? [])];
      if (new Set(dates).size !== dates.length) {
        throw badRequest('Each day can be booked once', { additionalDates: 'Repeats a day' });
      }
      if (dates.length > 1 && service.kind !== 'session') {
        throw badRequest('Only camps and squads can be booked for several days at once', {
          additionalDates: 'Not allowed for this service',
        });
      }
      for (const date of dates) {
        if (date < today) throw badRequest('That date has passed', { date: 'In the past' });
        if (service.kind === 'lesson' && date > addDays(today, BOOKING_WINDOW_DAYS)) {
          throw badRequest(`Lessons can be booked up to ${BOOKING_WINDOW_DAYS} days ahead`, {
            date: 'Too far ahead',
          });
        }
      }
      const minute = clockToMinutes(request.time);
      const starts = dates.map((date) => {
        const instant = londonWallTimeToUtc(date, minute);
        if (!instant) {
          throw badRequest('That time does not exist on that day: the clocks go forward', {
            time: 'Not a time on this day',
          });
        }
        return instant;
      });

      if (request.providerId != null) {
        const allowed = service.coachIds.length
          ? service.coachIds.includes(request.providerId)
          : (await diary.listCoaches([request.providerId])).length === 1;
        if (!allowed) {
          throw badRequest('That coach does not teach this service', { providerId: 'Not available' });
        }
      }

      const fingerprint = sha256(JSON.stringify(request));
      if (options.idempotencyKey) {
        const earlier = await replay(options.idempotencyKey, fingerprint);
        if (earlier) return earlier;
      }

      const token = randomToken();
      let booking: BookingDetail;
      try {
        booking = await deps.db.transaction(async (tx) => {
          const txDiary = diaryRepository(tx);
          const txBookings = bookingsRepository(tx);
          // Counted under a lock held to the end of the transaction, so two bookings racing for an
          // address's last one of the day cannot both see room. Taken before any diary lock, in every
          // booking, so the locks are always taken in one order.
          const email = request.clientData.email;
          await txBookings.lockClientEmail(email);
          const recent = await txBookings.madeSince(email, new Date(now.getTime() - DAY));
          if (recent.count >= perEmailPerDay) {
            const frees = recent.oldest!.getTime() + DAY - now.getTime();
            throw tooManyBookings(perEmailPerDay, Math.max(1, Math.ceil(frees / 1000)));
          }
          const places: NewPlace[] = [];
          let coachId: number | null = null;

          if (service.kind === 'session') {
            const found = [];
            for (const [i, start] of starts.entries()) {
              const [session] = await txDiary.sessions(
                service,
                start,
                new Date(start.getTime() + 1),
                request.providerId ?? undefined,
              );
              if (!session) throw slotTaken(dates[i]!, request.time);
              found.push(session);
            }
            await txDiary.lockSessions(found.map((s) => s.id));
            const coaches = await txDiary.listCoaches([
              ...new Set(found.map((s) => s.coachId).filter((id): id is number => id !== null)),
            ]);
            for (const [i, session] of found.entries()) {
              const taken = await txDiary.placesTaken(session.id);
              const notice = coaches.find((c) => c.id === session.coachId)?.minimumNoticeMinutes ?? 0;
              if (!sessionOpen({ ...session, booked: taken }, now, notice)) {
                throw slotTaken(dates[i]!, request.time);
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
            coachId = found[0]!.coachId;
          } else {
            const start = starts[0]!;
            const end = new Date(start.getTime() + service.durationMinutes * MINUTE);
            const candidates = await txDiary.listCoaches(
              request.providerId != null
                ? [request.providerId]
                : service.coachIds.length
                  ? service.coachIds
                  : undefined,
            );
            const lesson = {
              id: service.id,
              durationMinutes: service.durationMinutes,
              capacity: service.capacity,
              slotStepMinutes: service.slotStepMinutes,
            };
            let offered = false;
            for (const coach of candidates) {
              await txDiary.lockCoach(coach.id);
              const [coachDiary] = await txDiary.diaries(
                [coach],
                new Date(start.getTime() - DAY),
                new Date(end.getTime() + DAY),
              );
              if (!coachDiary || !isOfferedLessonStart(coachDiary, lesson, start)) continue;
              offered = true;
              if (lessonSlotOpen(coachDiary, lesson, start, now)) {
                coachId = coach.id;
                break;
              }
            }
            if (!offered) throw notAnOfferedStart();
            if (coachId === null) throw slotTaken(request.date, request.time);
            places.push({
              serviceId: service.id,
              coachId,
              sessionId: null,
              startsAt: start,
              endsAt: end,
              reminderDueAt: reminderDueAt(start, now),
            });
          }

          const bookingId = await txBookings.insert(
            {
              reference: newReference(),
              serviceId: service.id,
              coachId,
              clientName: request.clientData.name,
              clientEmail: request.clientData.email,
              clientPhone: request.clientData.phone || null,
              comment: request.additionalFields?.comment || null,
              totalPence: service.pricePence * places.length,
              cancelTokenHash: sha256(token),
              idempotencyKey: options.idempotencyKey ?? null,
              requestFingerprint: fingerprint,
              createdAt: now,
            },
            places,
          );
          const created = (await txBookings.findById(bookingId))!;
          // Queued with the booking: there is never a booking without its confirmation, nor the reverse.
          await deps.mailer.send(confirmationEmail(created, cancelUrl(token), now), tx);
          return created;
        });
      } catch (err) {
        if (
          options.idempotencyKey &&
          isUniqueViolation(err) &&
          violatedConstraint(err) === 'bookings_idempotency_key_key'
        ) {
          // The same request arrived twice at once: the other copy won; answer what it booked.
          const earlier = await replay(options.idempotencyKey, fingerprint);
          if (earlier) return earlier;
        }
        throw err;
      }

      deps.mailer.wake();
      return { created: true, booking: presentBooking(booking) };
    },

    /** What the private cancel link shows. */
    async viewByToken(token: string): Promise<CancellationView> {
      const booking = await repo.findByCancelTokenHash(sha256(token));
      if (!booking) throw notFound('This cancellation link is not valid. Please check the e-mail we sent.');
      const now = deps.clock();
      return {
        booking: presentBooking(booking),
        cancellable: booking.status === 'confirmed' && canCustomerCancel(booking.places[0]!.startsAt, now),
        policy: CANCELLATION_POLICY,
        phone: academy.phone.display,
      };
    },

    /** Cancels through the private link, until 48 hours before the start. */
    async cancelByToken(token: string): Promise<CancellationView> {
      const booking = await repo.findByCancelTokenHash(sha256(token));
      if (!booking) throw notFound('This cancellation link is not valid. Please check the e-mail we sent.');
      const now = deps.clock();
      if (booking.status === 'cancelled') throw conflict('This booking is already cancelled.');
      if (!canCustomerCancel(booking.places[0]!.startsAt, now)) {
        throw conflict(
          `It is less than 48 hours to the start, so this booking can no longer be cancelled online. Please call us on ${academy.phone.display}.`,
        );
      }
      const cancelled = await cancelWithMail(booking.id, { kind: 'customer' }, now, 'customer');
      return {
        booking: presentBooking(cancelled),
        cancellable: false,
        policy: CANCELLATION_POLICY,
        phone: academy.phone.display,
      };
    },

    /**
     * Staff cancel at any time and the customer is told by e-mail. Admins may cancel any booking;
     * coaches only bookings in their own diary (others' look like they do not exist).
     */
    async cancelByStaff(bookingId: string, actor: StaffActor): Promise<BookingConfirmation> {
      const booking = await repo.findById(bookingId);
      if (!booking) throw notFound('Booking not found');
      if (!isAdmin(actor)) {
        const mine = await diary.listCoaches();
        const own = mine.find((c) => c.staffId === actor.staffId);
        const inDiary =
          own && (booking.coachId === own.id || booking.places.some((p) => p.coachId === own.id));
        if (!inDiary) throw notFound('Booking not found');
      }
      const now = deps.clock();
      const cancelled = await cancelWithMail(
        booking.id,
        { kind: 'staff', staffId: actor.staffId },
        now,
        'staff',
      );
      return presentBooking(cancelled);
    },

    /** Sends reminders that are due; safe to run on every instance at once. */
    async sendDueReminders(limit = 50): Promise<number> {
      const now = deps.clock();
      await repo.skipStaleReminders(now);
      // A reminder is marked sent in the same transaction that queues it: neither happens without the other.
      const count = await deps.db.transaction(async (tx) => {
        const txRepo = bookingsRepository(tx);
        const claimed = await txRepo.claimDueReminders(now, limit);
        const claimedBookings = await txRepo.findByIds([...new Set(claimed.map((c) => c.bookingId))]);
        for (const { placeId, bookingId } of claimed) {
          const booking = claimedBookings.find((b) => b.id === bookingId);
          if (booking) await deps.mailer.send(reminderEmail(booking, placeId), tx);
        }
        return claimed.length;
      });
      if (count > 0) deps.mailer.wake();
      return count;
    },
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
