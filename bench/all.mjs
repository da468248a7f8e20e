// Every benchmark one after another (after a build), each as its own process, then one table of every figure
// against its budget and the machine it ran on. Exits non-zero when a budget is missed or a benchmark fails.
// Usage: npm run bench        BENCH_SKIP=build,lighthouse,staff npm run bench   (names as below)
import { spawn } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';

const STEPS = [
  ['bundle', 'bench/bundle-size.mjs'],
  ['lighthouse', 'bench/lighthouse.mjs'],
  ['throughput', 'bench/throughput.mjs'],
  ['upload', 'bench/upload-memory.mjs'],
  ['booking', 'bench/booking.mjs'],
  ['payments', 'bench/payments.mjs'],
  ['leaderboard', 'bench/leaderboard.mjs'],
  ['staff', 'bench/staff.mjs'],
  ['video', 'bench/video.mjs'],
];
const skip = new Set(
  (process.env.BENCH_SKIP ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const name of skip) {
  if (name !== 'build' && !STEPS.some(([step]) => step === name)) {
    console.error(`BENCH_SKIP: unknown benchmark "${name}" (build, ${STEPS.map(([s]) => s).join(', ')})`);
    process.exit(2);
  }
}

/**
 * Runs a command and collects the BENCH_RESULT lines it prints; the rest of its output is echoed (or, when
 * quiet, kept and shown only if it fails).
 */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'] });
    const results = [];
    const kept = [];
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line.startsWith('BENCH_RESULT ')) results.push(JSON.parse(line.slice('BENCH_RESULT '.length)));
        else if (quiet) kept.push(line);
        else console.info(line);
      }
    });
    child.stderr?.on('data', (chunk) => kept.push(String(chunk)));
    child.on('close', (code) => {
      if (quiet && code !== 0) console.error(kept.join('\n'));
      resolve({ code, results });
    });
  });
}

const figures = [];
const started = Date.now();
if (!skip.has('build')) {
  console.info('== npm run build');
  const { code } = await run('npm', ['run', 'build', '--silent'], { quiet: true });
  if (code !== 0) {
    console.error('the build failed');
    process.exit(1);
  }
}
for (const [name, script] of STEPS) {
  if (skip.has(name)) continue;
  console.info(`== ${name} (${script})`);
  const t0 = Date.now();
  const { code, results } = await run(process.execPath, [script]);
  figures.push(...results);
  if (code !== 0 && !results.some((r) => r.ok === false)) {
    figures.push({
      name: `${name}: ${script}`,
      value: `exit code ${code}`,
      unit: '',
      budget: 'runs',
      ok: false,
    });
  }
  console.info(`   ${name} took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

async function postgresVersion() {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return `PostgreSQL ${rows[0].server_version.split(' ')[0]}`;
  } catch {
    return 'PostgreSQL unreachable';
  } finally {
    await client.end().catch(() => {});
  }
}

const cpus = os.cpus();
const machine = [
  `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
  `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory`,
  `${os.type()} ${os.release()}`,
  `Node ${process.version}`,
  await postgresVersion(),
  new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
].join(', ');

const cell = (s) => String(s).replaceAll('|', '\\|');
const missed = figures.filter((f) => f.ok === false);
console.info('');
console.info(`Machine: ${machine}`);
if (skip.size) console.info(`Skipped: ${[...skip].join(', ')}`);
console.info('');
console.info('| Figure | Value | Budget | Result |');
console.info('|---|---:|---|---|');
for (const f of figures) {
  const value = `${f.value}${f.unit ? ` ${f.unit}` : ''}`;
  const result = f.ok === null ? '' : f.ok ? 'pass' : '**FAIL**';
  console.info(`| ${cell(f.name)} | ${cell(value)} | ${cell(f.budget ?? '')} | ${result} |`);
}
console.info('');
console.info(
  `${figures.length} figures, ${figures.filter((f) => f.ok === true).length} within budget, ${missed.length} missed, in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
process.exitCode = missed.length ? 1 : 0;
