import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { findDemoAccounts } from '../db/seed/demo-accounts';
import { createStaff, createStudent } from '../db/seed/factories';
import { seedOnFirstStart } from '../db/seed/first-start';
import { staffRepository } from '../modules/staff/staff.repository';
import { hashPassword } from '../security/passwords';
import { freshDatabase, testDbKind } from '../test/test-app';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

describe(`npm run demo:remove (${testDbKind})`, () => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let cleanup: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'golf-demo-remove-'));
    if (testDbKind === 'postgres') {
      const fresh = await freshDatabase();
      await fresh.database.close();
      env = { DATA_DIR: dataDir, DATABASE_URL: fresh.url! };
      open = () => openDatabase({ databaseUrl: fresh.url!, migrate: false });
      cleanup = async () => {
        await fresh.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      open = () => openDatabase({ dataDir });
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  const cli = (args: string[] = []) =>
    run(tsx, ['src/server/cli/demo-remove.ts', ...args], { env: { ...process.env, ...env } });

  it('removes the demo accounts of a live installation and keeps the real ones', async () => {
    const db = await open();
    let realAdminId: string;
    let realStudentId: string;
    try {
      await seedOnFirstStart(db.db, hashPassword);
      realAdminId = (await createStaff(db.db, { role: 'admin' })).id;
      realStudentId = (await createStudent(db.db)).id;
    } finally {
      await db.close();
    }

    const first = await cli();
    expect(first.stderr).toContain('Removed admin@solentgolf.academy');
    expect(first.stderr).toContain('Removed hannah.parker@example.com');
    expect(first.stderr).toContain('Removed 3 demo guardians and their links to children.');
    expect(first.stderr).toMatch(/Removed 3 demo staff and 5 demo students/);

    const after = await open();
    try {
      expect(await findDemoAccounts(after.db)).toEqual({ staff: [], guardians: [], students: [] });
      expect(await staffRepository(after.db).findById(realAdminId)).toMatchObject({ role: 'admin' });
      const students = await after.db.query.students.findMany({ columns: { id: true } });
      expect(students).toEqual([{ id: realStudentId }]);
    } finally {
      await after.close();
    }

    expect((await cli()).stderr).toContain('No demo accounts found: nothing removed.');
  }, 60_000);

  it.runIf(testDbKind === 'pglite')(
    'refuses to open the embedded database while a server holds it',
    async () => {
      // This test runner's own pid stands in for a running server.
      await writeFile(path.join(dataDir, 'embedded-db.pid'), String(process.pid));
      try {
        await expect(cli()).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('is in use by process'),
        });
      } finally {
        await rm(path.join(dataDir, 'embedded-db.pid'), { force: true });
      }
    },
  );
});
