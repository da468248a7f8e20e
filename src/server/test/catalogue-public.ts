import { eq } from 'drizzle-orm';
import { londonDate, londonTime } from '@/core/rules/london-time';
import { bookingPlaces, bookingWelfare } from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { participantFor } from './booking-participants';
import { json, once, type RouteCase } from './catalogue-types';

/** Health, the public site, signing in and out, password resets, booking and the diary behind it. */
const londonSlot = (d: Date) => `${londonDate(d)} ${londonTime(d)}`;

export const PUBLIC_ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }) },
  'GET /api/coaches': { request: () => ({ url: '/api/coaches' }) },
  'POST /api/portal/register': {
    request: (w) => ({
      url: '/api/portal/register',
      ...json({
        firstName: 'Ava',
        lastName: 'Reed',
        email: w.fresh.email('ava'),
        username: `ava${w.fresh.email('u').replace(/\W/g, '').slice(0, 12)}`,
        password: 'a long enough passphrase',
        confirmPassword: 'a long enough passphrase',
        dateOfBirth: '1990-04-12',
        coachId: w.coachOfA.id,
      }),
    }),
  },
  'POST /api/portal/login': {
    request: (w) => ({ url: '/api/portal/login', ...json({ email: w.a.email, password: DEMO_PASSWORD }) }),
  },
  'POST /api/portal/validate': { request: () => ({ url: '/api/portal/validate' }) },
  'POST /api/portal/logout': { request: () => ({ url: '/api/portal/logout' }), ownSession: true },
  'POST /api/staff-portal/login': {
    request: () => ({
      url: '/api/staff-portal/login',
      ...json({ email: DEMO_ACCOUNTS.headCoach, password: DEMO_PASSWORD }),
    }),
  },
  'POST /api/staff-portal/validate': { request: () => ({ url: '/api/staff-portal/validate' }) },
  'POST /api/staff-portal/logout': { request: () => ({ url: '/api/staff-portal/logout' }), ownSession: true },
  'POST /api/forgot-password': {
    request: (w) => ({ url: '/api/forgot-password', ...json({ email: w.a.email, userType: 'student' }) }),
  },
  'POST /api/reset-password': {
    request: async (w) => ({
      url: '/api/reset-password',
      ...json({ token: await w.links.resetToken(), password: 'a long enough passphrase' }),
    }),
  },
  'GET /api/booking/memberships': { request: () => ({ url: '/api/booking/memberships' }) },
  'GET /api/booking/services': { request: () => ({ url: '/api/booking/services' }) },
  'GET /api/booking/providers': { request: () => ({ url: '/api/booking/providers' }) },
  'GET /api/booking/timeslots': {
    request: (w) => ({
      url: '/api/booking/timeslots',
      query: { serviceId: String(w.serviceId), date: w.fresh.day() },
    }),
  },
  'POST /api/booking/book': {
    request: async (w) => {
      const slot = await w.links.freeSlot();
      return {
        url: '/api/booking/book',
        ...json({
          ...slot,
          // A new address each send: one address may make only six bookings a day.
          clientData: { name: 'Sam Reed', email: w.fresh.email('sam'), phone: '07700 900123' },
          participant: participantFor(slot.serviceId),
        }),
      };
    },
  },
  'GET /api/booking/cancellation': {
    request: async (w) => ({
      url: '/api/booking/cancellation',
      query: { token: await w.links.cancelToken() },
    }),
  },
  'POST /api/booking/cancellation': {
    request: async (w) => ({
      url: '/api/booking/cancellation',
      ...json({ token: await w.links.cancelToken() }),
    }),
  },
  'POST /api/booking/cancellation/day': {
    request: async (w) => ({ url: '/api/booking/cancellation/day', ...json(await w.links.cancelDay()) }),
  },
  'POST /api/booking/cancellation/move': {
    // A new booking a week away, moved by its customer to a free time with the same coach.
    request: async (w) => {
      const token = await w.links.cancelToken();
      const { date, time } = await w.links.freeSlot(10);
      return { url: '/api/booking/cancellation/move', ...json({ token, date, time }) };
    },
  },
  'POST /api/waiting-list': {
    request: (w) => ({
      url: '/api/waiting-list',
      ...json({
        parentName: 'Sam Reed',
        email: w.fresh.email('sam'),
        phone: '07700 900123',
        childAge: 9,
        programme: 'Junior Group Lessons',
      }),
    }),
  },
  'GET /api/staff/bookings': {
    request: (w) => ({ url: '/api/staff/bookings', query: { from: w.fresh.day(), to: w.fresh.day() } }),
  },
  'GET /api/staff/bookings/{id}/welfare': {
    // A booking in A's coach's diary with a guest's welfare details, as a camp booking carries them.
    request: async (w) => {
      const id = await w.fresh.booking();
      await w.t.database.db
        .insert(bookingWelfare)
        .values({
          bookingId: id,
          medicalNotes: 'None',
          emergencyContactName: 'Sam Reed',
          emergencyContactPhone: '07700 900123',
          deleteAfter: new Date(Date.now() + 86_400_000),
        })
        .onConflictDoNothing();
      return { url: `/api/staff/bookings/${id}/welfare` };
    },
  },
  'POST /api/staff/bookings/{id}/cancel': {
    request: async (w) => ({ url: `/api/staff/bookings/${await w.fresh.booking()}/cancel` }),
  },
  'POST /api/staff/bookings/{id}/balance': {
    request: async (w) => ({ url: `/api/staff/bookings/${await w.fresh.booking()}/balance` }),
  },
  'POST /api/staff/bookings/{id}/move': {
    // One booking for every caller, moved by each allowed one in turn to another free time (a group lesson
    // has room at its own time, so that one is skipped).
    request: async (w) => {
      const id = await once(w, 'staff-move', () => w.fresh.booking());
      const [place] = await w.t.database.db
        .select({ startsAt: bookingPlaces.startsAt })
        .from(bookingPlaces)
        .where(eq(bookingPlaces.bookingId, id));
      let offset = 8;
      let slot = await w.links.freeSlot(offset);
      while (`${slot.date} ${slot.time}` === londonSlot(place!.startsAt))
        slot = await w.links.freeSlot(++offset);
      return { url: `/api/staff/bookings/${id}/move`, ...json({ date: slot.date, time: slot.time }) };
    },
  },
  'PUT /api/staff/bookings/{id}/places/{placeId}/attendance': {
    // A booking in A's coach's diary whose place has begun: attendance is marked once it starts.
    request: async (w) => {
      const id = await w.fresh.booking();
      const [place] = await w.t.database.db
        .update(bookingPlaces)
        .set({ startsAt: new Date(w.t.clock().getTime() - 3_600_000) })
        .where(eq(bookingPlaces.bookingId, id))
        .returning({ id: bookingPlaces.id });
      return {
        url: `/api/staff/bookings/${id}/places/${place!.id}/attendance`,
        ...json({ attendance: 'attended' }),
      };
    },
  },
  'GET /api/staff/customers': {
    request: () => ({ url: '/api/staff/customers', query: { q: 'Leo' } }),
  },
  'POST /api/staff/bookings': {
    // A junior 1:1 lesson for A in A's coach's diary, paid at the venue: A's coach and admins may take it.
    request: async (w) => {
      const { serviceId, providerId, date, time } = await w.links.freeSlot(7, 2);
      return {
        url: '/api/staff/bookings',
        ...json({ serviceId, providerId, date, time, studentId: w.a.id, payment: 'venue' }),
      };
    },
  },
  'GET /api/staff/booking/coaches': { request: () => ({ url: '/api/staff/booking/coaches' }) },
  'POST /api/staff/booking/coaches': {
    request: (w) => ({ url: '/api/staff/booking/coaches', ...json({ staffId: w.spareStaffId }) }),
  },
  'PATCH /api/staff/booking/coaches/{id}': {
    request: (w) => ({ url: `/api/staff/booking/coaches/${w.diaryCoachId}`, ...json({ bufferMinutes: 0 }) }),
  },
  'PUT /api/staff/booking/coaches/{id}/hours': {
    request: (w) => ({
      url: `/api/staff/booking/coaches/${w.diaryCoachId}/hours`,
      ...json({ hours: [{ weekday: 1, start: '09:00', end: '17:00' }] }),
    }),
  },
  'POST /api/staff/booking/coaches/{id}/time-off': {
    request: (w) => {
      const from = w.fresh.day();
      return {
        url: `/api/staff/booking/coaches/${w.diaryCoachId}/time-off`,
        ...json({ startsAt: `${from}T09:00:00.000Z`, endsAt: `${from}T12:00:00.000Z` }),
      };
    },
  },
  'DELETE /api/staff/booking/coaches/{id}/time-off/{timeOffId}': {
    request: async (w) => ({
      url: `/api/staff/booking/coaches/${w.diaryCoachId}/time-off/${await w.fresh.timeOff()}`,
    }),
  },
  'GET /api/staff/booking/services': { request: () => ({ url: '/api/staff/booking/services' }) },
  'POST /api/staff/booking/services': {
    request: () => ({
      url: '/api/staff/booking/services',
      ...json({ name: 'Short Game Clinic', duration: 60, pricePence: 3000, capacity: 4, kind: 'lesson' }),
    }),
  },
  'PATCH /api/staff/booking/services/{id}': {
    request: (w) => ({ url: `/api/staff/booking/services/${w.serviceId}`, ...json({ location: 'Range' }) }),
  },
  'GET /api/staff/booking/sessions': {
    request: (w) => ({ url: '/api/staff/booking/sessions', query: { serviceId: String(w.campServiceId) } }),
  },
  'POST /api/staff/booking/sessions': {
    request: (w) => ({
      url: '/api/staff/booking/sessions',
      ...json({ serviceId: w.campServiceId, date: w.fresh.day(), start: '10:00', end: '12:00' }),
    }),
  },
  'DELETE /api/staff/booking/sessions/{id}': {
    request: async (w) => ({ url: `/api/staff/booking/sessions/${await w.fresh.session()}` }),
  },
};
