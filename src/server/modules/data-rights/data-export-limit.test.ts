import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createStudent } from '../../db/seed/factories';
import { signIn } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';

// A data export zips every file an account holds: ten an hour each, then 429 until the hour has passed.
describe(`data exports are limited (${testDbKind})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => t.close());

  it('lets a student download their data ten times an hour, then answers 429', async () => {
    const student = await createStudent(t.database.db);
    const self = await signIn(t, 'student', student);
    const exportOwn = () => self.call({ method: 'GET', url: `/api/students/${student.id}/data-export` });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await exportOwn()).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    t.clock.advance(61 * 60_000);
    expect((await exportOwn()).statusCode).toBe(200);
  });

  it('lets a guardian download the family’s data ten times an hour, then answers 429', async () => {
    const coachId = (await createStaff(t.database.db)).id;
    const f = families(t, 'exportlimit');
    const hannah = await f.registerGuardian({ firstName: 'Hannah', lastName: 'Parker' });
    await f.confirm(hannah.id);
    await f.addChild(hannah.call, { firstName: 'Oliver', dateOfBirth: '2014-03-14', coachId });
    const exportFamily = () => hannah.call({ method: 'GET', url: '/api/family/data-export' });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await exportFamily()).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
