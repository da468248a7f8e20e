import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coachMessages } from '../db/schema/index';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../db/seed/factories';
import { multipartBody } from '../test/multipart';
import { APP_ORIGIN, cookiePair, createTestContext, type TestContext, testDbKind } from '../test/test-app';

const REFUSED = { message: 'Cross-origin request refused' };

describe(`the origin rule has no side door (${testDbKind})`, () => {
  let t: TestContext;
  let studentId: string;
  let coachId: string;
  let email: string;
  let cookie: string;
  let bearer: string;

  // A fresh session per test, so a forged sign-out that got through cannot spoil the next test.
  async function signIn() {
    const login = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email, password: FACTORY_PASSWORD },
    });
    cookie = cookiePair(login, '__Host-student_session')!;
    bearer = `Bearer ${login.json().token}`;
  }

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const coach = await createStaff(t.database.db, { firstName: 'James' });
    const student = await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '1984-11-08' });
    studentId = student.id;
    coachId = coach.id;
    email = student.email;
  });
  beforeEach(() => signIn());
  afterAll(() => t.close());

  const messageForm = (subject: string) =>
    multipartBody([
      ['studentId', studentId],
      ['coachId', coachId],
      ['subject', subject],
      ['message', 'Sent by whoever holds the session.'],
      ['type', 'question'],
    ]);

  const sentWithSubject = async (subject: string) =>
    (await t.database.db.select().from(coachMessages).where(eq(coachMessages.subject, subject))).length;

  it('refuses a cross-origin form posted to a percent-encoded API path, and writes nothing', async () => {
    for (const url of ['/%61pi/messages', '/%2561pi/messages', '/api/%6Dessages']) {
      const subject = `Forged via ${url}`;
      const form = await messageForm(subject);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...form.headers, origin: 'https://evil.example', cookie },
        payload: form.payload,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(REFUSED);
      expect(await sentWithSubject(subject)).toBe(0);
    }
  });

  it('refuses every unsafe method whatever the path, even one no route answers', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/%61pi/portal/logout', '//api/portal/logout', '/API/portal/logout', '/nowhere']) {
        const res = await t.app.inject({ method, url, headers: { origin: 'https://evil.example', cookie } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // The session survived every forged sign-out.
    expect(
      (await t.request({ method: 'POST', url: '/api/portal/validate', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a request the browser marks cross-site, with or without an Origin', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/portal/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email, password: FACTORY_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual(REFUSED);

    const withOurOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/portal/validate',
      headers: { 'sec-fetch-site': 'cross-site', origin: APP_ORIGIN, authorization: bearer },
    });
    expect(withOurOrigin.statusCode).toBe(403);
  });

  it('refuses a same-site request (another subdomain) unless its Origin is ours', async () => {
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/portal/login',
      headers: { 'sec-fetch-site': 'same-site' },
      payload: { email, password: FACTORY_PASSWORD },
    });
    expect(noOrigin.statusCode).toBe(403);

    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/portal/validate',
      headers: { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000', cookie },
    });
    expect(sibling.statusCode).toBe(403);

    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/portal/validate',
      headers: { 'sec-fetch-site': 'same-site', origin: APP_ORIGIN, cookie },
    });
    expect(ours.statusCode).toBe(200);
  });

  it('accepts same-origin and typed-in requests', async () => {
    for (const site of ['same-origin', 'none']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/portal/validate',
        headers: { 'sec-fetch-site': site, origin: APP_ORIGIN, cookie },
      });
      expect(res.statusCode, site).toBe(200);
    }
  });

  it('lets only a Bearer token stand in for an Origin: another Authorization scheme with the cookie is refused', async () => {
    for (const authorization of ['Basic c3R1ZGVudDpwYXNzd29yZA==', 'bearer lowercase', 'Token x']) {
      const subject = `Forged with ${authorization}`;
      const form = await messageForm(subject);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { ...form.headers, authorization, cookie },
        payload: form.payload,
      });
      expect(res.statusCode, authorization).toBe(403);
      expect(res.json()).toEqual(REFUSED);
      expect(await sentWithSubject(subject)).toBe(0);
    }
  });

  it('signs a Bearer request in with its token, never with the cookie beside it', async () => {
    const form = await messageForm('Bearer with a stale token');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { ...form.headers, authorization: 'Bearer not-a-session', cookie },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
    expect(await sentWithSubject('Bearer with a stale token')).toBe(0);
  });

  it('still sends a message from our own page, and from an API client with its token', async () => {
    const fromPage = await messageForm('From the portal page');
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { ...fromPage.headers, origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
      payload: fromPage.payload,
    });
    expect(page.statusCode).toBe(201);
    expect(await sentWithSubject('From the portal page')).toBe(1);

    const fromClient = await messageForm('From an API client');
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { ...fromClient.headers, authorization: bearer },
      payload: fromClient.payload,
    });
    expect(client.statusCode).toBe(201);
    expect(await sentWithSubject('From an API client')).toBe(1);
  });
});
