import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { testDbKind } from '../../test/test-app';
import { SERVICE } from '../booking/booking.test-helpers';
import { families, PASSWORD, tokenIn } from '../families/families.test-helpers';
import { adultCaller, openMemberships, PLAN, subscribe, viewOf } from './memberships.test-helpers';

/** On PostgreSQL the requests really run at once; PGlite takes them one at a time. */
describe(`a session credit spent twice at once (${testDbKind})`, () => {
  let m: Awaited<ReturnType<typeof openMemberships>>;
  beforeAll(async () => {
    m = await openMemberships();
  });
  afterAll(() => m.close());

  it('eight lessons booked at once with four credits: exactly four are booked, each at its own time', async () => {
    const { t, double } = m;
    const alex = await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.adult], firstName: 'Alex' });
    const member = await adultCaller(t, 'Race');
    await t.database.db.update(students).set({ coachId: alex.staff.id }).where(eq(students.id, member.id));
    await subscribe(t, double, member, PLAN.essentials);

    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    const answers = await Promise.all(
      times.map((time) =>
        member.call({
          method: 'POST',
          url: '/api/memberships/mine/lessons',
          payload: { serviceId: SERVICE.adult, date: '2026-11-28', time },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    expect((await viewOf(member)).membership.credits).toEqual({ perMonth: 4, left: 0 });
  });

  it('two guardians of one child book at once, each from their own address: the credits still give exactly four', async () => {
    const { t, double } = m;
    // Each guardian books under their own address, so the per-address booking lock never meets: only the
    // membership's own row lock stands between the two.
    const jo = await createDiaryCoach(t.database.db, {
      serviceIds: [SERVICE.juniorPrivate],
      firstName: 'Jo',
    });
    const fam = families(t, 'race');
    const mother = await fam.registerGuardian();
    const childId = await fam.addChild(mother.call, {
      firstName: 'Oliver',
      dateOfBirth: '2014-03-02',
      coachId: jo.staff.id,
    });
    await fam.confirm(mother.id);
    await subscribe(t, double, mother, PLAN.essentials, `?studentId=${childId}`);

    const fatherEmail = 'race.father@example.com';
    const invited = await mother.call({
      method: 'POST',
      url: '/api/family/guardians/invite',
      payload: { email: fatherEmail, relationship: 'Father', studentIds: [childId] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const father = await fam.registerGuardian({
      email: fatherEmail,
      firstName: 'Tom',
      invitationToken: tokenIn((await t.lastEmailTo(fatherEmail))!.text),
      password: PASSWORD,
    });

    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    expect(times).toHaveLength(8);
    const answers = await Promise.all(
      times.map((time, i) =>
        (i % 2 === 0 ? mother : father).call({
          method: 'POST',
          url: `/api/memberships/mine/lessons?studentId=${childId}`,
          payload: { serviceId: SERVICE.juniorPrivate, date: '2026-11-27', time },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    expect((await viewOf(mother, `?studentId=${childId}`)).membership.credits).toEqual({
      perMonth: 4,
      left: 0,
    });
  });
});
