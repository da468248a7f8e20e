import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelSwings } from '../../db/schema/index';
import { type Caller, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const shaftPlane = {
  id: 'plane',
  tool: 'line',
  points: [
    { x: 0.3, y: 0.9 },
    { x: 0.7, y: 0.2 },
  ],
  colour: '#22c55e',
  width: 0.008,
};

describe(`drawing templates and model swing drawings (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'James', lastName: 'Whitfield' });
    otherCoach = await staffCaller(t, { role: 'coach', firstName: 'Robin' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Rachel' });
  });
  afterAll(() => t.close());

  const create = (who: Caller, payload: unknown) =>
    who.call({ method: 'POST', url: '/api/staff/annotation-templates', payload: payload as object });

  it('keeps a named template any member of staff may use; its author or an admin deletes it', async () => {
    const made = await create(coach, { name: 'Shaft plane at address', drawings: [shaftPlane] });
    expect(made.statusCode, made.body).toBe(201);
    const template = made.json().template;
    expect(template).toMatchObject({
      name: 'Shaft plane at address',
      drawings: [shaftPlane],
      createdBy: coach.id,
      createdByName: 'James Whitfield',
    });
    const listed = await otherCoach.call({ method: 'GET', url: '/api/staff/annotation-templates' });
    expect(listed.json().templates.map((x: { id: string }) => x.id)).toContain(template.id);

    const url = `/api/staff/annotation-templates/${template.id}`;
    expect((await otherCoach.call({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await coach.call({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await coach.call({ method: 'DELETE', url })).statusCode).toBe(404);

    const another = (await create(coach, { name: 'Spine', drawings: [shaftPlane] })).json().template;
    expect(
      (await admin.call({ method: 'DELETE', url: `/api/staff/annotation-templates/${another.id}` }))
        .statusCode,
    ).toBe(204);
  });

  it('answers 400 naming the field: no name, no drawings, frames on a template', async () => {
    const cases: [unknown, string][] = [
      [{ name: ' ', drawings: [shaftPlane] }, 'name'],
      [{ name: 'Empty', drawings: [] }, 'drawings'],
      [{ name: 'Framed', drawings: [{ ...shaftPlane, fromFrame: 0 }] }, 'drawings.0.fromFrame'],
    ];
    expect(cases).toHaveLength(3);
    for (const [payload, field] of cases) {
      const res = await create(coach, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
  });

  it('versions a model swing’s drawings for any member of staff, 409 on a stale base', async () => {
    const stored = await t.app.storage.put(Readable.from([Buffer.from('model')]), {
      folder: 'model-swings',
      extension: 'mp4',
    });
    const [row] = await t.database.db
      .insert(modelSwings)
      .values({
        title: 'Tour pro driver',
        club: 'Driver',
        view: 'down_the_line',
        handedness: 'right',
        fileKey: stored.key,
        fileMime: 'video/mp4',
        fileSize: stored.size,
        fileFilename: 'driver.mp4',
        createdBy: admin.id,
      })
      .returning({ id: modelSwings.id });
    const url = `/api/staff/model-swings/${row!.id}/annotations`;
    const drawing = { ...shaftPlane, fromFrame: 0, toFrame: 40 };
    const first = await otherCoach.call({
      method: 'PUT',
      url,
      payload: { baseVersion: 0, drawings: [drawing] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().annotations).toMatchObject({ version: 1, drawings: [drawing] });
    const stale = await coach.call({ method: 'PUT', url, payload: { baseVersion: 0, drawings: [] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().latest.version).toBe(1);
    expect((await coach.call({ method: 'GET', url })).json().annotations.drawings).toEqual([drawing]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await coach.call({ method: 'GET', url: `/api/staff/model-swings/${missing}/annotations` })).statusCode,
    ).toBe(404);
  });
});
