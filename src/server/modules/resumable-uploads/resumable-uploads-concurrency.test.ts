import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUploads } from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { signIn } from '../../test/callers';
import { filesUnder } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { sendChunk, startUpload, videoBytes } from './resumable-uploads.test-helpers';

const CHUNK = 8192;

/**
 * Two chunks sent for the same offset at once (a retry racing the original). On PostgreSQL the requests
 * really run at once on a pool of connections; the embedded database takes them one at a time, so there
 * this only checks the same answers.
 */
describe(`resumable uploads under contention (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ UPLOAD_CHUNK_BYTES: String(CHUNK), RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(() => t.close());

  it('lets exactly one of several chunks for the same offset in, and keeps no part of the others', async () => {
    const me = await signIn(t, 'student', await createStudent(t.database.db, { dateOfBirth: '1990-01-01' }));
    const file = videoBytes(3 * CHUNK);
    for (let round = 0; round < 3; round += 1) {
      const id = (await startUpload(me, file.length)).json().id as string;
      const racers = await Promise.all([0, 1, 2, 3].map(() => sendChunk(me, id, 0, file.subarray(0, CHUNK))));
      const statuses = racers.map((r) => r.statusCode).sort();
      expect(statuses, racers.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409]);
      for (const lost of racers.filter((r) => r.statusCode === 409)) {
        expect(lost.headers['upload-offset']).toBe(String(CHUNK));
      }
      const [row] = await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, id));
      expect(row).toMatchObject({ receivedBytes: CHUNK });
      expect(row!.partKeys).toHaveLength(1);
    }
    // The losers' parts were removed: every part left is named by an upload's row.
    const rows = await t.database.db.select({ parts: resumableUploads.partKeys }).from(resumableUploads);
    const named = new Set(rows.flatMap((r) => r.parts));
    const parts = (await filesUnder(path.join(t.dataDir, 'uploads'))).filter((f) =>
      f.startsWith('upload-parts/'),
    );
    expect(parts.sort()).toEqual([...named].sort());
  });
});
