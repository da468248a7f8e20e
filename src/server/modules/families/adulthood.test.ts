import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyInvitations, guardianLinks, outboxEmails, students } from '../../db/schema/index';
import { createStaff } from '../../db/seed/factories';
import { type Caller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { familiesRepository } from './families.repository';
import { type Call, callerWith, families, PASSWORD } from './families.test-helpers';

/** On a child's 18th birthday (in London) the daily clean-up ends their guardian links. */
describe(`the 18th birthday (${testDbKind})`, () => {
  let t: TestContext;
  let parent: { id: string; email: string; call: Call };
  let oliver: string;
  let maya: Caller;
  let younger: string;

  beforeAll(async () => {
    // The clock reads 22 November 2026.
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const coachId = (await createStaff(t.database.db)).id;
    const f = families(t, 'adult');
    parent = await f.registerGuardian();
    oliver = await f.addChild(parent.call, { firstName: 'Oliver', dateOfBirth: '2009-01-01', coachId });
    younger = await f.addChild(parent.call, { firstName: 'Sam', dateOfBirth: '2012-01-01', coachId });
    // Children's dates are corrected as the family would; Oliver turns 18 on 24 November.
    await t.database.db.update(students).set({ dateOfBirth: '2008-11-24' }).where(eq(students.id, oliver));
    maya = await studentCaller(t, { coachId, firstName: 'Maya', dateOfBirth: '2008-11-23' });
    await familiesRepository(t.database.db).link(parent.id, maya.id, 'Mother', t.clock());
  });
  afterAll(() => t.close());

  const mailTo = async (address: string) =>
    (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address))).map(
      (m) => m.subject,
    );
  /** Signs the guardian in afresh: the clean-up also ends the sessions the moved clock has expired. */
  const asParent = async (): Promise<Call> => {
    const res = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: parent.email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return callerWith(t, res.json().token);
  };
  const childrenOf = async () => {
    const res = await (await asParent())({ method: 'GET', url: '/api/family' });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .children.map((c: { id: string }) => c.id)
      .sort();
  };

  it('ends the link on the birthday, telling the guardian and the young adult with a login', async () => {
    expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, adulthoods: 0 });
    expect(await childrenOf()).toEqual([oliver, younger, maya.id].sort());

    // Just after midnight in London on Maya's birthday.
    t.clock.set(new Date('2026-11-23T00:05:00Z'));
    expect(await t.app.services.cleanUp.run()).toMatchObject({ adulthoods: 1 });
    expect(await childrenOf()).toEqual([oliver, younger].sort());
    expect((await (await asParent())({ method: 'GET', url: `/api/students/${maya.id}` })).statusCode).toBe(
      404,
    );
    expect(await mailTo(parent.email)).toContain(
      'Maya is 18: their Solent Golf Academy account is now their own',
    );
    expect(await mailTo(maya.email)).toEqual([
      'Happy 18th birthday, Maya: your Solent Golf Academy account is now yours',
    ]);
  });

  it('invites a young adult without a login to take the account over, once', async () => {
    t.clock.set(new Date('2026-11-24T09:00:00Z'));
    expect(await t.app.services.cleanUp.run()).toMatchObject({ adulthoods: 1 });
    expect(await childrenOf()).toEqual([younger]);
    const invitations = await t.database.db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.studentId, oliver));
    expect(invitations.map((i) => [i.kind, i.email])).toEqual([['adult_takeover', parent.email]]);
    const subjects = await mailTo(parent.email);
    expect(subjects).toContain('Oliver is 18: their Solent Golf Academy account is now their own');
    expect(subjects).toContain('Oliver, your Solent Golf Academy account is now yours');

    const before = (await t.database.db.select().from(outboxEmails)).length;
    expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, adulthoods: 0 });
    expect((await t.database.db.select().from(outboxEmails)).length).toBe(before);
    expect(
      await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, younger)),
    ).toHaveLength(1);
  });

  it('lets the young adult take the account over with an address of their own, confirmed by its link', async () => {
    // The birthday's invitation was followed by the note to the guardian: send the invitation again to read it,
    // once everything queued before has gone (queued together under the test's still clock, their order is open).
    await t.app.mailer.drain();
    await t.app.services.families.issueInvitation(t.database.db, {
      kind: 'adult_takeover',
      student: { id: oliver, firstName: 'Oliver' },
      email: parent.email,
    });
    const mail = await t.lastEmailTo(parent.email);
    expect(mail?.subject).toBe('Oliver, your Solent Golf Academy account is now yours');
    const token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const accept = (extra: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/family/invitations/login',
        payload: {
          token,
          username: `oliver_${testDbKind}`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          ...extra,
        },
      });

    const withoutEmail = await accept({});
    expect(withoutEmail.statusCode).toBe(400);
    expect(withoutEmail.json().fields).toHaveProperty('email');
    // The family's address already signs in (the guardian's): it cannot be the young adult's too.
    expect((await accept({ email: parent.email })).statusCode).toBe(409);

    const res = await accept({ email: 'oliver.grown@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({
      id: oliver,
      email: 'oliver.grown@example.com',
      emailConfirmed: false,
    });
    expect((await t.lastEmailTo('oliver.grown@example.com'))?.subject).toBe(
      'Confirm your Solent Golf Academy e-mail address',
    );
  });
});
