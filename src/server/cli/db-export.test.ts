import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { attachDemoDownloadFiles } from '../db/seed/demo-downloads';
import { seedOnFirstStart } from '../db/seed/first-start';
import { hashPassword } from '../security/passwords';
import { localFileStorage } from '../storage/file-storage';
import { adminUrl, databaseUrlWithName } from '../test/postgres-urls';
import { APP_ORIGIN, APP_URL, testDbKind } from '../test/test-app';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

/** Rows per table, to compare a database with its copy. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const res = await db.execute<{ n: number | string }>(sql.raw(`select count(*) as n from "${name}"`));
    counts[name] = Number(res.rows[0]!.n);
  }
  return counts;
}

// Moving from the embedded database to a server needs a server: it runs where PostgreSQL is configured.
describe.runIf(testDbKind === 'postgres')(
  'npm run db:export: from the embedded database to PostgreSQL',
  () => {
    let work: string;
    const target = `golf_restore_${Math.random().toString(16).slice(2, 10)}`;
    // Read when the suite runs, not when it is collected: on a machine without PostgreSQL the suite is
    // skipped, and the unset variable must not fail the collection.
    const base = () => process.env.TEST_DATABASE_URL as string;
    const targetUrl = () => databaseUrlWithName(base(), target);
    const admin = () => new pg.Client({ connectionString: adminUrl(base()) });

    beforeAll(async () => {
      work = await mkdtemp(path.join(os.tmpdir(), 'golf-export-'));
    });
    afterAll(async () => {
      const c = admin();
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      await c.end();
      await rm(work, { recursive: true, force: true });
    });

    it('exports the academy and its files, restores them with psql, and the app runs on the copy', async () => {
      // An academy on the embedded database, with demo data and uploaded files.
      const embeddedDir = path.join(work, 'embedded');
      const embedded = await openDatabase({ dataDir: embeddedDir });
      await seedOnFirstStart(embedded.db, hashPassword);
      expect(
        await attachDemoDownloadFiles(embedded.db, localFileStorage(path.join(embeddedDir, 'uploads'))),
      ).toBe(5);
      const before = await rowCounts(embedded.db);
      await embedded.close();

      const backup = path.join(work, 'backup');
      const exported = await run(tsx, ['src/server/cli/db-export.ts', '--out', backup], {
        env: { ...process.env, DATA_DIR: embeddedDir, DATABASE_URL: '' },
      });
      expect(exported.stdout.trim()).toBe(backup);
      const uploaded = await readdir(path.join(backup, 'uploads'), { recursive: true });
      expect(uploaded.filter((f) => f.includes('.')).length).toBe(5);

      // The README's restore: an empty database, psql, and the files beside the new data directory.
      const c = admin();
      await c.connect();
      await c.query(`CREATE DATABASE ${target}`);
      await c.end();
      await run('psql', [
        '-v',
        'ON_ERROR_STOP=1',
        '-q',
        '-f',
        path.join(backup, 'database.sql'),
        targetUrl(),
      ]);
      const serverDir = path.join(work, 'server');
      await cp(path.join(backup, 'uploads'), path.join(serverDir, 'uploads'), { recursive: true });

      // The app starts on the copy (nothing left to migrate) and finds everything where it was.
      const database = await openDatabase({ databaseUrl: targetUrl() });
      try {
        expect(await rowCounts(database.db)).toEqual(before);
        const config = loadConfig({ NODE_ENV: 'test', APP_URL, DATA_DIR: serverDir, LOG_LEVEL: 'error' });
        const app = await buildApp({ config, database, logger: false });
        try {
          const login = await app.inject({
            method: 'POST',
            url: '/api/portal/login',
            headers: { origin: APP_ORIGIN },
            payload: { email: DEMO_ACCOUNTS.students.leo, password: DEMO_PASSWORD },
          });
          expect(login.statusCode).toBe(200);
          const authorization = `Bearer ${login.json().token}`;
          const list = await app.inject({ method: 'GET', url: '/api/downloads', headers: { authorization } });
          const free = list
            .json()
            .downloads.find((d: { price: number; locked: boolean }) => d.price === 0 && !d.locked);
          const file = await app.inject({
            method: 'GET',
            url: `/api/downloads/${free.id}/file`,
            headers: { authorization },
          });
          expect(file.statusCode).toBe(200);
          expect(file.rawPayload.length).toBeGreaterThan(100);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }

      // And a server's own backup, through pg_dump, restores the same way.
      const again = path.join(work, 'from-server');
      await run(tsx, ['src/server/cli/db-export.ts', '--out', again], {
        env: { ...process.env, DATA_DIR: serverDir, DATABASE_URL: targetUrl() },
      });
      const dump = await readFile(path.join(again, 'database.sql'), 'utf8');
      expect(dump).toContain('CREATE TABLE public.students');
      expect(dump).toContain('__drizzle_migrations');
    }, 120_000);
  },
);
