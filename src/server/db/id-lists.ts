import { type Column, type SQL, sql } from 'drizzle-orm';

/*
 * A list of ids as one array parameter rather than one parameter per id (drizzle's inArray): a large
 * academy's lists run to thousands (every junior hidden from the leaderboard), which makes a statement of
 * thousands of parameters to parse and plan on every request.
 */

/** The column is one of the ids. */
export const isAnyId = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;

/** The column is none of the ids. */
export const isNoId = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} <> all(${sql.param([...ids])}::uuid[])`;
