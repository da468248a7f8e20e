import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createStudent, FACTORY_PASSWORD } from './db/seed/factories';
import { expectSecurityHeaders } from './test/security-headers';
import { APP_ORIGIN, cookiePair, createTestContext, type TestContext, testDbKind } from './test/test-app';

describe(`platform: health, errors, headers, origin rule, docs, web fallback (${testDbKind})`, () => {
  let t: TestContext;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'golf-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app shell</title>');
    t = await createTestContext(
      { RATE_LIMIT_FACTOR: '100' },
      {
        webRoot,
        beforeReady(app) {
          app.get('/api/test/explode', async () => {
            throw new Error('relation "students" leaked: SELECT password_hash FROM students');
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('reports health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expectSecurityHeaders(res.headers);
  });

  it('answers an unknown API route with JSON 404, and hides the details of a 500', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No API route matches GET /api/nothing-here' });
    expectSecurityHeaders(missing.headers);

    const boom = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(boom.body).not.toMatch(/password_hash|SELECT|at /);
    expectSecurityHeaders(boom.headers);
    expect(boom.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts security headers on validation errors too', async () => {
    const res = await t.request({ method: 'POST', url: '/api/portal/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res.headers);
  });

  it('refuses a cross-origin data-changing request, with or without a session', async () => {
    const student = await createStudent(t.database.db);
    const login = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    const cookie = cookiePair(login, '__Host-student_session')!;

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/portal/logout',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-origin request refused' });
    // The session survived the forged logout.
    expect(
      (await t.request({ method: 'POST', url: '/api/portal/validate', headers: { cookie } })).statusCode,
    ).toBe(200);

    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/portal/logout', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);

    const foreignLogin = await t.app.inject({
      method: 'POST',
      url: '/api/portal/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    expect(foreignLogin.statusCode).toBe(403);

    // API clients with a bearer token send no Origin and are not at risk of CSRF.
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/portal/validate',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(bearer.statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/portal/validate',
      headers: { origin: APP_ORIGIN, cookie },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(300 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });

  it('lists coaches publicly without private fields, founders first', async () => {
    await createStaff(t.database.db, { firstName: 'Zed', displayOrder: 5, role: 'instructor' });
    await createStaff(t.database.db, {
      firstName: 'Ann',
      displayOrder: 1,
      bio: 'Founder',
      phone: '023 8049 6001',
      certifications: ['PGA'],
    });
    await createStaff(t.database.db, { firstName: 'Off', role: 'admin' });
    await createStaff(t.database.db, { firstName: 'Gone', active: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/coaches' });
    expect(res.statusCode).toBe(200);
    const coaches = res.json();
    expect(coaches.map((c: { first_name: string }) => c.first_name)).toEqual(['Ann', 'Zed']);
    expect(Object.keys(coaches[0]).sort()).toEqual(
      [
        'bio',
        'first_name',
        'id',
        'last_name',
        'mobile_phone',
        'other_certifications',
        'phone',
        'profile_image_url',
        'role',
        'specializations',
      ].sort(),
    );
    expect(coaches[0]).toMatchObject({
      bio: 'Founder',
      phone: '023 8049 6001',
      other_certifications: ['PGA'],
      role: 'Head Coach',
    });
    expect(coaches[1].role).toBe('Instructor');
    expect(res.body).not.toMatch(/password|@academy\.test/);
  });

  it('serves the OpenAPI document and its browsable UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const p of [
      '/api/health',
      '/api/coaches',
      '/api/portal/register',
      '/api/portal/login',
      '/api/portal/validate',
      '/api/portal/logout',
      '/api/staff-portal/login',
      '/api/staff-portal/validate',
      '/api/staff-portal/logout',
      '/api/forgot-password',
      '/api/reset-password',
    ]) {
      expect(paths).toContain(p);
    }
    expect(
      doc.json().paths['/api/portal/register'].post.requestBody.content['application/json'].schema.required,
    ).toContain('coachId');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const page =
      ui.statusCode === 302 ? await t.app.inject({ method: 'GET', url: ui.headers.location as string }) : ui;
    expect(page.body).toMatch(/swagger/i);
  });

  it('serves the app for page paths, 404 for unknown ones, and never HTML for files or API paths', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/student-portal' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.body).toContain('app shell');
    expectSecurityHeaders(home.headers);
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('app shell');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('app shell');
    const file = await t.app.inject({ method: 'GET', url: '/missing.png' });
    expect(file.statusCode).toBe(404);
  });

  it('reports 503 when the database stops answering', async () => {
    const ctx = await createTestContext();
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await ctx.close();
  });
});
