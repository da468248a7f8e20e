// A throw-away PostgreSQL database with the built server running on it, for the benchmarks that need
// PostgreSQL (BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres). BENCH_KEEP_DB=1 keeps the
// data afterwards for EXPLAIN ANALYZE by hand.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serveBuilt } from './serve-built.mjs';

export async function benchOnPostgres(env = {}) {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `golf_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const server = await serveBuilt({
    DATABASE_URL: url.toString(),
    DEMO_DATA: 'false',
    RATE_LIMIT_FACTOR: '1000',
    ...env,
  });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return {
    server,
    db,
    async close() {
      await db.end();
      await server.stop();
      if (process.env.BENCH_KEEP_DB) console.info(`kept database ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Latency figures of a list of milliseconds, as printed by every benchmark. */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50).toFixed(1),
    p95: percentile(sorted, 95).toFixed(1),
    p99: percentile(sorted, 99).toFixed(1),
  };
}
