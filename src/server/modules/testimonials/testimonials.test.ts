import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTestimonial } from '@/core/contracts/testimonials';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

describe(`testimonials in the Content area (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  const URL = '/api/staff/content/testimonials';
  const add = (caller: Caller, payload: object) => caller.call({ method: 'POST', url: URL, payload });
  const patch = (caller: Caller, id: string, payload: object) =>
    caller.call({ method: 'PATCH', url: `${URL}/${id}`, payload });
  const shownOn = async (page: string) =>
    (await t.app.services.publicContent.get()).testimonials[page as 'home'];

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await staffCaller(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('adds, orders, hides and shows quotes; each page shows its shown ones in order', async () => {
    expect(await shownOn('camps')).toBeUndefined();
    const first = await add(admin, {
      page: 'camps',
      quote: 'Four hours flew by.',
      name: 'Sophie T.',
      role: 'Parent of Harry, 9',
      displayOrder: 2,
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await add(admin, {
      page: 'camps',
      quote: 'Brilliant value.',
      name: 'Claire W.',
      role: 'Parent',
    });
    expect(second.statusCode).toBe(201);
    const a: AdminTestimonial = first.json().testimonial;
    const b: AdminTestimonial = second.json().testimonial;
    expect(b).toMatchObject({ displayOrder: 0, shown: true });
    expect((await shownOn('camps'))?.map((q) => q.name)).toEqual(['Claire W.', 'Sophie T.']);

    expect((await patch(admin, b.id, { shown: false })).statusCode).toBe(200);
    expect((await shownOn('camps'))?.map((q) => q.name)).toEqual(['Sophie T.']);
    expect(
      (await patch(admin, a.id, { shown: false, quote: 'Edited words.' })).json().testimonial.quote,
    ).toBe('Edited words.');
    // Every quote of the page hidden: the page shows none, not its content file's.
    expect(await shownOn('camps')).toEqual([]);
    const listed = await admin.call({ method: 'GET', url: URL });
    expect(listed.json().testimonials).toHaveLength(2);
  });

  it('answers bad input with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ page: 'nowhere', quote: 'q', name: 'n', role: 'r' }, 'page'],
      [{ page: 'home', quote: '', name: 'n', role: 'r' }, 'quote'],
      [{ page: 'home', quote: 'q', name: 'Line\nbreak', role: 'r' }, 'name'],
      [{ page: 'home', quote: 'q', name: 'n', role: 'r', displayOrder: -1 }, 'displayOrder'],
      [{ page: 'home', quote: 'q\u0000', name: 'n', role: 'r' }, 'quote'],
    ] as const) {
      const res = await add(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    const res = await patch(admin, '00000000-0000-4000-8000-000000000000', { shown: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('shown');
  });

  it('refuses coaches, students and strangers; an unknown testimonial is 404', async () => {
    const coach = await staffCaller(t, { role: 'coach' });
    const student = await studentCaller(t);
    const body = { page: 'home', quote: 'Great.', name: 'N', role: 'R' };
    expect((await add(coach, body)).statusCode).toBe(403);
    expect((await add(student, body)).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await coach.call({ method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await patch(admin, '00000000-0000-4000-8000-000000000000', { shown: true })).statusCode).toBe(
      404,
    );
  });
});
