import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITING_LIST_THANKS } from '@/core/contracts/waiting-list';
import { waitingListEntries } from '../../db/schema/index';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const entry = (overrides: Record<string, unknown> = {}) => ({
  parentName: 'Sarah Bennett',
  email: 'Sarah.Bennett@Example.com',
  phone: '07700 900101',
  childAge: 9,
  programme: 'Junior Development Squad',
  ...overrides,
});

describe(`POST /api/waiting-list (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ ACADEMY_NOTIFY_EMAIL: 'office@academy.test' });
  });
  afterAll(() => t.close());

  it('keeps the entry and e-mails the academy', async () => {
    const res = await t.request({ method: 'POST', url: '/api/waiting-list', payload: entry() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: WAITING_LIST_THANKS });
    const rows = await t.database.db.select().from(waitingListEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      parentName: 'Sarah Bennett',
      email: 'sarah.bennett@example.com',
      childAge: 9,
    });
    const mail = await t.lastEmailTo('office@academy.test');
    expect(mail?.subject).toBe('Waiting list: Junior Development Squad (age 9)');
    expect(mail?.text).toContain('Phone: 07700 900101');
  });

  it('names each bad field, refuses unknown ones, and stores nothing', async () => {
    const before = (await t.database.db.select().from(waitingListEntries)).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/waiting-list',
      payload: entry({ email: 'nope', childAge: 3, programme: 'Tennis', phone: 'call me', admin: true }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'Enter a valid email address',
      childAge: 'Our youngest golfers are 5',
      programme: 'Choose a programme',
      phone: 'Use digits, spaces and + ( ) - only',
      admin: 'Unknown field',
    });
    expect((await t.database.db.select().from(waitingListEntries)).length).toBe(before);
  });

  it('takes an age typed as digits and refuses one written any other way, naming the field', async () => {
    const typed = await t.request({
      method: 'POST',
      url: '/api/waiting-list',
      remoteAddress: '198.51.100.7',
      payload: entry({ childAge: ' 9 ' }),
    });
    expect(typed.statusCode).toBe(201);
    for (const childAge of ['1e1', '0x10', '']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/waiting-list',
        // Another address, so these posts do not count towards the hourly limit checked below.
        remoteAddress: '198.51.100.7',
        payload: entry({ childAge }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ childAge: "Enter your child's age" });
    }
  });

  it('refuses a cross-origin post and limits each address to 10 an hour', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      headers: { origin: 'https://evil.example' },
      payload: entry(),
    });
    expect(foreign.statusCode).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/waiting-list', payload: entry() })).statusCode,
      );
    expect(statuses.filter((s) => s === 429).length).toBe(1);
  });
});
