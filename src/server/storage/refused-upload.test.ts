import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipartBody, PNG, VIDEO } from '../test/multipart';
import { type Actor, buildWorld, prepare, ROUTES, type World } from '../test/route-catalogue';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';

type SignedIn = Exclude<Actor, 'anonymous'>;

const png = { bytes: PNG, name: 'green.png', type: 'image/png' };
const mp4 = { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' };

/**
 * For every upload route, a request whose file is stored before the request is refused: the fields are
 * checked after the body is read, so the file is already written when the refusal comes.
 */
const REFUSED: Record<string, { actor: SignedIn; field: string; request(w: World): Promise<InjectOptions> }> =
  {
    'POST /api/messages': {
      actor: 'studentA',
      field: 'subject',
      request: async (w) => ({
        url: '/api/messages',
        ...(await multipartBody([
          ['studentId', w.a.id],
          ['coachId', w.a.coachId],
          ['message', 'How do I get out first time?'],
          ['type', 'question'],
          ['image', png],
        ])),
      }),
    },
    'POST /api/messages/{id}/reply': {
      actor: 'coachOfA',
      field: 'response',
      request: async (w) => ({
        url: `/api/messages/${await w.fresh.message()}/reply`,
        ...(await multipartBody([
          ['response', ''],
          ['video', mp4],
        ])),
      }),
    },
    'POST /api/break-par-challenge/evidence': {
      actor: 'studentA',
      field: 'file',
      request: async () => ({
        url: '/api/break-par-challenge/evidence',
        ...(await multipartBody([
          ['photo', png],
          ['video', mp4],
        ])),
      }),
    },
    'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}/with-video': {
      actor: 'coachOfA',
      field: 'completed',
      request: async (w) => ({
        url: `/api/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}/with-video`,
        ...(await multipartBody([
          ['completed', 'perhaps'],
          ['video', mp4],
        ])),
      }),
    },
    'POST /api/staff/learning/videos/upload': {
      actor: 'admin',
      field: 'title',
      request: async () => ({
        url: '/api/staff/learning/videos/upload',
        ...(await multipartBody([
          ['category', 'fundamentals'],
          ['difficulty', 'beginner'],
          ['requiredTier', 'free'],
          ['video', mp4],
        ])),
      }),
    },
    'POST /api/admin/model-swings': {
      actor: 'admin',
      field: 'title',
      request: async () => ({
        url: '/api/admin/model-swings',
        ...(await multipartBody([
          ['club', '7 iron'],
          ['view', 'face_on'],
          ['handedness', 'right'],
          ['video', mp4],
        ])),
      }),
    },
    'POST /api/staff/downloads': {
      actor: 'admin',
      field: 'title',
      request: async () => ({
        url: '/api/staff/downloads',
        ...(await multipartBody([
          ['type', 'audio'],
          ['category', 'Practice plans'],
          ['requiredTier', 'free'],
          ['file', { bytes: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 1)]), name: 'a.mp3' }],
        ])),
      }),
    },
    'POST /api/staff/content/coaches/{id}/photo': {
      actor: 'admin',
      field: 'photo',
      // A PNG by its first bytes, so it is stored, that sharp then cannot decode.
      request: async (w) => ({
        url: `/api/staff/content/coaches/${w.coachOfA.id}/photo`,
        ...(await multipartBody([
          ['photo', { bytes: Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(5000, 7)]), name: 'me.png' }],
        ])),
      }),
    },
  };

describe(`a refused upload leaves no file behind (${testDbKind})`, () => {
  let t: TestContext;
  let w: World;
  const stored = () => filesUnder(path.join(t.dataDir, 'uploads'));

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '1000', BOOKINGS_PER_EMAIL_PER_DAY: '1000' });
    w = await buildWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  for (const [route, refused] of Object.entries(REFUSED)) {
    const method = route.split(' ')[0] as InjectOptions['method'];

    it(`${route}: the refusal names the field and the stored file is removed`, async () => {
      const before = await stored();
      const res = await w.callers[refused.actor].call({ ...(await refused.request(w)), method });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields ?? {}).toHaveProperty([refused.field]);
      expect(await stored()).toEqual(before);
    });

    it(`${route}: a file that cannot be removed does not hide the refusal`, async () => {
      const storage = t.app.storage;
      const remove = storage.remove;
      storage.remove = async () => {
        throw new Error('The disk went away');
      };
      try {
        const res = await w.callers[refused.actor].call({ ...(await refused.request(w)), method });
        expect(res.statusCode, res.body).toBe(400);
      } finally {
        storage.remove = remove;
      }
    });

    it(`${route}: the catalogue's valid request is still accepted`, async () => {
      const res = await w.callers[refused.actor].call({ ...(await ROUTES[route]!.request(w)), method });
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
  }

  // Last: building every request uses up what some of them need (a confirmed address, for one).
  it('knows a refusal for every route of the catalogue that takes a file', async () => {
    const uploads: string[] = [];
    for (const route of Object.keys(ROUTES).filter((key) => /^(POST|PUT|PATCH) /.test(key))) {
      const request = await prepare(w, route);
      const type = (request.headers as Record<string, string> | undefined)?.['content-type'] ?? '';
      if (type.startsWith('multipart/form-data')) uploads.push(route);
    }
    expect(uploads.sort()).toEqual(Object.keys(REFUSED).sort());
  });
});
