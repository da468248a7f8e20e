import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

/**
 * One database type for both engines. PGlite's and node-postgres's Drizzle instances share the
 * query builder API; only raw `execute` results differ (bigint as number vs string), so convert
 * explicitly wherever raw SQL returns numbers.
 */
export type Db = NodePgDatabase<typeof schema>;
// biome-ignore lint/suspicious/noExplicitAny: the query-result type differs between the two drivers.
export type Tx = PgTransaction<any, typeof schema, any>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// In the source tree this file sits beside migrations/; the server bundle copies them beside main.js.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works: it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An existing PGlite instance (tests load a migrated snapshot this way). */
  pglite?: PGlite;
  migrate?: boolean;
  migrationsDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    if (options.migrate !== false) {
      // Several app instances may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    }
    let ended = false;
    return {
      db,
      kind: 'postgres',
      ping: () => pingDb(db),
      close: async () => {
        if (ended) return;
        ended = true;
        await pool.end();
      },
    };
  }

  let client = options.pglite;
  if (!client) {
    const dir = path.resolve(options.dataDir ?? './data', 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  }
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    ping: () => pingDb(db),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
