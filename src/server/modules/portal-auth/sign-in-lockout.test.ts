import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.4';
const MINUTE = 60_000;

const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

/**
 * Failed sign-ins lock out the account and address they came from, not the account's owner elsewhere;
 * the wait grows while the guessing goes on, and an account has a far higher ceiling across all addresses.
 */
describe(`sign-in lockout (${testDbKind})`, () => {
  const contexts: TestContext[] = [];
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1' });
    contexts.push(t);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  const signIn = (url: string, email: string, password: string, from: string) =>
    t.request({ method: 'POST', url, remoteAddress: from, payload: { email, password } });
  const student = (email: string, password: string, from: string) =>
    signIn('/api/portal/login', email, password, from);

  it("a stranger's wrong passwords refuse the stranger, while Leo signs in from his own address", async () => {
    const leo = await createStudent(t.database.db, { firstName: 'Leo' });
    const statuses: number[] = [];
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 12; i++) {
      const res = await student(leo.email, `guess number ${i}`, STRANGER);
      statuses.push(res.statusCode);
      refused = res;
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect(retryAfter(refused!)).toBeGreaterThan(0);
    expect(refused!.json().message).toMatch(/Too many attempts/);
    // Even the right password waits at the stranger's address.
    expect((await student(leo.email, FACTORY_PASSWORD, STRANGER)).statusCode).toBe(429);

    const own = await student(leo.email, FACTORY_PASSWORD, OWNER);
    expect(own.statusCode).toBe(200);
    expect(own.json().user.id).toBe(leo.id);
  });

  it('the wait grows while the guessing goes on', async () => {
    const leo = await createStudent(t.database.db);
    const waits: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await student(leo.email, `guess number ${i}`, STRANGER);
      if (res.statusCode === 429) waits.push(retryAfter(res));
    }
    expect(waits).toHaveLength(35);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(15 * 60);
    // Past 20 attempts the wait is the hour's, past 40 the day's.
    expect(waits[15]).toBeGreaterThan(15 * 60);
    expect(waits[34]).toBeGreaterThan(60 * 60);

    // A quarter of an hour later the stranger is still waiting; the owner never was.
    t.clock.advance(15 * MINUTE + 1000);
    expect((await student(leo.email, 'one more guess', STRANGER)).statusCode).toBe(429);
    expect((await student(leo.email, FACTORY_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('successful sign-ins never count, and clear nobody else’s failures', async () => {
    const leo = await createStudent(t.database.db);
    for (let i = 0; i < 40; i++) {
      expect((await student(leo.email, FACTORY_PASSWORD, OWNER)).statusCode).toBe(200);
    }
    for (let i = 0; i < 9; i++) {
      expect((await student(leo.email, `typo ${i}`, OWNER)).statusCode).toBe(401);
    }
    expect((await student(leo.email, FACTORY_PASSWORD, OWNER)).statusCode).toBe(200);
    // The success took nothing back: the tenth failure is the last one let through.
    expect((await student(leo.email, 'typo again', OWNER)).statusCode).toBe(401);
    expect((await student(leo.email, 'and again', OWNER)).statusCode).toBe(429);
  });

  it('past 100 failures from all addresses together, the account waits for everyone', async () => {
    const leo = await createStudent(t.database.db);
    const statuses: number[] = [];
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 10; i++) {
        statuses.push((await student(leo.email, `guess ${i}`, `203.0.113.${address}`)).statusCode);
      }
    }
    expect(statuses).toEqual(Array(100).fill(401));
    const fresh = await student(leo.email, 'guess from a new place', '203.0.113.200');
    expect(fresh.statusCode).toBe(429);
    const owner = await student(leo.email, FACTORY_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(429);
    expect(retryAfter(owner)).toBeGreaterThan(0);
    expect(retryAfter(owner)).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(15 * MINUTE + 1000);
    expect((await student(leo.email, FACTORY_PASSWORD, OWNER)).statusCode).toBe(200);
  }, 60_000);

  it('one address guessing across many accounts is refused after 30 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await student(`nobody${i}@example.com`, 'whatever it is', STRANGER)).statusCode);
    }
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
    const leo = await createStudent(t.database.db);
    expect((await student(leo.email, FACTORY_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('staff sign-in: a stranger is refused, the coach signs in from their own address', async () => {
    const coach = await createStaff(t.database.db);
    const staff = (password: string, from: string) =>
      signIn('/api/staff-portal/login', coach.email, password, from);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await staff(`guess ${i}`, STRANGER)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const refused = await staff('guess again', STRANGER);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect((await staff(FACTORY_PASSWORD, OWNER)).statusCode).toBe(200);
    for (let i = 0; i < 15; i++) expect((await staff(FACTORY_PASSWORD, OWNER)).statusCode).toBe(200);
  });
});
