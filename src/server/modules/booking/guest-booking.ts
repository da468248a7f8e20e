import { randomInt } from 'node:crypto';
import type { BookRequest } from '@/core/contracts/booking';
import { BOOKING_WINDOW_DAYS } from '@/core/rules/booking-policy';
import { addDays, clockToMinutes, londonDate, londonWallTimeToUtc } from '@/core/rules/london-time';
import { onlineDue } from '@/core/rules/payment-rules';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { AppError, badRequest } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import type { BookingCheckout, HeldPayment } from './booking-checkout';
import { academyBookingNotice, confirmationEmail, paymentLinkEmail } from './booking-mail';
import type { BookOutcome } from './booking-provider';
import { presentBooking } from './bookings.presenter';
import { type BookingDetail, bookingsRepository, type NewPlace } from './bookings.repository';
import { diaryRepository } from './diary.repository';
import { type FamilyParticipant, resolveParticipant } from './participant';
import { claimLessonPlace, claimSessionPlaces } from './place-claims';

const DAY = 86_400_000;
/** How long a guest's medical notes and emergency contact outlive the last day booked. */
const WELFARE_KEPT_DAYS = 30;

/** Crockford base-32 without look-alikes: easy to read out over the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SGA-${code}`;
}

const tooManyBookings = (limit: number, retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    `This e-mail address has made ${limit} bookings in the last 24 hours, the most we take online. Please call us to book more.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * A lesson paid with a membership's session credit: `lock` holds the membership and checks a credit is left
 * (before any diary lock, as a payment comes before the diary), `spend` records the credit used by the booking.
 */
export interface CreditPayment {
  lock(tx: Tx): Promise<void>;
  spend(tx: Tx, bookingId: string): Promise<void>;
}

/** A place offered from a session's waiting list: `take` marks the offer taken up by the booking. */
export interface WaitingListOffer {
  id: string;
  sessionId: number;
  take(tx: Tx, bookingId: string): Promise<void>;
}

/** A booking taken by staff: paid at the venue, with a session credit, or through a payment link e-mailed. */
export interface StaffBookingTerms {
  staffId: string;
  payment: 'venue' | 'credit' | 'link';
}

export interface BookingDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  /** Payment online, for services whose rule asks for it while payments are on. */
  checkout?: BookingCheckout;
  /** Bookings one e-mail address may make in 24 hours; 6 unless configured. */
  perEmailPerDay?: number;
  /** The academy's own inbox, told of every booking made online and every customer's cancellation. */
  notifyEmail?: string;
}

/**
 * Booking a place, as a visitor does through the widget. Every rule that decides whether a place can be
 * taken is checked again inside the transaction, after locking the coach (and the session) the place
 * belongs to, so two requests racing for the last place cannot both win.
 */
export function guestBooking(deps: BookingDeps) {
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

  return {
    /** Books one place (or several days of a dated programme) and e-mails the confirmation. */
    async book(
      request: BookRequest,
      options: {
        idempotencyKey?: string;
        family?: FamilyParticipant;
        credit?: CreditPayment;
        /** Taken at the front desk: who took it, and how it is paid (a credit comes as `credit`). */
        staff?: StaffBookingTerms;
        /** A waiting-list offer taken up: its held place is claimed, and the offer closed in the same transaction. */
        offer?: WaitingListOffer;
      } = {},
    ): Promise<BookOutcome> {
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
      const participant = resolveParticipant(service, request, dates, today, options.family);
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
      let hold: HeldPayment | undefined;
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
          // The daily limit guards the online form against abuse; the front desk is not held to it.
          if (!options.staff && recent.count >= perEmailPerDay) {
            const frees = recent.oldest!.getTime() + DAY - now.getTime();
            throw tooManyBookings(perEmailPerDay, Math.max(1, Math.ceil(frees / 1000)));
          }
          await options.credit?.lock(tx);
          // The academy offered the place: the online notice was its own call when it did.
          const claim = {
            now,
            ignoreNotice: options.staff !== undefined || options.offer !== undefined,
            offer: options.offer,
          };
          const places: NewPlace[] =
            service.kind === 'session'
              ? await claimSessionPlaces(
                  txDiary,
                  service,
                  starts,
                  dates,
                  request.time,
                  request.providerId,
                  claim,
                )
              : [
                  await claimLessonPlace(
                    txDiary,
                    service,
                    starts[0]!,
                    request.providerId,
                    { date: request.date, time: request.time },
                    claim,
                  ),
                ];
          const coachId = places[0]!.coachId ?? null;

          // A service paid online holds its places while the customer pays; one paid at the venue is booked.
          // A credit pays for the lesson: nothing is due online or at the venue.
          const due = options.credit
            ? { rule: 'credit' as const, onlinePence: 0 }
            : options.staff?.payment === 'venue'
              ? { rule: 'venue' as const, onlinePence: 0 }
              : onlineDue(service, places.length, deps.checkout?.paymentsOn ?? false);
          if (options.staff?.payment === 'link' && due.onlinePence === 0) {
            throw badRequest('Nothing about this booking is paid online: record it as paid at the venue', {
              payment: 'No online payment for this service',
            });
          }
          const heldUntil = due.onlinePence > 0 ? deps.checkout!.holdUntil(now) : null;
          const status = heldUntil ? ('awaiting_payment' as const) : ('confirmed' as const);
          const bookingId = await txBookings.insert(
            {
              reference: newReference(),
              serviceId: service.id,
              coachId,
              clientName: request.clientData.name,
              clientEmail: request.clientData.email,
              clientPhone: request.clientData.phone || null,
              comment: request.additionalFields?.comment || null,
              participantName: participant.name,
              participantDateOfBirth: participant.dateOfBirth,
              participantStudentId: participant.studentId,
              bookedByGuardianId: participant.guardianId,
              totalPence: options.credit ? 0 : service.pricePence * places.length,
              status,
              paymentRule: due.rule,
              onlinePence: due.onlinePence,
              cancelTokenHash: sha256(token),
              idempotencyKey: options.idempotencyKey ?? null,
              requestFingerprint: fingerprint,
              createdAt: now,
              createdByStaffId: options.staff?.staffId ?? null,
            },
            places.map((p) => ({ ...p, status, heldUntil })),
          );
          if (heldUntil)
            hold = await deps.checkout!.recordHold(tx, bookingId, due.onlinePence, heldUntil, now);
          await options.credit?.spend(tx, bookingId);
          await options.offer?.take(tx, bookingId);
          if (participant.welfare) {
            // Kept for the days themselves, then 30 days more for anything that happened on them.
            const lastEnd = places.at(-1)!.endsAt.getTime();
            await txBookings.insertWelfare({
              bookingId,
              ...participant.welfare,
              deleteAfter: new Date(lastEnd + WELFARE_KEPT_DAYS * DAY),
            });
          }
          const created = (await txBookings.findById(bookingId))!;
          // Queued with the booking: there is never a booking without its confirmation, nor the reverse.
          // A held one is confirmed (and its e-mail sent) when the payment arrives.
          if (!heldUntil) {
            await deps.mailer.send(confirmationEmail(created, cancelUrl(token), now), tx);
            // Staff who took it at the desk know of it; a booking made online is news to the academy.
            if (!options.staff && deps.notifyEmail) {
              await deps.mailer.send(
                academyBookingNotice(created, 'booked', deps.notifyEmail, deps.appUrl),
                tx,
              );
            }
          }
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

      if (hold) {
        // After the commit: the places are held before the customer is sent to pay for them.
        const checkoutUrl = await deps.checkout!.openCheckout(booking, hold);
        if (options.staff) {
          // Booked on the phone: the customer pays through the link we e-mail, not a redirect.
          await deps.mailer.send(paymentLinkEmail(booking, checkoutUrl, booking.places[0]!.heldUntil!));
          deps.mailer.wake();
        }
        return { created: true, booking: { ...presentBooking(booking), checkoutUrl } };
      }
      deps.mailer.wake();
      return { created: true, booking: presentBooking(booking) };
    },
  };
}
