import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { readOutboxFiles } from './eml';
import { adminUrl, databaseUrlWithName } from './postgres-urls';

export type TestDbKind = 'pglite' | 'postgres';

/** The database engine this test project runs on (set per Vitest project). */
export const testDbKind: TestDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const APP_URL = 'http://localhost:3000';
export const APP_ORIGIN = APP_URL;

/** A clock the test moves by hand. */
export function fakeClock(start = new Date('2026-11-22T10:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (date: Date) => {
    now = date.getTime();
  };
  return clock;
}
export type FakeClock = ReturnType<typeof fakeClock>;

/** A fresh database of this run's kind: a loaded PGlite snapshot, or a copy of the PostgreSQL template. */
export async function freshDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (testDbKind === 'pglite') {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const client = new PGlite({ loadDataDir: new Blob([snapshot]) });
    const database = await openDatabase({ pglite: client, migrate: false });
    return { database, drop: async () => {} };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No PostgreSQL template: is TEST_DATABASE_URL set for the whole run?');
  const name = `golf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  // Copies from one template may collide for an instant; try a few times.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (err) {
      if (attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 100 + attempt * 100));
    }
  }
  await admin.end();
  const url = databaseUrlWithName(base, name);
  const database = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 25 });
  return {
    database,
    url,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl(base) });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL URL of this context's database (undefined on PGlite), for a second app instance. */
  databaseUrl?: string;
  config: Config;
  clock: FakeClock;
  dataDir: string;
  /** Requests with our own Origin, as the browser sends them. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The newest e-mail delivered to an address (its .eml file), once everything due has been attempted. */
  lastEmailTo(address: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

/** Builds the real app on its own fresh database, with a fake clock and the file outbox for mail. */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { beforeReady?: (app: FastifyInstance) => void; webRoot?: string } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'golf-app-'));
  const fresh = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // Tests write rows directly and read them back at once; the cache has its own test.
    PUBLIC_CACHE_SECONDS: '0',
    // A test machine may have less free disk than production's floor; the floor has tests of its own.
    UPLOAD_MIN_FREE_MB: '0',
    ...env,
  });
  const clock = fakeClock();
  const app = await buildApp({
    config,
    database: fresh.database,
    clock,
    logger: { level: 'fatal' },
    webRoot: options.webRoot,
    videoConversion: 'manual',
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: fresh.database,
    databaseUrl: fresh.url,
    config,
    clock,
    dataDir,
    request: (options) =>
      app.inject({ ...options, headers: { origin: APP_ORIGIN, ...(options.headers ?? {}) } }),
    async lastEmailTo(address) {
      // The table keeps delivered messages with their links redacted: read what was actually delivered.
      await app.mailer.drain();
      const mails = await readOutboxFiles(path.join(dataDir, 'outbox'));
      const mail = mails.findLast((m) => m.to.split(/,\s*/).includes(address));
      return mail && { subject: mail.subject, text: mail.text };
    },
    async close() {
      await app.close();
      await fresh.database.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Set-Cookie value for a cookie name, as a `name=value` pair for the next request. */
export function cookiePair(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}
