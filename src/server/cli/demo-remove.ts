import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock';
import { demoSignIns, removeDemoAccounts } from '../db/seed/demo-accounts';
import { storageFor } from '../storage/configured-storage';

const USAGE = 'Usage: npm run demo:remove';

/**
 * Takes the demo accounts (whose password the README publishes) out of a live installation, with
 * everything that is theirs; real accounts and what they wrote stay.
 */
async function run(): Promise<number> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'running demo:remove');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = storageFor(config);
  try {
    const removed = await removeDemoAccounts(database.db, storage);
    const emails = demoSignIns(removed);
    if (!emails.length) {
      console.error('No demo accounts found: nothing removed.');
      return 0;
    }
    for (const email of emails) console.error(`Removed ${email}`);
    if (removed.guardians.length) {
      console.error(`Removed ${removed.guardians.length} demo guardians and their links to children.`);
    }
    console.error(
      `Removed ${removed.staff.length} demo staff and ${removed.students.length} demo students, with ${removed.files} uploaded files.`,
    );
    return 0;
  } finally {
    storage.close?.();
    await database.close();
    unlock();
  }
}

run().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || err instanceof DataDirBusyError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
