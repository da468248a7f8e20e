import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/seed/factories';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { familiesRepository } from '../families/families.repository';
import { ADULT_CHILD } from '../families/families.service';
import { type Call, families } from '../families/families.test-helpers';
import {
  DATE_OF_BIRTH_NOT_YOURS,
  GUARDIAN_IN_FAMILY_ACCOUNT,
  GUARDIAN_NOT_YOURS,
} from './student-profile.service';

// The test clock reads 22 November 2026.
const JUNIOR_14 = '2012-06-02';

/**
 * Who is a junior (the date of birth) and who hears of their messages (the parent or guardian) are set for
 * a junior, never by them; a linked guardian's details come from, and are changed in, the family account.
 */
describe(`safeguarding fields of the profile (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: string;
  let asAdmin: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coachId = (await createStaff(t.database.db)).id;
    asAdmin = await staffCaller(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const profileOf = async (call: Call, id: string, query = '') => {
    const res = await call({ method: 'GET', url: `/api/students/${id}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const put = (call: Call, id: string, payload: Record<string, unknown>) =>
    call({ method: 'PUT', url: `/api/students/${id}`, payload });

  it('does not let a junior change their date of birth or guardian; the unchanged profile still saves', async () => {
    for (const dateOfBirth of [JUNIOR_14, null]) {
      const junior = await studentCaller(t, {
        coachId,
        dateOfBirth,
        guardianEmail: 'legacy.mum@example.com',
      });
      const dob = await put(junior.call, junior.id, { date_of_birth: '2008-01-01' });
      expect(dob.statusCode).toBe(400);
      expect(dob.json().fields).toEqual({ date_of_birth: DATE_OF_BIRTH_NOT_YOURS });
      const email = await put(junior.call, junior.id, { parent_guardian_1_email: 'me@example.com' });
      expect(email.statusCode).toBe(400);
      expect(email.json().fields).toEqual({
        parent_guardian_1_email: GUARDIAN_NOT_YOURS,
      });
      const whole = await profileOf(junior.call, junior.id);
      // The profile says what the server refuses, so the portal shows it read-only.
      expect(whole).toMatchObject({ date_of_birth_editable: false, guardian_editable: false });
      const saved = await put(junior.call, junior.id, { ...whole, goals: 'Break 90' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        date_of_birth: dateOfBirth,
        parent_guardian_1_email: 'legacy.mum@example.com',
      });
    }
  });

  it('lets an adult correct their date of birth and contact, and tells the old guardian address when an admin replaces it', async () => {
    const adult = await studentCaller(t, { coachId, dateOfBirth: '1990-01-01' });
    const own = await put(adult.call, adult.id, {
      date_of_birth: '1990-02-02',
      parent_guardian_1_name: 'Kim',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ date_of_birth_editable: true, guardian_editable: true });
    // A flag is shown, not set: sending it changed is refused like any other read-only key.
    const flipped = await put(adult.call, adult.id, { date_of_birth_editable: false });
    expect(flipped.statusCode).toBe(400);
    expect(flipped.json().fields).toHaveProperty('date_of_birth_editable');

    const junior = await studentCaller(t, {
      coachId,
      dateOfBirth: JUNIOR_14,
      guardianEmail: 'old.dad@example.com',
    });
    const res = await put(asAdmin.call, junior.id, {
      parent_guardian_1_email: 'new.dad@example.com',
      date_of_birth: '2012-07-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      parent_guardian_1_email: 'new.dad@example.com',
      date_of_birth: '2012-07-01',
    });
    const notice = await t.lastEmailTo('old.dad@example.com');
    expect(notice?.subject).toContain('You no longer receive');
  });

  it('shows the first linked guardian, read-only here for everyone; their guardian may correct the date of birth', async () => {
    const f = families(t, 'profile');
    const parent = await f.registerGuardian({ phone: '07700 900555' });
    const child = await f.addChild(parent.call, { firstName: 'Oliver', dateOfBirth: '2017-03-14', coachId });
    const teen = await studentCaller(t, { coachId, dateOfBirth: JUNIOR_14, guardianName: 'Legacy Name' });
    await familiesRepository(t.database.db).link(parent.id, teen.id, 'Father', t.clock());

    const shown = await profileOf(teen.call, teen.id);
    expect(shown).toMatchObject({
      parent_guardian_1_name: 'Hannah Parker',
      parent_guardian_1_relationship: 'Father',
      parent_guardian_1_email: parent.email,
      parent_guardian_1_phone: '07700 900555',
      parent_guardian_1_work_phone: null,
    });
    expect((await put(teen.call, teen.id, { ...shown, goals: 'Par 3s' })).statusCode).toBe(200);

    for (const caller of [parent.call, asAdmin.call, teen.call]) {
      const res = await put(caller, teen.id, { parent_guardian_1_phone: '07700 900999' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        parent_guardian_1_phone: GUARDIAN_IN_FAMILY_ACCOUNT,
      });
    }

    const whole = await profileOf(parent.call, child);
    expect(whole.parent_guardian_1_relationship).toBe('Mother');
    expect(whole).toMatchObject({ date_of_birth_editable: true, guardian_editable: false });
    expect((await put(parent.call, child, { ...whole, date_of_birth: '2017-04-01' })).statusCode).toBe(200);
    const adult = await put(parent.call, child, { date_of_birth: '2000-01-01' });
    expect(adult.statusCode).toBe(400);
    expect(adult.json().fields).toEqual({ date_of_birth: ADULT_CHILD });
  });
});
