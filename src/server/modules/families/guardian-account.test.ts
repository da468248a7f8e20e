import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { GUARDIAN_DELETION } from '../data-rights/data-rights.service';
import { families } from './families.test-helpers';

/** What a guardian's own session does outside their children's portals: their address, their child's data. */
describe(`a guardian's own account (${testDbKind})`, () => {
  let t: TestContext;
  let f: ReturnType<typeof families>;
  let coachId: string;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coachId = (await createStaff(t.database.db)).id;
    f = families(t, 'own');
  });
  afterAll(() => t.close());

  it('resends the guardian’s own confirmation link, and says when the address is confirmed', async () => {
    const parent = await f.registerGuardian();
    const res = await parent.call({ method: 'POST', url: '/api/portal/confirm-email/resend' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`We have sent a new confirmation link to ${parent.email}.`);
    const mail = await t.lastEmailTo(parent.email);
    expect(mail?.subject).toBe('Confirm your Solent Golf Academy e-mail address');
    expect(mail?.text).toContain('family account');

    await f.confirm(parent.id);
    const again = await parent.call({ method: 'POST', url: '/api/portal/confirm-email/resend' });
    expect(again.statusCode).toBe(409);
  });

  it('exports their child’s data as the child would, but asks the academy to delete the account', async () => {
    const parent = await f.registerGuardian();
    const child = await f.addChild(parent.call, { firstName: 'Oliver', dateOfBirth: '2017-03-14', coachId });
    const other = await f.registerGuardian();
    const otherChild = await f.addChild(other.call, {
      firstName: 'Ella',
      dateOfBirth: '2016-01-01',
      coachId,
    });

    const zip = await parent.call({ method: 'GET', url: `/api/students/${child}/data-export` });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(
      (await parent.call({ method: 'GET', url: `/api/students/${otherChild}/data-export` })).statusCode,
    ).toBe(404);

    const deletion = await parent.call({
      method: 'POST',
      url: `/api/students/${child}/deletion`,
      payload: {},
    });
    expect(deletion.statusCode).toBe(403);
    expect(deletion.json().message).toBe(GUARDIAN_DELETION);
  });
});
