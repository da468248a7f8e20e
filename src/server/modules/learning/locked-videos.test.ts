import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningVideos } from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const video = (overrides: Partial<typeof learningVideos.$inferInsert>) => ({
  title: 'Tour Prep',
  description: 'How the professionals get ready.',
  category: 'performance' as const,
  difficulty: 'advanced' as const,
  durationMinutes: 12,
  instructor: 'James Whitfield',
  publishedDate: '2026-09-01',
  ...overrides,
});

/** A video the student's tier does not open shows nothing that would open it elsewhere. */
describe(`locked learning videos (${testDbKind})`, () => {
  let t: TestContext;
  let free: Caller;
  let performance: Caller;
  const lockedIds = ['LockedOne_1', 'LockedTwo-2', 'LockedThre3'];

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    await t.database.db.insert(learningVideos).values([
      video({ title: 'Free Basics', youtubeId: 'OpenVideo_1', requiredTier: 'free' }),
      video({ youtubeId: lockedIds[0], requiredTier: 'performance' }),
      // A picture stored from YouTube itself names the video as well.
      video({
        youtubeId: lockedIds[1],
        requiredTier: 'elite',
        thumbnailUrl: `https://i.ytimg.com/vi/${lockedIds[1]}/maxresdefault.jpg`,
      }),
      video({
        youtubeId: lockedIds[2],
        requiredTier: 'performance',
        thumbnailUrl: `https://img.youtube.com/vi/${lockedIds[2]}/0.jpg`,
      }),
      video({
        title: 'Uploaded',
        fileKey: 'learning-videos/x.mp4',
        fileMime: 'video/mp4',
        requiredTier: 'elite',
      }),
      video({ title: 'Own picture', requiredTier: 'elite', thumbnailUrl: '/media/own-picture.jpg' }),
    ]);
    const freeRow = await createStudent(t.database.db, { membershipTier: 'free' });
    const eliteRow = await createStudent(t.database.db, { membershipTier: 'elite' });
    free = await signIn(t, 'student', freeRow);
    performance = await signIn(t, 'student', eliteRow);
  });
  afterAll(() => t.close());

  it("a free student's list names no locked video's YouTube id anywhere, nor a stream", async () => {
    const res = await free.call({ method: 'GET', url: '/api/learning/videos' });
    expect(res.statusCode).toBe(200);
    const videos = res.json().videos as Array<Record<string, unknown>>;
    expect(videos).toHaveLength(6);
    for (const id of lockedIds) expect(res.body).not.toContain(id);
    const locked = videos.filter((v) => v.locked);
    expect(locked).toHaveLength(5);
    for (const v of locked) {
      expect(v.youtubeId).toBeNull();
      expect(v.streamUrl).toBeNull();
      expect(String(v.thumbnailUrl)).not.toMatch(/ytimg|youtube/);
    }
    // A picture of the academy's own is no key to anything: it stays on the card.
    expect(videos.find((v) => v.title === 'Own picture')).toMatchObject({
      locked: true,
      thumbnailUrl: '/media/own-picture.jpg',
    });
    expect(videos.find((v) => v.title === 'Free Basics')).toMatchObject({
      locked: false,
      youtubeId: 'OpenVideo_1',
    });
  });

  it('a student whose tier opens them sees the ids and the stream', async () => {
    const res = await performance.call({ method: 'GET', url: '/api/learning/videos' });
    const videos = res.json().videos as Array<Record<string, unknown>>;
    expect(videos).toHaveLength(6);
    expect(videos.every((v) => v.locked === false)).toBe(true);
    for (const id of lockedIds) expect(res.body).toContain(id);
    expect(videos.find((v) => v.title === 'Uploaded')!.streamUrl).toMatch(/\/stream$/);
  });
});
