import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../client';
import { isUniqueViolation } from '../errors';
import { demoSignIns, findDemoAccounts } from './demo-accounts';
import { seedDemoData } from './demo-data';
import { attachDemoDownloadFiles } from './demo-downloads';

/** Seeds demo data once, on the first start of an empty database. */
export async function seedOnFirstStart(
  db: Db,
  hash: (password: string) => Promise<string>,
): Promise<'seeded' | 'not-empty'> {
  const result = await db.execute(
    sql`select exists (select 1 from staff) or exists (select 1 from students) as used`,
  );
  const used = (result.rows[0] as { used: boolean } | undefined)?.used;
  if (used) return 'not-empty';
  await seedDemoData(db, hash);
  return 'seeded';
}

export interface StartLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

export const DEMO_ACCOUNTS_WARNING =
  'DEMO ACCOUNTS ARE IN THIS DATABASE: anyone can sign in to them with the password published in the README. Remove them with `npm run demo:remove` before the academy goes live.';

/**
 * At every start: creates the demo data when the configuration allows it and the database is empty, and
 * says loudly when demo accounts are present, whoever created them and whatever the configuration says now.
 */
export async function demoDataAtStart(deps: {
  db: Db;
  storage: FileStorage;
  hash: (password: string) => Promise<string>;
  seed: boolean;
  log: StartLog;
}): Promise<void> {
  if (deps.seed) {
    try {
      if ((await seedOnFirstStart(deps.db, deps.hash)) === 'seeded') {
        // The demo downloads' files go through the app's storage, which the seed itself does not reach.
        await attachDemoDownloadFiles(deps.db, deps.storage);
        deps.log.info('empty database: demo data created (see README for the sign-ins)');
      }
    } catch (err) {
      // Another instance seeded the same database at the same moment.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const emails = demoSignIns(await findDemoAccounts(deps.db));
  if (emails.length) deps.log.warn({ demoAccounts: emails }, DEMO_ACCOUNTS_WARNING);
}
