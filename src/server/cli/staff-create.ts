import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock';
import { AppError } from '../errors';
import { staffAccountInput, upsertStaffAccount } from '../modules/staff/staff-accounts.service';

const USAGE =
  'Usage: npm run staff:create -- --email E --password P --role admin|coach|instructor --first-name F --last-name L';

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  const input = staffAccountInput.safeParse({
    email: values.email,
    password: values.password,
    role: values.role,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!input.success) {
    for (const issue of input.error.issues)
      console.error(`--${String(issue.path[0] ?? '')}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'running staff:create');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { id, created } = await upsertStaffAccount(database.db, input.data);
    console.error(`${created ? 'Created' : 'Updated'} ${input.data.role} ${input.data.email}`);
    // The id alone on stdout, so scripts can capture it.
    console.info(id);
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

run().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || err instanceof AppError || err instanceof DataDirBusyError)
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
