import { sessionWaits } from '../db/schema/index';
import { createSession } from '../db/seed/diary-factories';
import { randomToken, sha256 } from '../security/tokens';
import { participantFor } from './booking-participants';
import { json, type RouteCase, type World } from './catalogue-types';

const HOUR = 3_600_000;

/**
 * A camp day of one place, taken by a live waiting-list offer (so the day is full), with the link token of
 * the offer and of someone waiting behind it. Each call makes a new day, so each caller has its own.
 */
async function waitingDay(w: World) {
  const db = w.t.database.db;
  const session = await createSession(db, {
    serviceId: w.campServiceId,
    date: w.fresh.day(),
    start: '10:00',
    end: '12:00',
    capacity: 1,
  });
  const now = w.t.clock();
  const offerToken = randomToken();
  const waitingToken = randomToken();
  await db.insert(sessionWaits).values([
    {
      sessionId: session.id,
      name: 'Kim Reed',
      email: w.fresh.email('kim'),
      participantName: 'Ava Reed',
      status: 'offered',
      joinTokenHash: sha256(randomToken()),
      offerTokenHash: sha256(offerToken),
      joinedAt: now,
      offeredAt: now,
      offerExpiresAt: new Date(now.getTime() + 6 * HOUR),
    },
    {
      sessionId: session.id,
      name: 'Lou Hart',
      email: w.fresh.email('lou'),
      participantName: 'Max Hart',
      joinTokenHash: sha256(waitingToken),
      joinedAt: now,
    },
  ]);
  return { sessionId: session.id, offerToken, waitingToken };
}

/** A full camp day's waiting list and the customer's private link: public, answered alike for everyone. */
export const WAITING_LIST_ROUTES: Record<string, RouteCase> = {
  'POST /api/camp-days/{id}/waiting-list': {
    request: async (w) => ({
      url: `/api/camp-days/${(await waitingDay(w)).sessionId}/waiting-list`,
      ...json({ name: 'Jo Reed', email: w.fresh.email('jo'), participantName: 'Ava Reed' }),
    }),
  },
  'GET /api/waiting-list/place': {
    request: async (w) => ({
      url: '/api/waiting-list/place',
      query: { token: (await waitingDay(w)).waitingToken },
    }),
  },
  'POST /api/waiting-list/place/claim': {
    request: async (w) => {
      const { dateOfBirth, ...welfare } = participantFor(w.campServiceId);
      const { offerToken } = await waitingDay(w);
      return {
        url: '/api/waiting-list/place/claim',
        ...json({
          token: offerToken,
          participantDateOfBirth: dateOfBirth,
          medicalNotes: welfare.medicalNotes ?? 'None',
          emergencyContactName: welfare.emergencyContactName ?? 'Sarah Bennett',
          emergencyContactPhone: welfare.emergencyContactPhone ?? '07700 900123',
        }),
      };
    },
  },
  'POST /api/waiting-list/place/leave': {
    request: async (w) => ({
      url: '/api/waiting-list/place/leave',
      ...json({ token: (await waitingDay(w)).waitingToken }),
    }),
  },
};
