import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, FACTORY_PASSWORD } from '../../db/seed/factories';
import { type Caller, signIn } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const MINUTE = 60_000;

/** Changing a password asks for the current one: guessing it is limited the way signing in is. */
describe(`staff password change limit (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => t.close());

  const change = (caller: Caller, currentPassword: string, from = '127.0.0.1') =>
    caller.call({
      method: 'POST',
      url: '/api/staff-portal/password',
      remoteAddress: from,
      payload: {
        currentPassword,
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
    });

  it('answers 429 with Retry-After after 10 wrong current passwords, then lets the change through later', async () => {
    const row = await createStaff(t.database.db);
    const coach = await signIn(t, 'staff', row);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await change(coach, `guess ${i}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const refused = await change(coach, 'guess again');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many attempts/);
    // The right password waits too, or a guess that happened to be right would show.
    expect((await change(coach, FACTORY_PASSWORD)).statusCode).toBe(429);

    t.clock.advance(15 * MINUTE + 1000);
    const again = await signIn(t, 'staff', row);
    const ok = await change(again, FACTORY_PASSWORD);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a successful change is not counted against the next one', async () => {
    const row = await createStaff(t.database.db);
    const coach = await signIn(t, 'staff', row);
    for (let i = 0; i < 9; i++) expect((await change(coach, `guess ${i}`)).statusCode).toBe(400);
    expect((await change(coach, FACTORY_PASSWORD)).statusCode).toBe(200);
    const back = await coach.call({
      method: 'POST',
      url: '/api/staff-portal/password',
      payload: {
        currentPassword: 'a brand new passphrase',
        newPassword: 'yet another passphrase',
        confirmPassword: 'yet another passphrase',
      },
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});
