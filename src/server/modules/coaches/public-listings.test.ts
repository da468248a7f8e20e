import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/seed/factories';
import { staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

/** The public coaches and services are remembered for a short window, and forgotten when staff change anything. */
describe(`public listings are remembered briefly (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ PUBLIC_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  const coachNames = async () =>
    (await t.request({ method: 'GET', url: '/api/coaches' }))
      .json()
      .map((c: { first_name: string }) => c.first_name);

  it('answers from memory until staff change something, then reads afresh', async () => {
    const before = await coachNames();
    // A coach added behind the app's back is not seen within the window…
    await createStaff(t.database.db, { role: 'coach', firstName: 'Quinn', lastName: 'Behind' });
    expect(await coachNames()).toEqual(before);
    // …but any change made through the staff API clears the memory at once.
    const admin = await staffCaller(t, { role: 'admin' });
    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: 'robin.new@example.com', firstName: 'Robin', lastName: 'New', role: 'coach' },
    });
    expect(created.statusCode).toBe(201);
    const after = await coachNames();
    expect(after).toContain('Quinn');
    expect(after).toContain('Robin');
  });

  it('forgets the services when the catalogue changes', async () => {
    const services = async () =>
      (await t.request({ method: 'GET', url: '/api/booking/services' })).json().data;
    const first = await services();
    const id = Object.keys(first)[0]!;
    const admin = await staffCaller(t, { role: 'admin' });
    const changed = await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/services/${id}`,
      payload: { description: 'Freshly described' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await services())[id].description).toBe('Freshly described');
  });
});
