import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { staffRepository } from '../modules/staff/staff.repository';
import { verifyPassword } from '../security/passwords';
import { freshDatabase, testDbKind } from '../test/test-app';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

describe(`npm run staff:create (${testDbKind})`, () => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (testDbKind === 'postgres') {
      const fresh = await freshDatabase();
      await fresh.database.close();
      env = { DATABASE_URL: fresh.url! };
      open = () => openDatabase({ databaseUrl: fresh.url!, migrate: false });
      cleanup = fresh.drop;
    } else {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'golf-cli-'));
      env = { DATA_DIR: dir };
      open = () => openDatabase({ dataDir: dir });
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  const cli = (args: string[]) =>
    run(tsx, ['src/server/cli/staff-create.ts', ...args], {
      env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
    });

  it('creates an account, prints its id, and updates it on a second run', async () => {
    const first = await cli([
      '--email',
      'Head.Coach@Academy.test',
      '--password',
      'first secret phrase',
      '--role',
      'admin',
      '--first-name',
      'Jo',
      '--last-name',
      'Head',
    ]);
    const id = first.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.stderr).toContain('Created admin head.coach@academy.test');

    const second = await cli([
      '--email',
      'head.coach@academy.test',
      '--password',
      'second secret phrase',
      '--role',
      'coach',
      '--first-name',
      'Jo',
      '--last-name',
      'Head',
    ]);
    expect(second.stdout.trim()).toBe(id);

    const db = await open();
    try {
      const row = await staffRepository(db.db).findById(id);
      expect(row).toMatchObject({
        email: 'head.coach@academy.test',
        role: 'coach',
        firstName: 'Jo',
        active: true,
      });
      expect(await verifyPassword(row!.passwordHash, 'second secret phrase')).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('explains bad arguments and exits non-zero', async () => {
    await expect(cli(['--email', 'nope', '--password', 'short', '--role', 'owner'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /--email: Enter a valid email address[\s\S]*--password: Password must be at least 8[\s\S]*--role:[\s\S]*Usage: npm run staff:create/,
      ),
    });
  });

  it.runIf(testDbKind === 'pglite')(
    'refuses to open the embedded database while a server holds it',
    async () => {
      // This test runner's own pid stands in for a running server.
      await writeFile(path.join(env.DATA_DIR!, 'embedded-db.pid'), String(process.pid));
      try {
        await expect(
          cli([
            '--email',
            'x@academy.test',
            '--password',
            'another fine phrase',
            '--role',
            'coach',
            '--first-name',
            'A',
            '--last-name',
            'B',
          ]),
        ).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('is in use by process'),
        });
      } finally {
        await rm(path.join(env.DATA_DIR!, 'embedded-db.pid'), { force: true });
      }
    },
  );
});
