import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { cleanUpService } from './clean-up.service';
import { recordingLog, storeLooseFiles, storeNamedFiles } from './clean-up.test-helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe(`a clean-up that cannot empty the store (${testDbKind})`, () => {
  let t: TestContext;
  let log: ReturnType<typeof recordingLog>;
  let cleanUp: ReturnType<typeof cleanUpService>;

  beforeEach(async () => {
    t = await createTestContext();
    // Stored files carry the real time they were written; the clock starts there too.
    t.clock.set(new Date());
    log = recordingLog();
    cleanUp = cleanUpService({ db: t.database.db, clock: t.clock, storage: t.app.storage, log });
  });
  afterEach(async () => {
    await t.close();
  });

  const stillStored = async (keys: string[]) => {
    const sizes = await Promise.all(keys.map((key) => t.app.storage.size(key)));
    return sizes.filter((size) => size !== null).length;
  };
  const uploads = () => path.join(t.dataDir, 'uploads');

  it('refuses when the database names no file while storage holds some, and says why', async () => {
    const files = await storeLooseFiles(t.app.storage, 4);
    t.clock.advance(25 * HOUR);

    const report = await cleanUp.run();

    expect(report).toMatchObject({ ran: true, trashed: 0 });
    expect(report.refused).toMatch(/names no stored file/);
    expect(await stillStored(files)).toBe(4);
    expect(await filesUnder(path.join(uploads(), 'trash'))).toEqual([]);
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatchObject({
      obj: { storedFiles: 4, namedFiles: 0, wouldGo: 4 },
      msg: expect.stringMatching(/clean-up refused/),
    });
  });

  it('refuses when more than a tenth of the stored files would go in one run', async () => {
    const named = await storeNamedFiles(t.database.db, t.app.storage, 9);
    const orphans = await storeLooseFiles(t.app.storage, 2);
    t.clock.advance(25 * HOUR);

    const refused = await cleanUp.run();

    expect(refused).toMatchObject({ ran: true, trashed: 0 });
    expect(refused.refused).toMatch(/2 of 11 stored files/);
    expect(await stillStored([...named, ...orphans])).toBe(11);
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]?.obj).toEqual({ storedFiles: 11, namedFiles: 9, wouldGo: 2, limit: 1 });

    // Exactly a tenth is allowed.
    await storeNamedFiles(t.database.db, t.app.storage, 9);
    t.clock.advance(25 * HOUR);
    expect(await cleanUp.run()).toMatchObject({ ran: true, trashed: 2, refused: null });
    expect(await stillStored(orphans)).toBe(0);
  });

  it('moves a file no row names to the trash, and deletes it for good after seven days', async () => {
    await storeNamedFiles(t.database.db, t.app.storage, 10);
    const [orphan] = await storeLooseFiles(t.app.storage, 1);
    t.clock.advance(25 * HOUR);
    const trashDay = t.clock().toISOString().slice(0, 10);

    expect(await cleanUp.run()).toMatchObject({ ran: true, trashed: 1, purged: 0, refused: null });
    expect(await t.app.storage.size(orphan!)).toBeNull();
    const trashed = path.join('trash', trashDay, orphan!);
    expect(await filesUnder(uploads())).toContain(trashed);
    // A trashed file is not a stored file: the next run neither counts it nor moves it again.
    expect(await cleanUp.run()).toMatchObject({ trashed: 0, purged: 0 });

    t.clock.advance(6 * DAY);
    expect(await cleanUp.run()).toMatchObject({ trashed: 0, purged: 0 });
    expect(await filesUnder(uploads())).toContain(trashed);

    t.clock.advance(2 * DAY);
    expect(await cleanUp.run()).toMatchObject({ trashed: 0, purged: 1 });
    expect(await filesUnder(uploads())).not.toContain(trashed);
    expect(await filesUnder(path.join(uploads(), 'trash'))).toEqual([]);
  });

  it('still empties old trash while it refuses to judge the stored files', async () => {
    await storeNamedFiles(t.database.db, t.app.storage, 10);
    await storeLooseFiles(t.app.storage, 1);
    t.clock.advance(25 * HOUR);
    expect(await cleanUp.run()).toMatchObject({ trashed: 1 });
    // Three more files no row names: more than a tenth now.
    await storeLooseFiles(t.app.storage, 3);
    t.clock.advance(8 * DAY);
    const report = await cleanUp.run();
    expect(report).toMatchObject({ trashed: 0, purged: 1 });
    expect(report.refused).toMatch(/3 of 13 stored files/);
  });
});
