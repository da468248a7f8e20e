#!/usr/bin/env node
/**
 * Crash safety: starts the built server, books lessons and sends messages under load, kills the process
 * with SIGKILL at a random moment, and checks on the data left behind that every write the server
 * acknowledged is there exactly once and that nothing unacknowledged half-exists. Runs on the embedded
 * database and on PostgreSQL (a fresh database created and dropped for the run).
 *
 *   npm run build && npm run test:crash
 *
 * CRASH_ROUNDS (20) rounds per database; CRASH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres)
 * the server on which the fresh database is made; CRASH_ENGINES (embedded,postgres) which to run.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = path.join(ROOT, 'dist/server/main.js');
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const ADMIN_URL = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.CRASH_ENGINES ?? 'embedded,postgres').split(',').map((e) => e.trim());
const BOOKING_WORKERS = 6;
const MESSAGE_WORKERS = 3;
// Matches DEMO_ACCOUNTS and DEMO_PASSWORD in src/server/db/seed/demo-data.ts.
const DEMO_PASSWORD = 'solent-demo-2026';
const DEMO_STUDENTS = ['leo.patel@example.com', 'david.morgan@example.com'];
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f80000000049454e44ae426082',
  'hex',
);
const RUN = randomBytes(3).toString('hex');

/** Who takes the place: the academy's programmes check the age on the day, and the camp asks for welfare details. */
function participantFor(serviceId) {
  if (serviceId === 3) return { name: 'Crash Test', dateOfBirth: '1988-05-01' };
  return {
    name: 'Crash Junior',
    dateOfBirth: '2015-05-01',
    ...(serviceId === 4 && {
      medicalNotes: 'None',
      emergencyContactName: 'Crash Test',
      emergencyContactPhone: '07700 900000',
    }),
  };
}

if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error('CRASH_ROUNDS must be a whole number of at least 1');
  process.exit(2);
}
if (!existsSync(SERVER)) {
  console.error(`${path.relative(process.cwd(), SERVER)} is missing: run \`npm run build\` first.`);
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts the built server and answers once /api/health says 200, with how long that took. */
async function startServer({ dataDir, databaseUrl, demoData }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: demoData ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      // The machine may have less free disk than production's floor for uploads.
      UPLOAD_MIN_FREE_MB: '0',
      RATE_LIMIT_FACTOR: '1000',
      APP_URL: url,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} while starting:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) {
        return { child, url, exited, restartMs: performance.now() - started, stderr: () => stderr };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 15 s:\n${stderr}`);
}

async function json(res) {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

async function signIn(url, email) {
  const res = await fetch(`${url}/api/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const body = await res.json();
  return { token: body.token, studentId: body.user.id, coachId: body.user.coachId };
}

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const addDays = (date, n) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Open times for the lesson services on a few random days: what the load books. */
async function freeSlots(url) {
  const today = londonToday();
  const slots = [];
  for (const serviceId of [1, 2, 3]) {
    const range = await fetch(
      `${url}/api/booking/timeslots?serviceId=${serviceId}&date=${today}&endDate=${addDays(today, 30)}`,
    );
    const dates = Object.keys((await json(range))?.data ?? {});
    for (const date of dates.sort(() => Math.random() - 0.5).slice(0, 3)) {
      const day = await fetch(`${url}/api/booking/timeslots?serviceId=${serviceId}&date=${date}`);
      for (const time of (await json(day))?.data?.[date] ?? []) slots.push({ serviceId, date, time });
    }
  }
  return slots;
}

/**
 * Every write sent, by what identifies it in the database: `acked` (a 2xx came back), `refused` (another
 * answer came back) or `inflight` (the connection ended with no answer).
 */
function loadUntilKilled({ url, slots, students, writes, round, killAfterMs, kill }) {
  let stopped = false;
  let seq = 0;
  const send = async (write, request) => {
    writes.push(write);
    try {
      const res = await request();
      await res.arrayBuffer().catch(() => {});
      write.code = res.status;
      write.state = res.ok ? 'acked' : 'refused';
    } catch {
      write.state = 'inflight';
    }
  };
  const booker = async () => {
    while (!stopped) {
      const slot = pick(slots);
      const email = `crash-${RUN}-${round}-${seq++}@example.test`;
      await send({ kind: 'booking', key: email, round, state: 'sent' }, () =>
        fetch(`${url}/api/booking/book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            serviceId: slot.serviceId,
            providerId: null,
            date: slot.date,
            time: slot.time,
            clientData: { name: 'Crash Test', email, phone: '07700 900000' },
            participant: participantFor(slot.serviceId),
          }),
        }),
      );
    }
  };
  const messenger = async () => {
    while (!stopped) {
      const student = pick(students);
      const subject = `crash-${RUN}-${round}-${seq++}`;
      const withImage = Math.random() < 0.5;
      const form = new FormData();
      form.append('studentId', student.studentId);
      form.append('coachId', student.coachId);
      form.append('subject', subject);
      form.append('message', `Written under load in round ${round}.`);
      form.append('type', 'question');
      if (withImage) form.append('image', new Blob([PNG], { type: 'image/png' }), 'swing.png');
      const write = { kind: 'message', key: subject, round, withImage, studentId: student.studentId };
      await send({ ...write, state: 'sent' }, () =>
        fetch(`${url}/api/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${student.token}` },
          body: form,
        }),
      );
    }
  };
  const workers = [
    ...Array.from({ length: BOOKING_WORKERS }, booker),
    ...Array.from({ length: MESSAGE_WORKERS }, messenger),
  ];
  const killed = sleep(killAfterMs).then(() => {
    stopped = true;
    kill();
  });
  return Promise.all([killed, ...workers]);
}

/** Runs the checks on the data left by the killed server (pglite or a pg client: both answer `query`). */
async function verify(query, uploadsDir, writes) {
  const bookingRows = (
    await query(
      `select b.client_email as key, b.status, count(p.id)::int as places
         from bookings b left join booking_places p on p.booking_id = b.id
        where b.client_email like $1 group by b.id`,
      [`crash-${RUN}-%`],
    )
  ).rows;
  const messageRows = (
    await query(
      `select subject as key, message, student_id, coach_id, image_key, image_size
         from coach_messages where subject like $1`,
      [`crash-${RUN}-%`],
    )
  ).rows;
  // Beyond this run's own (checked one by one below): any booking holding no place is half a booking.
  const placeless = (
    await query(
      `select count(*)::int as n from bookings b where b.client_email not like $1
          and not exists (select 1 from booking_places p where p.booking_id = b.id)`,
      [`crash-${RUN}-%`],
    )
  ).rows[0].n;

  const byKey = new Map();
  for (const row of [...bookingRows, ...messageRows]) {
    byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  }
  const whole = async (write, row) => {
    if (write.kind === 'booking') return row.places === 1 && row.status === 'confirmed';
    if (!row.message || !row.student_id || !row.coach_id) return false;
    if (!write.withImage) return row.image_key === null;
    if (!row.image_key) return false;
    const size = await stat(path.join(uploadsDir, row.image_key)).then(
      (s) => s.size,
      () => null,
    );
    return size === PNG.length && row.image_size === PNG.length;
  };

  const result = { acked: 0, verified: 0, lost: 0, duplicated: 0, half: placeless, refusedPresent: 0 };
  result.inflight = { present: 0, absent: 0 };
  for (const write of writes) {
    const rows = byKey.get(write.key) ?? [];
    for (const row of rows) if (!(await whole(write, row))) result.half++;
    if (write.state === 'acked') {
      result.acked++;
      if (rows.length === 0) result.lost++;
      else if (rows.length > 1) result.duplicated++;
      else if (await whole(write, rows[0])) result.verified++;
    } else if (write.state === 'refused') {
      if (rows.length > 0) result.refusedPresent++;
    } else {
      if (rows.length > 1) result.duplicated++;
      result.inflight[rows.length > 0 ? 'present' : 'absent']++;
    }
  }
  // A file whose message never committed: not half a message (no row points at it), and the daily
  // clean-up removes it; counted so the figure is visible.
  const referenced = new Set(messageRows.map((r) => r.image_key).filter(Boolean));
  const stored = await readdir(path.join(uploadsDir, 'message-images'), { recursive: true }).catch(() => []);
  result.orphanFiles = stored.filter(
    (f) => /\.[a-z0-9]+$/.test(f) && !referenced.has(`message-images/${f.split(path.sep).join('/')}`),
  ).length;
  result.partialFiles = stored.filter((f) => f.endsWith('.partial')).length;
  return result;
}

/**
 * Each acknowledged booking's confirmation was queued in the booking's own transaction, so a kill between the
 * booking and its delivery loses nothing: once the server is back, every one not claimed by the killed process
 * at the moment it died (those wait for the claim to run out) is delivered. Read on PostgreSQL while the
 * server runs; answers true on a failure.
 */
async function confirmationsAfterRestart(databaseUrl, writes, engine) {
  const booked = new Set(writes.filter((w) => w.kind === 'booking' && w.state === 'acked').map((w) => w.key));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async () =>
      (
        await client.query(
          `select to_address, status, claimed_until > now() as claimed from outbox_emails where to_address like $1`,
          [`crash-${RUN}-%`],
        )
      ).rows;
    const waitedAtStart = (await rows()).filter((r) => r.status === 'queued' && !r.claimed).length;
    let pending = [];
    let missing = [];
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const all = await rows();
      const mailed = new Set(all.map((r) => r.to_address));
      missing = [...booked].filter((key) => !mailed.has(key));
      pending = all.filter((r) => r.status !== 'saved' && r.status !== 'sent' && !r.claimed);
      if (pending.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.info(
      `${engine}: ${booked.size} acknowledged bookings, each with its confirmation queued: ${missing.length === 0 ? 'yes' : `no, ${missing.length} without`}; ` +
        `${waitedAtStart} left undelivered by the kills, delivered after the restart: ${pending.length === 0 ? 'all' : `${pending.length} not`}`,
    );
    return missing.length > 0 || pending.length > 0;
  } finally {
    await client.end();
  }
}

async function withDatabase(engine, dataDir, databaseUrl, fn) {
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  // A copy of the files as the killed server left them: the server's next start recovers the original
  // itself, and the copy is recovered here by the same engine.
  const snapshot = await mkdtemp(path.join(os.tmpdir(), 'golf-crash-snapshot-'));
  await cp(path.join(dataDir, 'db'), snapshot, { recursive: true });
  const db = new PGlite(snapshot);
  try {
    return await fn((text, params) => db.query(text, params));
  } finally {
    await db.close();
    await rm(snapshot, { recursive: true, force: true });
  }
}

async function runEngine(engine) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `golf-crash-${engine}-`));
  let databaseUrl;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `golf_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const uploadsDir = path.join(dataDir, 'uploads');
  const writes = [];
  const restarts = [];
  let students;
  let failed = false;
  let last;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startServer({ dataDir, databaseUrl, demoData: round === 1 });
      if (round > 1) restarts.push(server.restartMs);
      students ??= await Promise.all(DEMO_STUDENTS.map((email) => signIn(server.url, email)));
      const slots = await freeSlots(server.url);
      if (slots.length === 0) throw new Error('no free times left to book');
      const killAfterMs = 200 + Math.floor(Math.random() * 1300);
      const before = writes.length;
      await loadUntilKilled({
        url: server.url,
        slots,
        students,
        writes,
        round,
        killAfterMs,
        kill: () => server.child.kill('SIGKILL'),
      });
      await server.exited;
      const result = await withDatabase(engine, dataDir, databaseUrl, (query) =>
        verify(query, uploadsDir, writes),
      );
      const mine = writes.slice(before);
      const count = (state) => mine.filter((w) => w.state === state).length;
      const codes = [...new Set(mine.filter((w) => w.state === 'refused').map((w) => w.code))].sort();
      const bad = result.lost + result.duplicated + result.half + result.refusedPresent;
      failed ||= bad > 0;
      last = result;
      console.info(
        `${engine.padEnd(8)} round ${String(round).padStart(2)}: killed after ${String(killAfterMs).padStart(4)} ms; ` +
          `${count('acked')} acknowledged, ${count('refused')} refused${codes.length ? ` (${codes.join(', ')})` : ''}, ` +
          `${count('inflight')} in flight; ` +
          `all rounds: ${result.verified}/${result.acked} verified, ${result.lost} lost, ${result.duplicated} duplicated, ` +
          `${result.half} half-written` +
          (round > 1 ? `; restarted in ${Math.round(server.restartMs)} ms` : '') +
          (bad ? '  <-- FAILED' : ''),
      );
    }
    // One more start on what the last kill left: the server must come up and show each student every
    // message acknowledged in the last five rounds once, through the API (which lists the newest 500).
    const server = await startServer({ dataDir, databaseUrl, demoData: false });
    restarts.push(server.restartMs);
    for (const student of students) {
      const res = await fetch(`${server.url}/api/students/${student.studentId}/messages`, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      if (res.status !== 200)
        throw new Error(`listing messages after the last restart answered ${res.status}`);
      const shown = (await res.json()).messages.map((m) => m.subject);
      const missing = writes.filter(
        (w) =>
          w.kind === 'message' &&
          w.state === 'acked' &&
          w.round > ROUNDS - 5 &&
          w.studentId === student.studentId &&
          shown.filter((subject) => subject === w.key).length !== 1,
      );
      if (missing.length > 0) {
        failed = true;
        console.info(`${engine}: ${missing.length} acknowledged message(s) not listed once by the API`);
      }
    }
    if (engine === 'postgres')
      failed = (await confirmationsAfterRestart(databaseUrl, writes, engine)) || failed;
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    if (code !== 0) {
      failed = true;
      console.info(`${engine}: the last start did not stop cleanly on SIGTERM (exit ${code})`);
    }
  } finally {
    await dropDatabase().catch((err) => console.error(`could not drop the crash database: ${err.message}`));
    await rm(dataDir, { recursive: true, force: true });
  }
  const sorted = [...restarts].sort((a, b) => a - b);
  return {
    engine,
    rounds: ROUNDS,
    acked: last.acked,
    verified: last.verified,
    lost: last.lost + last.duplicated,
    half: last.half + last.refusedPresent,
    inflight: `${last.inflight.present}/${last.inflight.present + last.inflight.absent}`,
    orphanFiles: `${last.orphanFiles} (${last.partialFiles} .partial)`,
    restart: `${Math.round(sorted[Math.floor(sorted.length / 2)])} / ${Math.round(sorted.at(-1))}`,
    failed,
  };
}

const started = performance.now();
const summaries = [];
let failed = false;
for (const engine of ENGINES) {
  if (engine !== 'embedded' && engine !== 'postgres') {
    console.error(`unknown engine ${engine}: use embedded, postgres`);
    process.exit(2);
  }
  try {
    const summary = await runEngine(engine);
    summaries.push(summary);
    failed ||= summary.failed;
  } catch (err) {
    failed = true;
    console.error(`${engine}: ${err.stack ?? err}`);
  }
}

const columns = [
  ['database', 'engine'],
  ['rounds', 'rounds'],
  ['acknowledged', 'acked'],
  ['verified', 'verified'],
  ['lost', 'lost'],
  ['half-written', 'half'],
  ['in flight kept', 'inflight'],
  ['unreferenced files', 'orphanFiles'],
  ['restart ms (median / max)', 'restart'],
];
const widths = columns.map(([title, key]) =>
  Math.max(title.length, ...summaries.map((s) => String(s[key]).length)),
);
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.info('');
console.info(line(columns.map(([title]) => title)));
console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const s of summaries) console.info(line(columns.map(([, key]) => s[key])));
console.info(
  `\n${failed ? 'FAILED' : 'passed'}: ${summaries.length} database(s) in ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
