import { spawn } from 'node:child_process';
import { cp, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock';

const USAGE = 'Usage: npm run db:export -- [--out DIRECTORY]';

/**
 * A backup anyone can restore into PostgreSQL with psql: the whole database as plain SQL (schema, data and
 * the record of applied migrations), and the uploaded files beside it. From the embedded database it is
 * PGlite's own pg_dump; from a server, the pg_dump installed with PostgreSQL's client tools.
 */
async function run(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const out = path.resolve(values.out ?? path.join('backups', `golf-academy-${stamp}`));
  await mkdir(out, { recursive: true });
  const sqlFile = path.join(out, 'database.sql');

  if (config.databaseUrl) {
    await pgDumpServer(config.databaseUrl, sqlFile);
  } else {
    // The server must be stopped: a copy taken under a running database could be torn.
    const unlock = lockDataDir(config.dataDir, 'exporting');
    try {
      // Opening through the app brings an older data directory up to the current schema first.
      const database = await openDatabase({ dataDir: config.dataDir });
      await database.close();
      const pg = new PGlite(path.resolve(config.dataDir, 'db'));
      try {
        const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
        await writeFile(sqlFile, portable(await dump.text()));
      } finally {
        await pg.close();
      }
    } finally {
      unlock();
    }
  }

  let files = 'none';
  if (config.storage.kind === 'local') {
    const uploads = path.resolve(config.dataDir, 'uploads');
    if (await exists(uploads)) {
      await cp(uploads, path.join(out, 'uploads'), {
        recursive: true,
        filter: (src) => !src.endsWith('.partial'),
      });
      files = path.join(out, 'uploads');
    }
  } else {
    files = `kept in the bucket ${config.storage.bucket} (use the store's own versioning or replication)`;
  }
  const size = (await stat(sqlFile)).size;
  console.error(`Database: ${sqlFile} (${(size / 1024).toFixed(0)} KiB)`);
  console.error(`Uploaded files: ${files}`);
  console.error('Restore into an empty PostgreSQL database with: psql "$DATABASE_URL" -f database.sql');
  console.info(out);
  return 0;
}

/**
 * PGlite is PostgreSQL 17, whose dumps open with settings older servers refuse; without them the dump
 * restores into any PostgreSQL from 13 on.
 */
function portable(dump: string): string {
  return dump.replace(/^SET transaction_timeout = 0;\n/m, '');
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

function pgDumpServer(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--no-owner', '--no-privileges', '--file', file, url], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (err) =>
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new ConfigError('pg_dump was not found: install the PostgreSQL client tools')
          : err,
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump exited with ${code}`))));
  });
}

run().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || err instanceof DataDirBusyError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
