import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedDemoData } from './demo-data';

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
