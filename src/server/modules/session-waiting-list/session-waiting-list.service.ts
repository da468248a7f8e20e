import type { BookRequest } from '@/core/contracts/booking';
import type {
  ClaimWaitingPlaceBody,
  JoinWaitingListBody,
  JoinWaitingListResponse,
  WaitingPlaceStatus,
  WaitingPlaceView,
} from '@/core/contracts/session-waiting-list';
import { londonWallClock, minutesToClock } from '@/core/rules/london-time';
import { offerExpiry } from '@/core/rules/waiting-list';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import type { BookOutcome } from '../booking/booking-provider';
import { diaryRepository } from '../booking/diary.repository';
import type { WaitingListOffer } from '../booking/guest-booking';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { joinedEmail, offerEmail } from './session-waiting-list.mail';
import { type SessionWaitRow, sessionWaitingListRepository } from './session-waiting-list.repository';

const DAY = 86_400_000;
const KEPT_AFTER_DAY_MS = 30 * DAY;

export interface SessionWaitingListDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  rateLimits: RateLimitService;
  appUrl: string;
  /** The academy's own diary's booking, which claims the offered place. Absent with an outside provider. */
  book?: (request: BookRequest, options: { offer: WaitingListOffer }) => Promise<BookOutcome>;
}

type Found = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionWaitingListRepository>['findByToken']>>>;

const noSuchPlace = () =>
  notFound('This waiting-list link is not valid, or the list it belonged to has closed');

/**
 * Waiting lists for full dated sessions (camp days). A freed place is offered to the first in line by
 * e-mail and held for them for a while, counted against the session's capacity like a booked place; if
 * they do not book it in time, it passes to the next. Offers are made by `sweep`, which every instance runs
 * each minute: whatever freed the place (a cancellation, a move, a payment hold that ran out), it is found.
 */
export function sessionWaitingListService(deps: SessionWaitingListDeps) {
  const repo = sessionWaitingListRepository(deps.db);
  const placeUrl = (token: string) => `${deps.appUrl}/waiting-list?token=${token}`;

  function statusOf({ wait, session }: Found, now: Date): WaitingPlaceStatus {
    if (wait.status === 'booked' || wait.status === 'left') return wait.status;
    if (session.cancelledAt || session.startsAt <= now) return 'over';
    if (wait.status === 'offered' && wait.offerExpiresAt! <= now) return 'lapsed';
    return wait.status;
  }

  async function find(token: string): Promise<Found> {
    const found = await repo.findByToken(sha256(token));
    if (!found) throw noSuchPlace();
    return found;
  }

  /** Offers each free place of one session to the next in line, under the session's lock. */
  async function offerFreedPlaces(sessionId: number, now: Date): Promise<number> {
    const offered: SessionWaitRow[] = [];
    await deps.db.transaction(async (tx) => {
      const txRepo = sessionWaitingListRepository(tx);
      const txDiary = diaryRepository(tx);
      await txDiary.lockSessions([sessionId]);
      const session = await txRepo.findSession(sessionId);
      if (!session || session.cancelledAt || !session.serviceActive) return;
      const expiresAt = offerExpiry(now, session.startsAt);
      if (!expiresAt) return;
      const free = session.capacity - (await txDiary.placesTaken(sessionId, now));
      if (free <= 0) return;
      for (const wait of await txRepo.nextWaiting(sessionId, free)) {
        const token = randomToken();
        await txRepo.markOffered(wait.id, sha256(token), now, expiresAt);
        await deps.mailer.send(offerEmail(wait, session, expiresAt, placeUrl(token)), tx);
        offered.push(wait);
      }
    });
    return offered.length;
  }

  /** What either of the customer's links shows: where they stand, or the offer and until when. */
  async function view(token: string): Promise<WaitingPlaceView> {
    const now = deps.clock();
    const found = await find(token);
    const { wait, session } = found;
    const status = statusOf(found, now);
    return {
      status,
      serviceName: session.serviceName,
      date: londonWallClock(session.startsAt).date,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      name: wait.name,
      participantName: wait.participantName,
      position: status === 'waiting' ? await repo.position(session.id, wait.seq) : null,
      offerExpiresAt: status === 'offered' ? wait.offerExpiresAt!.toISOString() : null,
      asksWelfare: session.asksWelfare,
    };
  }

  return {
    view,

    /** Joins a full session's waiting list; refused while it has a place anyone may book. */
    async join(
      sessionId: number,
      body: JoinWaitingListBody,
      clientIp: string,
    ): Promise<JoinWaitingListResponse> {
      await deps.rateLimits.consume('waitingListPerIp', clientIp);
      const now = deps.clock();
      const token = randomToken();
      let position = 0;
      try {
        await deps.db.transaction(async (tx) => {
          const txRepo = sessionWaitingListRepository(tx);
          const txDiary = diaryRepository(tx);
          await txDiary.lockSessions([sessionId]);
          const session = await txRepo.findSession(sessionId);
          if (!session || session.cancelledAt || !session.serviceActive || session.startsAt <= now) {
            throw notFound('This day is no longer taking bookings');
          }
          if ((await txDiary.placesTaken(sessionId, now)) < session.capacity) {
            throw conflict('This day still has places: you can book it now', { sessionId: 'Places left' });
          }
          const wait = await txRepo.insert({
            sessionId,
            name: body.name,
            email: body.email,
            phone: body.phone || null,
            participantName: body.participantName,
            joinTokenHash: sha256(token),
            joinedAt: now,
          });
          position = await txRepo.position(sessionId, wait.seq);
          await deps.mailer.send(joinedEmail(wait, session, position, placeUrl(token)), tx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw conflict('This e-mail address is already on the waiting list for this day', {
            email: 'Already waiting',
          });
        }
        throw err;
      }
      deps.mailer.wake();
      return {
        position,
        message: `You're number ${position} on the waiting list. We've e-mailed you a link to your place on it.`,
      };
    },

    /** Books the offered place through the diary's own booking, closing the offer in the same transaction. */
    async claim(body: ClaimWaitingPlaceBody): Promise<BookOutcome> {
      const now = deps.clock();
      const found = await find(body.token);
      const status = statusOf(found, now);
      if (status !== 'offered') {
        throw conflict(
          status === 'lapsed'
            ? 'The time to book this place has run out, and it has gone to the next person on the list'
            : status === 'booked'
              ? 'This place has already been booked'
              : 'There is no place offered on this link',
        );
      }
      if (!deps.book) throw conflict('Places are booked with the academy directly: please call us');
      const { wait, session } = found;
      const start = londonWallClock(session.startsAt);
      const request: BookRequest = {
        serviceId: session.serviceId,
        date: start.date,
        time: minutesToClock(start.minutes),
        clientData: { name: wait.name, email: wait.email, phone: wait.phone ?? undefined },
        participant: {
          name: wait.participantName,
          dateOfBirth: body.participantDateOfBirth,
          medicalNotes: body.medicalNotes,
          emergencyContactName: body.emergencyContactName,
          emergencyContactPhone: body.emergencyContactPhone,
        },
      };
      return deps.book(request, {
        offer: {
          id: wait.id,
          sessionId: session.id,
          async take(tx, bookingId) {
            if (!(await sessionWaitingListRepository(tx).take(wait.id, bookingId, now))) {
              throw conflict('The time to book this place has run out');
            }
          },
        },
      });
    },

    /** Takes the customer off the list; a place held for them goes to the next at the next sweep. */
    async leave(token: string): Promise<WaitingPlaceView> {
      const found = await find(token);
      await repo.leave(found.wait.id, deps.clock());
      return view(token);
    },

    /** Closes offers that ran out and offers every free place to the next in line. Safe on many instances. */
    async sweep(): Promise<{ lapsed: number; offered: number }> {
      const now = deps.clock();
      const lapsed = await repo.lapseOffers(now);
      let offered = 0;
      for (const sessionId of await repo.sessionsWithQueue(now)) {
        offered += await offerFreedPlaces(sessionId, now);
      }
      await repo.purgeEndedBefore(new Date(now.getTime() - KEPT_AFTER_DAY_MS));
      if (offered > 0) deps.mailer.wake();
      return { lapsed, offered };
    },
  };
}
export type SessionWaitingListService = ReturnType<typeof sessionWaitingListService>;
