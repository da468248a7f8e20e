import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDeletionTokens,
  challengeEvidence,
  passwordResetTokens,
  sessions,
} from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { signIn } from '../../test/callers';
import { filesUnder } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { storeNamedFiles } from './clean-up.test-helpers';
import { CLEAN_UP_LOCK } from './data-rights.repository';
import { giveStudentEverything } from './data-rights.test-helpers';

const HOUR = 3600_000;

describe(`the daily clean-up (${testDbKind})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
    // Stored files carry the real time they were written; the clock starts there too.
    t.clock.set(new Date());
    // Files that rows name, so the few each test leaves unnamed stay under a tenth of the store.
    await storeNamedFiles(t.database.db, t.app.storage, 30);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = async (folder: string) =>
    (await t.app.storage.put(Readable.from([Buffer.from('bytes')]), { folder, extension: 'jpg' })).key;

  it('removes expired sessions, spent links and unattached evidence, and trashes files no row uses after a day', async () => {
    const student = await createStudent(t.database.db);
    const keptFiles = await giveStudentEverything(t.database.db, t.app.storage, student.id, null);
    await signIn(t, 'student', student);
    const orphan = await put('message-images');
    const looseEvidence = await put('break-par-evidence');
    await t.database.db.insert(challengeEvidence).values({
      studentId: student.id,
      kind: 'photo',
      fileKey: looseEvidence,
      mime: 'image/jpeg',
      size: 5,
      filename: 'hole.jpg',
    });
    const now = t.clock();
    const inAWeek = new Date(now.getTime() + 7 * 24 * HOUR);
    await t.database.db.insert(passwordResetTokens).values([
      { tokenHash: 'spent', accountType: 'student', studentId: student.id, expiresAt: inAWeek, usedAt: now },
      { tokenHash: 'live', accountType: 'student', studentId: student.id, expiresAt: inAWeek },
    ]);
    await t.database.db.insert(accountDeletionTokens).values([
      { tokenHash: 'lapsing', studentId: student.id, expiresAt: new Date(now.getTime() + HOUR) },
      { tokenHash: 'later', studentId: student.id, expiresAt: inAWeek },
    ]);

    // At once: the new upload may still be waiting for its row, so nothing of it goes.
    const first = await t.app.services.cleanUp.run();
    expect(first).toMatchObject({
      ran: true,
      trashed: 0,
      unattachedEvidence: 0,
      resetTokens: 1,
      refused: null,
    });
    expect(await t.app.storage.size(orphan)).not.toBeNull();

    t.clock.advance(25 * HOUR);
    const next = await t.app.services.cleanUp.run();
    expect(next).toMatchObject({ ran: true, unattachedEvidence: 1, deletionTokens: 1, trashed: 2 });
    expect(next.sessions).toBeGreaterThan(0);
    expect(await t.app.storage.size(orphan)).toBeNull();
    expect(await t.app.storage.size(looseEvidence)).toBeNull();
    for (const key of keptFiles) expect(await t.app.storage.size(key), key).not.toBeNull();
    const db = t.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.studentId, student.id))).toEqual([]);
    const resetHashes = (await db.select().from(passwordResetTokens)).map((r) => r.tokenHash);
    expect(resetHashes).toContain('live');
    expect(resetHashes).not.toContain('spent');
    expect((await db.select().from(accountDeletionTokens)).map((r) => r.tokenHash)).toEqual(['later']);

    // Running it again finds nothing more to do.
    expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, trashed: 0, sessions: 0 });
  });

  it('is safe when two instances run it at the same moment', async () => {
    const orphans = [await put('message-images'), await put('message-videos')];
    t.clock.advance(25 * HOUR);
    const reports = await Promise.all([t.app.services.cleanUp.run(), t.app.services.cleanUp.run()]);
    expect(reports.reduce((n, r) => n + r.trashed, 0)).toBe(2);
    for (const key of orphans) expect(await t.app.storage.size(key)).toBeNull();
  });

  it('deletes an upload a killed server left half-written, once it is a day old, without trashing it', async () => {
    const key = await put('message-videos');
    await t.app.storage.remove(key);
    const partial = path.join(t.dataDir, 'uploads', `${key}.partial`);
    await writeFile(partial, 'half a video');
    // One still being written is touched as its bytes arrive, so it is never a day old.
    await utimes(partial, t.clock(), t.clock());
    expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, partials: 0 });
    t.clock.advance(25 * HOUR);
    expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, partials: 1, trashed: 0 });
    const left = await filesUnder(path.join(t.dataDir, 'uploads'));
    expect(left.filter((file) => file.endsWith(`${path.basename(key)}.partial`))).toEqual([]);
  });

  it.runIf(testDbKind === 'postgres')('stands aside while another instance holds the lock', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [CLEAN_UP_LOCK]);
      const orphan = await put('message-images');
      t.clock.advance(25 * HOUR);
      expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: false, trashed: 0 });
      expect(await t.app.storage.size(orphan)).not.toBeNull();
      await other.query('select pg_advisory_unlock($1)', [CLEAN_UP_LOCK]);
      expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, trashed: 1 });
    } finally {
      await other.end();
    }
  });
});
