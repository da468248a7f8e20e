import { count, eq, inArray } from 'drizzle-orm';
import { guardianLinks } from '../db/schema/index';
import { json, once, type RouteCase } from './catalogue-types';

const PASSWORD = 'a long enough passphrase';
/** The junior 1:1 lesson (migration 0005), for ages 5 to 17. */
const JUNIOR_PRIVATE = 2;

/** Family accounts: signing up, the guardian's children, and the invitations that share or hand them over. */
export const FAMILY_ROUTES: Record<string, RouteCase> = {
  'POST /api/family/register': {
    request: (w) => ({
      url: '/api/family/register',
      ...json({
        firstName: 'Grace',
        lastName: 'Ellis',
        email: w.fresh.email('grace'),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        over18: true,
      }),
    }),
  },
  'GET /api/family': { request: () => ({ url: '/api/family' }) },
  'PUT /api/family/guardian': {
    // The phone each guardian already has: every caller's own details, left as they were.
    request: () => ({ url: '/api/family/guardian', ...json({}) }),
  },
  'GET /api/family/booking-choices': { request: () => ({ url: '/api/family/booking-choices' }) },
  'POST /api/family/bookings': {
    // A junior 1:1 lesson for A (14), which A's guardian may book and no other family may.
    request: async (w) => {
      const { serviceId, providerId, date, time } = await w.links.freeSlot(7, JUNIOR_PRIVATE);
      return {
        url: '/api/family/bookings',
        ...json({ serviceId, providerId, date, time, studentId: w.a.id }),
      };
    },
  },
  'POST /api/family/bookings/{id}/cancel': {
    // A's guardian books A a lesson a week away, then cancels it: well before the 48 hours.
    request: async (w) => ({
      url: `/api/family/bookings/${await w.links.familyBooking(w.guardianOfA.id, w.a.id)}/cancel`,
    }),
  },
  'POST /api/family/bookings/{id}/places/{placeId}/cancel': {
    request: async (w) => {
      const { id, placeId } = await w.links.familyBookingPlace(w.guardianOfA.id, w.a.id);
      return { url: `/api/family/bookings/${id}/places/${placeId}/cancel` };
    },
  },
  'POST /api/family/bookings/{id}/move': {
    // A's guardian books A a lesson a week away, then moves it to a free time with the same coach.
    // One booking for every caller (only A's guardian moves it), so the diary's free times are not used up.
    request: async (w) => {
      const id = await once(w, 'family-move', () => w.links.familyBooking(w.guardianOfA.id, w.a.id));
      const { date, time } = await w.links.freeSlot(7, JUNIOR_PRIVATE);
      return { url: `/api/family/bookings/${id}/move`, ...json({ date, time }) };
    },
  },
  'POST /api/family/children': {
    request: (w) => ({
      url: '/api/family/children',
      ...json({
        firstName: 'Isla',
        lastName: 'Bennett',
        dateOfBirth: '2018-03-01',
        relationship: 'Mother',
        coachId: w.a.coachId,
      }),
    }),
  },
  'PUT /api/family/children/{id}': {
    // The relationship the link already has: the change succeeds and leaves A's family as it was.
    request: (w) => ({ url: `/api/family/children/${w.a.id}`, ...json({ relationship: 'Mother' }) }),
  },
  'POST /api/family/children/{id}/invite': {
    // A has a login already: the invitation is for A's brother, 14 and without one.
    request: (w) => ({
      url: `/api/family/children/${w.siblingOfA.id}/invite`,
      ...json({ email: w.fresh.email('noah') }),
    }),
  },
  'POST /api/family/guardians/invite': {
    // A has two guardians already (the demo parent and A's guardian here): the second guardian is for A's brother.
    request: (w) => ({
      url: '/api/family/guardians/invite',
      ...json({ email: w.fresh.email('second'), relationship: 'Father', studentIds: [w.siblingOfA.id] }),
    }),
  },
  'POST /api/family/invitations/preview': {
    request: async (w) => ({
      url: '/api/family/invitations/preview',
      ...json({ token: await w.links.juniorLoginToken(w.a.coachId) }),
    }),
  },
  'POST /api/family/invitations/accept': {
    // Another family shares a new child with A's guardian, at A's guardian's address.
    request: async (w) => ({
      url: '/api/family/invitations/accept',
      ...json({ token: await w.links.guardianInvitationToken(w.a.coachId, w.guardianOfA.email) }),
    }),
  },
  'POST /api/family/invitations/login': {
    request: async (w) => ({
      url: '/api/family/invitations/login',
      ...json({
        token: await w.links.juniorLoginToken(w.a.coachId),
        username: `jr${w.fresh.email('u').replace(/\W/g, '').slice(0, 16)}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    }),
  },
  'GET /api/family/data-export': { request: () => ({ url: '/api/family/data-export' }) },
  'POST /api/family/deletion': {
    // Every child A's guardian has when it is sent (invitations accepted earlier add some): those with a
    // second guardian kept, the others deleted. Only a link is e-mailed: nothing is deleted.
    request: async (w) => {
      const db = w.t.database.db;
      const mine = await db
        .select({ id: guardianLinks.studentId })
        .from(guardianLinks)
        .where(eq(guardianLinks.guardianId, w.guardianOfA.id));
      const ids = mine.map((m) => m.id);
      const counts = await db
        .select({ id: guardianLinks.studentId, n: count() })
        .from(guardianLinks)
        .where(inArray(guardianLinks.studentId, ids))
        .groupBy(guardianLinks.studentId);
      const children = ids.map((id) => ({
        id,
        action: (counts.find((c) => c.id === id)?.n ?? 0) > 1 ? 'keep' : 'delete',
      }));
      return { url: '/api/family/deletion', ...json({ children }) };
    },
  },
};
