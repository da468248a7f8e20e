import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../db/seed/factories';
import { type Caller, studentCaller } from '../test/callers';
import { multipartBody } from '../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';

/**
 * The hostile bodies the fuzzer draws from, each sent once on purpose so that the answer is pinned:
 * refused with a 4xx and a message, never a 5xx or a stack overflow.
 */
describe(`hostile bodies are refused, not crashed on (${testDbKind})`, () => {
  let t: TestContext;
  let student: Caller;
  let coachId: string;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coachId = (await createStaff(t.database.db, { firstName: 'James' })).id;
    student = await studentCaller(t, { coachId });
  });
  afterAll(() => t.close());

  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const profile = (payload: string | Buffer, contentType = 'application/json', extra: InjectOptions = {}) =>
    student.call({
      method: 'PUT',
      url: `/api/students/${student.id}`,
      payload,
      headers: { 'content-type': contentType },
      ...extra,
    });

  it.each([
    { what: 'a body nested 10,000 deep', payload: nested(10_000), field: 'body' },
    { what: 'a body nested 60,000 deep', payload: nested(60_000), field: 'body' },
    { what: 'a field nested 10,000 deep', payload: `{"goals":${nested(10_000)}}`, field: 'goals' },
    {
      what: 'objects nested 10,000 deep',
      payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      field: 'a',
    },
    { what: 'a __proto__ key', payload: '{"__proto__":{"role":"admin"},"goals":"x"}', field: 'body' },
    {
      what: 'a constructor.prototype key',
      payload: '{"constructor":{"prototype":{"role":"admin"}},"goals":"x"}',
      field: 'body',
    },
    { what: 'a number past what JSON carries', payload: '{"handicap":1e400}', field: 'handicap' },
    { what: 'an array where one value is expected', payload: '{"goals":["Break 80"]}', field: 'goals' },
    {
      what: '10,000 astral characters',
      payload: JSON.stringify({ goals: '😀'.repeat(10_000) }),
      field: 'goals',
    },
    { what: 'a lone surrogate', payload: '{"goals":"a\\ud800b"}', field: 'goals' },
    { what: 'an empty body', payload: '', field: 'body' },
  ])('$what: 400 naming $field', async ({ payload, field }) => {
    const res = await profile(payload);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(res.json().fields).toHaveProperty([field]);
  });

  it('refuses text on a JSON route with 400 naming the body', async () => {
    const res = await profile('{"goals":"x"}', 'text/plain');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty('body');
  });

  it.each([
    ['application/x-www-form-urlencoded', 'goals=a%00b'],
    ['application/xml', '<goals/>'],
  ])('refuses %s on a JSON route with 415 and a message', async (type, payload) => {
    const res = await profile(payload, type);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('refuses a multipart body on a JSON route with 400', async () => {
    const form = await multipartBody([['goals', 'a\u0000b']]);
    const res = await profile(form.payload, form.headers['content-type']);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('refuses JSON and urlencoded bodies on a multipart route with 400 or 415', async () => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ studentId: student.id, subject: 'a\u0000b' })],
      ['application/json', nested(10_000)],
      ['application/x-www-form-urlencoded', 'subject=a%00b'],
    ] as const) {
      const res = await student.call({
        method: 'POST',
        url: '/api/messages',
        payload,
        headers: { 'content-type': type },
      });
      expect([400, 415], `${type} ${res.body}`).toContain(res.statusCode);
      expect(res.json().message.length).toBeGreaterThan(0);
    }
  });
});
