import type { InjectOptions } from 'fastify';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { participantFor } from '../../test/booking-participants';
import type { TestContext } from '../../test/test-app';

export interface Caller {
  staffId: string;
  /** Requests with this caller's Bearer token (and our Origin). */
  call(options: InjectOptions): ReturnType<TestContext['request']>;
}

async function bearer(t: TestContext, url: string, email: string) {
  const res = await t.request({ method: 'POST', url, payload: { email, password: FACTORY_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().token}`;
}

/** A new member of staff, signed in. */
export async function signedInStaff(
  t: TestContext,
  role: 'admin' | 'coach' | 'instructor',
  firstName = 'Casey',
): Promise<Caller> {
  const row = await createStaff(t.database.db, { role, firstName });
  const authorization = await bearer(t, '/api/staff-portal/login', row.email);
  return {
    staffId: row.id,
    call: (options) => t.request({ ...options, headers: { authorization, ...(options.headers ?? {}) } }),
  };
}

/** A student's Bearer token, to prove it never opens a staff route. */
export async function studentAuthorization(t: TestContext): Promise<string> {
  const row = await createStudent(t.database.db);
  return bearer(t, '/api/portal/login', row.email);
}

/** Puts a member of staff in the diary through the admin call; answers the diary coach id. */
export async function addToDiary(admin: Caller, staffId: string): Promise<number> {
  const res = await admin.call({ method: 'POST', url: '/api/staff/booking/coaches', payload: { staffId } });
  if (res.statusCode !== 201) throw new Error(`adding a coach failed: ${res.statusCode} ${res.body}`);
  return res.json().coach.id;
}

/** Monday to Friday 09:00-17:00, and the adult 1:1 lesson (service 3) taught by these coaches. */
export async function openDiary(admin: Caller, coachIds: number[]): Promise<void> {
  for (const id of coachIds) {
    const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
    const res = await admin.call({
      method: 'PUT',
      url: `/api/staff/booking/coaches/${id}/hours`,
      payload: { hours },
    });
    if (res.statusCode !== 200) throw new Error(`hours failed: ${res.statusCode} ${res.body}`);
  }
  const res = await admin.call({
    method: 'PATCH',
    url: '/api/staff/booking/services/3',
    payload: { coachIds },
  });
  if (res.statusCode !== 200) throw new Error(`linking coaches failed: ${res.statusCode} ${res.body}`);
}

/** A public booking, as the booking widget makes it. */
export async function bookPublicly(
  t: TestContext,
  body: { serviceId: number; providerId?: number; date: string; time: string; name: string; email: string },
) {
  const res = await t.request({
    method: 'POST',
    url: '/api/booking/book',
    payload: {
      serviceId: body.serviceId,
      providerId: body.providerId,
      date: body.date,
      time: body.time,
      clientData: { name: body.name, email: body.email, phone: '07700 900123' },
      participant: participantFor(body.serviceId),
      additionalFields: { comment: 'Working on my driver, please' },
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; reference: string };
}
