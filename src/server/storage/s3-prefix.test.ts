import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUpService } from '../modules/data-rights/clean-up.service';
import { recordingLog, storeLooseFiles, storeNamedFiles } from '../modules/data-rights/clean-up.test-helpers';
import { startS3Store } from '../test/s3-store';
import { createTestContext, type TestContext, testDbKind } from '../test/test-app';
import type { FileStorage } from './file-storage';
import { s3FileStorage } from './s3-file-storage';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function listed(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

const put = async (storage: FileStorage) =>
  (await storage.put(Readable.from([Buffer.from('bytes')]), { folder: 'coach-videos', extension: 'mp4' }))
    .key;

describe('S3 storage under a prefix', () => {
  let store: Awaited<ReturnType<typeof startS3Store>>;
  let staging: FileStorage;
  let production: FileStorage;
  let root: FileStorage;
  beforeAll(async () => {
    store = await startS3Store();
    staging = s3FileStorage({ ...store.options, prefix: 'staging/' });
    production = s3FileStorage({ ...store.options, prefix: 'production/' });
    root = s3FileStorage(store.options);
  });
  afterAll(async () => {
    for (const storage of [staging, production, root]) storage.close?.();
    await store.close();
  });

  it('writes, reads, lists, trashes and empties the trash only under its own prefix', async () => {
    const ours = await put(staging);
    const theirs = await put(production);
    const atRoot = await put(root);
    expect(await store.keys()).toEqual([`staging/${ours}`, `production/${theirs}`, atRoot].sort());
    expect(await staging.size(ours)).toBe(5);
    expect(await staging.size(theirs)).toBeNull();
    expect(await listed(staging)).toEqual([ours]);
    expect(await listed(production)).toEqual([theirs]);
    // Nested under nobody's prefix, the root's listing sees only its own keys.
    expect(await listed(root)).toEqual([atRoot]);

    const at = new Date('2026-11-20T10:00:00Z');
    await staging.trash(ours, at);
    await production.trash(theirs, at);
    expect(await store.keys()).toEqual(
      [`staging/trash/2026-11-20/${ours}`, `production/trash/2026-11-20/${theirs}`, atRoot].sort(),
    );
    expect(await listed(staging)).toEqual([]);
    expect(await staging.size(ours)).toBeNull();

    expect(await staging.emptyTrash(new Date('2026-11-20T23:00:00Z'))).toBe(0);
    expect(await staging.emptyTrash(new Date('2026-11-21T00:00:00Z'))).toBe(1);
    expect(await store.keys()).toEqual([`production/trash/2026-11-20/${theirs}`, atRoot].sort());
    // The root's trash is `trash/…`, not `production/trash/…`.
    expect(await root.emptyTrash(new Date('2026-12-31T00:00:00Z'))).toBe(0);
    expect(await store.keys()).toEqual([`production/trash/2026-11-20/${theirs}`, atRoot].sort());
  });
});

describe(`the daily clean-up on a shared bucket (${testDbKind})`, () => {
  let store: Awaited<ReturnType<typeof startS3Store>>;
  let t: TestContext;
  let production: FileStorage;
  beforeAll(async () => {
    store = await startS3Store();
    t = await createTestContext({ ...store.env, S3_PREFIX: 'staging' });
    t.clock.set(new Date());
    production = s3FileStorage({ ...store.options, prefix: 'production/' });
  });
  afterAll(async () => {
    production.close?.();
    await t.close();
    await store.close();
  });

  it('runs under its own prefix and never touches another environment’s files', async () => {
    const log = recordingLog();
    const cleanUp = cleanUpService({ db: t.database.db, clock: t.clock, storage: t.app.storage, log });
    const named = await storeNamedFiles(t.database.db, t.app.storage, 10);
    const [orphan] = await storeLooseFiles(t.app.storage, 1);
    // Production's files: no row of staging's database names them.
    const theirs = await storeLooseFiles(production, 3);
    const productionKeys = theirs.map((key) => `production/${key}`).sort();
    expect(await store.keys()).toHaveLength(14);
    t.clock.advance(25 * HOUR);
    const day = t.clock().toISOString().slice(0, 10);

    expect(await cleanUp.run()).toMatchObject({ ran: true, trashed: 1, refused: null });
    expect(log.warnings()).toEqual([]);
    const keys = await store.keys();
    expect(keys).toContain(`staging/trash/${day}/${orphan}`);
    expect(keys.filter((key) => key.startsWith('production/'))).toEqual(productionKeys);
    expect(keys.filter((key) => key.startsWith('staging/') && !key.includes('/trash/'))).toHaveLength(
      named.length,
    );

    t.clock.advance(8 * DAY);
    expect(await cleanUp.run()).toMatchObject({ ran: true, trashed: 0, purged: 1, refused: null });
    const after = await store.keys();
    expect(after).toHaveLength(13);
    expect(after.filter((key) => key.startsWith('production/'))).toEqual(productionKeys);
  });
});
