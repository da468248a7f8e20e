import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swingVideos, videoRenditions } from '../../db/schema/index';
import type { Caller } from '../../test/callers';
import { type TestContext, testDbKind } from '../../test/test-app';
import { uploadWhole, videoBytes } from '../resumable-uploads/resumable-uploads.test-helpers';
import { adultStudentOf, coachingVideoWorld } from './swings.test-helpers';

const CHUNK = 8192;

describe(`a coach marks a student's swing and compares it with their earlier ones (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    ({ t, coach, otherCoach, admin } = await coachingVideoWorld(CHUNK));
  });
  afterAll(() => t.close());

  const student = () => adultStudentOf(t, coach);

  /** A swing the student sent; `frames`: converted, with that many frames at 30 fps. */
  async function swingOf(me: Caller, frames?: number): Promise<string> {
    const uploadId = await uploadWhole(me, videoBytes(CHUNK), CHUNK);
    const res = await me.call({
      method: 'POST',
      url: '/api/swings',
      payload: { uploadId, purpose: 'coach' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().swing.id as string;
    if (frames !== undefined) {
      const [row] = await t.database.db.select().from(swingVideos).where(eq(swingVideos.id, id));
      await t.database.db
        .update(videoRenditions)
        .set({ status: 'ready', fps: 30, frameCount: frames, durationSeconds: frames / 30 })
        .where(eq(videoRenditions.sourceKey, row!.fileKey));
    }
    return id;
  }
  const mark = (who: Caller, id: string, payload: unknown) =>
    who.call({ method: 'PUT', url: `/api/staff/swings/${id}/moments`, payload: payload as object });
  const listOf = (who: Caller, studentId: string) =>
    who.call({ method: 'GET', url: `/api/staff/students/${studentId}/swings` });

  it('saves the marks, keeps them through the review, and shows them to the student', async () => {
    const me = await student();
    const id = await swingOf(me, 45);
    const marked = await mark(coach, id, { address: 2, top: 20, impact: 44 });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().swing).toMatchObject({
      moments: { address: 2, top: 20, impact: 44 },
      playback: { status: 'ready', frameCount: 45 },
    });
    // A later save replaces every mark: one left out is unmarked.
    const again = await mark(coach, id, { address: 3, impact: 40 });
    expect(again.json().swing.moments).toEqual({ address: 3, impact: 40 });
    // Not the family's to see until the review is sent.
    expect((await me.call({ method: 'GET', url: '/api/swings' })).json().swings[0].moments).toBeNull();

    const reviewed = await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${id}/review`,
      payload: { comment: 'Hold the finish.' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().swing.moments).toEqual({ address: 3, impact: 40 });
    // Marks may still be corrected after the review.
    expect((await mark(admin, id, { address: 3, top: 18, impact: 40 })).statusCode).toBe(200);

    const mine = await me.call({ method: 'GET', url: '/api/swings' });
    expect(mine.json().swings[0]).toMatchObject({
      id,
      reviewComment: 'Hold the finish.',
      reviewedBy: 'James Whitfield',
      moments: { address: 3, top: 18, impact: 40 },
    });
  });

  it('refuses a frame past the end naming the moment, and bad input naming the field, never a 500', async () => {
    const me = await student();
    const id = await swingOf(me, 45);
    const late = await mark(coach, id, { top: 20, impact: 45 });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({ impact: 'Must be a frame from 0 to 44' });
    // The review refuses the same marks by the same rule.
    const review = await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${id}/review`,
      payload: { comment: 'Good', moments: { address: 60 } },
    });
    expect(review.statusCode).toBe(400);
    expect(review.json().fields).toEqual({ address: 'Must be a frame from 0 to 44' });

    for (const payload of [{ impact: -1 }, { impact: 2.5 }, { impact: 'ten' }, { finish: 3 }]) {
      const res = await mark(coach, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatch(/impact|finish/);
    }
    expect((await mark(coach, 'not-an-id', { impact: 1 })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(swingVideos).where(eq(swingVideos.id, id));
    expect(row!.moments).toBeNull();
  });

  it('keeps marks as given while the video waits for its conversion', async () => {
    const me = await student();
    const id = await swingOf(me);
    const res = await mark(coach, id, { impact: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().swing.playback.frameCount).toBeNull();
  });

  it('lists one student’s swings, waiting and reviewed, newest first, for their coach and admins only', async () => {
    const me = await student();
    const first = await swingOf(me, 30);
    await coach.call({
      method: 'POST',
      url: `/api/staff/swings/${first}/review`,
      payload: { comment: 'Earlier one', moments: { impact: 12 } },
    });
    t.clock.advance(60_000);
    const second = await swingOf(me, 30);
    const someoneElse = await student();
    await swingOf(someoneElse);

    const listed = await listOf(coach, me.id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().swings.map((s: { id: string }) => s.id)).toEqual([second, first]);
    expect(listed.json().swings[1]).toMatchObject({ reviewComment: 'Earlier one', moments: { impact: 12 } });
    expect((await listOf(admin, me.id)).json().swings).toHaveLength(2);

    // Another coach learns nothing: neither the list nor the marks, as if there were no such student.
    expect((await listOf(otherCoach, me.id)).statusCode).toBe(404);
    expect((await mark(otherCoach, second, { impact: 3 })).statusCode).toBe(404);
    expect((await listOf(coach, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await listOf(coach, 'nope')).statusCode).toBe(400);
    // A student is not staff.
    expect((await me.call({ method: 'GET', url: `/api/staff/students/${me.id}/swings` })).statusCode).toBe(
      401,
    );
  });
});
