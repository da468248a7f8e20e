// API throughput against a bare Fastify hello-world on the same machine in the same run (npm run build
// first; PostgreSQL at BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres). The built app runs
// with the demo data once on a fresh PostgreSQL database and once on PGlite; autocannon drives each with 50
// connections for BENCH_DURATION seconds (10): GET /api/coaches, GET /api/booking/services and a signed-in
// student's GET /api/students/{id}/dashboard. Budget, on PostgreSQL, for the public read endpoints (the kind
// quality.md names, GET /api/coaches): at least a third of hello-world's requests/s and p99 under 50 ms.
// The signed-in dashboard (about ten queries for one student) and PGlite's figures are for information.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { benchOnPostgres } from './bench-database.mjs';
import { benchResult } from './report.mjs';
import { freePort, serveBuilt } from './serve-built.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const MIN_RATIO = 1 / 3;
const P99_BUDGET_MS = 50;
// A demo student (src/server/db/seed/demo-data.ts).
const STUDENT = { email: 'david.morgan@example.com', password: 'solent-demo-2026' };

function drive(url, headers = {}, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/hello-world.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One autocannon run: requests/s (average), p99 latency, and anything that was not a 2xx. */
async function measure(url, headers) {
  await drive(url, headers, 2); // warm-up
  const r = await drive(url, headers);
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

const line = (label, m, ratio) =>
  console.info(
    `  ${label.padEnd(38)} ${String(Math.round(m.rps)).padStart(7)} req/s  p99 ${String(m.p99).padStart(4)} ms${ratio === undefined ? '' : `  ${(ratio * 100).toFixed(1).padStart(5)}% of hello-world`}${m.non2xx || m.errors ? `  (${m.non2xx} non-2xx, ${m.errors} errors)` : ''}`,
  );

console.info(`${CONNECTIONS} connections, ${DURATION} s each`);
const hello = await startHelloWorld();
let reference;
try {
  reference = await measure(hello.url);
} finally {
  await hello.stop();
}
line('Fastify hello-world', reference);
benchResult('Throughput: Fastify hello-world', Math.round(reference.rps), 'req/s');

async function signIn(url) {
  const res = await fetch(`${url}/api/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(STUDENT),
  });
  if (!res.ok) throw new Error(`student login failed: ${res.status} ${await res.text()}`);
  return res.json();
}

async function runOn(kind, server) {
  const base = server.url.replace('localhost', '127.0.0.1');
  const { token, user } = await signIn(server.url);
  const routes = [
    ['GET /api/coaches', '/api/coaches', {}, true],
    ['GET /api/booking/services', '/api/booking/services', {}, true],
    [
      'GET /api/students/{id}/dashboard (signed in)',
      `/api/students/${user.id}/dashboard`,
      { authorization: `Bearer ${token}` },
      false,
    ],
  ];
  console.info(`${kind}:`);
  for (const [label, path, headers, budgeted] of routes) {
    const m = await measure(base + path, headers);
    const ratio = m.rps / reference.rps;
    line(label, m, ratio);
    const clean = m.non2xx === 0 && m.errors === 0;
    benchResult(`Throughput (${kind}): ${label}`, Math.round(m.rps), 'req/s');
    const onPostgres = kind === 'PostgreSQL' && budgeted;
    benchResult(
      `Throughput (${kind}): ${label}, share of hello-world`,
      Math.round(ratio * 1000) / 10,
      '%',
      onPostgres ? '≥ 33.3 % (a third)' : null,
      ratio >= MIN_RATIO && clean,
    );
    benchResult(
      `Throughput (${kind}): ${label}, p99`,
      m.p99,
      'ms',
      onPostgres ? `< ${P99_BUDGET_MS} ms` : null,
      m.p99 < P99_BUDGET_MS && clean,
    );
  }
}

const demo = { DEMO_DATA: 'true', RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'warn' };
const postgres = await benchOnPostgres(demo);
try {
  await runOn('PostgreSQL', postgres.server);
} finally {
  await postgres.close();
}
const pglite = await serveBuilt(demo);
try {
  await runOn('PGlite', pglite);
} finally {
  await pglite.stop();
}
