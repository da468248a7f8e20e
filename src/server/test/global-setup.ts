import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminUrl, databaseUrlWithName } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run: a PGlite data directory snapshot that each test file loads, and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'golf-tests-'));
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  const snapshot = await client.dumpDataDir('none');
  await database.close();
  const snapshotFile = path.join(dir, 'pglite-snapshot.tar');
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', snapshotFile);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (baseUrl) {
    template = `golf_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
    try {
      await admin.connect();
    } catch (err) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${(err as Error).message}`);
    }
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const migrated = await openDatabase({ databaseUrl: databaseUrlWithName(baseUrl, template), poolSize: 1 });
    await migrated.close();
  } else if (process.env.CI === 'true') {
    throw new Error('CI=true needs TEST_DATABASE_URL: the API suite must also run on PostgreSQL');
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (baseUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}
