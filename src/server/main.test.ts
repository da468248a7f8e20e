import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { bookingPlaces, bookings, coachMessages } from './db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-data';
import { participantFor } from './test/booking-participants';
import { filesUnder, MP4_HEAD } from './test/multipart';
import { freshDatabase, testDbKind } from './test/test-app';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What came of a request sent while the server stopped: its status, or the connection ending unanswered. */
type Outcome = { status: number } | { closed: string };
const acknowledged = (o: Outcome) => 'status' in o && o.status >= 200 && o.status < 300;
const cleanlyRefused = (o: Outcome) => ('status' in o ? o.status === 503 : true);

/**
 * A multipart message whose video arrives slowly, as from a phone on a weak signal: the fields and the
 * start of the file at once, then `chunks` pieces of 64 KiB every `everyMs`.
 */
function slowVideoMessage(
  url: string,
  auth: { token: string; studentId: string; coachId: string },
  subject: string,
  { chunks = 20, everyMs = 60 } = {},
): Promise<Outcome> {
  const boundary = `----golf${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('studentId', auth.studentId) +
      field('coachId', auth.coachId) +
      field('subject', subject) +
      field('message', 'My swing on the range this morning.') +
      field('type', 'question') +
      `--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="swing.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const piece = Buffer.alloc(64 * 1024, 1);
  return new Promise((resolve) => {
    const req = http.request(`${url}/api/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${auth.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + MP4_HEAD.length + chunks * piece.length + tail.length,
      },
      agent: false,
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode! }));
      res.on('error', (err) => resolve({ closed: err.message }));
    });
    req.on('error', (err) => resolve({ closed: err.message }));
    req.write(Buffer.concat([head, MP4_HEAD]));
    let sent = 0;
    const timer = setInterval(() => {
      if (req.destroyed) return clearInterval(timer);
      if (sent++ < chunks) return void req.write(piece);
      clearInterval(timer);
      req.end(tail);
    }, everyMs);
  });
}

async function book(url: string, slot: Slot, email: string): Promise<Outcome> {
  try {
    const res = await fetch(`${url}/api/booking/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({
        serviceId: slot.serviceId,
        date: slot.date,
        time: slot.time,
        clientData: { name: 'Sarah Bennett', email },
        participant: participantFor(slot.serviceId),
      }),
    });
    await res.arrayBuffer();
    return { status: res.status };
  } catch (err) {
    return { closed: (err as Error).message };
  }
}

type Slot = { serviceId: number; date: string; time: string };

/** Open group-lesson times: six places each, so concurrent bookings rarely collide. */
async function groupLessonSlots(url: string): Promise<Slot[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const end = new Date(Date.parse(`${today}T12:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
  const range = await (
    await fetch(`${url}/api/booking/timeslots?serviceId=1&date=${today}&endDate=${end}`)
  ).json();
  const slots: Slot[] = [];
  for (const date of Object.keys(range.data).slice(1, 4)) {
    const day = await (await fetch(`${url}/api/booking/timeslots?serviceId=1&date=${date}`)).json();
    for (const time of day.data[date]) slots.push({ serviceId: 1, date, time });
  }
  return slots;
}

describe(`the server process (${testDbKind})`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'golf-main-'));
    if (testDbKind === 'postgres') {
      const fresh = await freshDatabase();
      await fresh.database.close();
      env = { DATABASE_URL: fresh.url!, DATA_DIR: dataDir };
      cleanup = async () => {
        await fresh.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  async function start() {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // One process (no tsx wrapper), so the signal reaches the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        APP_URL: url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '100',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitForHealth(url, child);
    return { child, url, exited, stderr: () => stderr };
  }

  /** The stored state once the server has stopped: the rows, and every file under the uploads. */
  async function readBack(subjects: string[], emails: string[]) {
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: env.DATA_DIR,
    });
    try {
      const messages = subjects.length
        ? await database.db
            .select({ subject: coachMessages.subject, videoKey: coachMessages.videoKey })
            .from(coachMessages)
            .where(inArray(coachMessages.subject, subjects))
        : [];
      const booked = emails.length
        ? await database.db
            .select({ email: bookings.clientEmail, place: bookingPlaces.id })
            .from(bookings)
            .leftJoin(bookingPlaces, eq(bookingPlaces.bookingId, bookings.id))
            .where(inArray(bookings.clientEmail, emails))
        : [];
      const files = await filesUnder(path.join(env.DATA_DIR!, 'uploads'));
      return { messages, booked, files };
    } finally {
      await database.close();
    }
  }

  it('starts with demo data, finishes requests in flight on SIGTERM, and exits 0', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // One process (no tsx wrapper), so the signal reaches the server itself.
    // Logs at info level (JSON lines), to see when each request has been taken in.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'info', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    let signIns = 0;
    let partial = '';
    child.stdout!.on('data', (c: Buffer) => {
      const lines = (partial + c.toString()).split('\n');
      partial = lines.pop() ?? '';
      signIns += lines.filter(
        (line) => line.includes('"msg":"incoming request"') && line.includes('"url":"/api/portal/login"'),
      ).length;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitForHealth(url, child);

    // Sign-ins hash with argon2, so they are still running when the signal arrives.
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${url}/api/portal/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.students.leo, password: DEMO_PASSWORD }),
      }),
    );
    // The signal comes once the server has taken in all six (a request that arrives after it is refused
    // with 503, rightly): on a loaded machine a fixed pause was sometimes too short.
    while (signIns < 6) await new Promise((r) => setTimeout(r, 2));
    child.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(
      responses.map((r) => r.status),
      stderr,
    ).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await exited, stderr).toBe(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('on SIGTERM during slow video uploads, stores each answered one whole and leaves nothing of the rest', async () => {
    const server = await start();
    const login = await fetch(`${server.url}/api/portal/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.students.david, password: DEMO_PASSWORD }),
    });
    const { token, user } = await login.json();
    const auth = { token, studentId: user.id, coachId: user.coachId };
    const before = new Set((await readBackFiles()).filter((f) => f.startsWith('message-videos')));
    const subjects = ['Before the signal', 'During the grace', 'After the close'];

    const uploads = [slowVideoMessage(server.url, auth, subjects[0]!)];
    await sleep(200);
    server.child.kill('SIGTERM');
    // Health turns 503 at once, so a load balancer stops sending traffic while requests finish.
    let health: Outcome = { status: 200 };
    for (let i = 0; i < 200 && 'status' in health && health.status === 200; i++) {
      health = await fetch(`${server.url}/api/health`).then(
        (r) => ({ status: r.status }),
        (err: Error) => ({ closed: err.message }),
      );
      await sleep(5);
    }
    expect(health, server.stderr()).toEqual({ status: 503 });
    uploads.push(slowVideoMessage(server.url, auth, subjects[1]!, { chunks: 5 }));
    await sleep(600);
    uploads.push(slowVideoMessage(server.url, auth, subjects[2]!, { chunks: 5 }));
    const outcomes = await Promise.all(uploads);
    expect(await server.exited, server.stderr()).toBe(0);

    // The upload under way when the signal came is finished, not cut off.
    expect(outcomes[0], server.stderr()).toEqual({ status: 201 });
    const stored = await readBack(subjects, []);
    const videos = stored.files.filter((f) => f.startsWith('message-videos') && !before.has(f));
    subjects.forEach((subject, i) => {
      const rows = stored.messages.filter((m) => m.subject === subject);
      if (acknowledged(outcomes[i]!)) {
        expect(rows, subject).toHaveLength(1);
        expect(videos, subject).toContain(rows[0]!.videoKey);
      } else {
        expect(cleanlyRefused(outcomes[i]!), `${subject}: ${JSON.stringify(outcomes[i])}`).toBe(true);
        expect(rows, subject).toHaveLength(0);
      }
    });
    // Every new file belongs to an answered message; nothing half-written (no .partial) is left.
    expect(videos.sort()).toEqual(stored.messages.map((m) => m.videoKey).sort());
  }, 60_000);

  it('on SIGTERM during bookings, each is either confirmed and stored or refused and absent', async () => {
    const server = await start();
    const slots = await groupLessonSlots(server.url);
    expect(slots.length).toBeGreaterThan(10);
    const emails: string[] = [];
    const sent: Promise<Outcome>[] = [];
    const send = () => {
      const email = `shutdown-${emails.length}-${Math.random().toString(36).slice(2)}@example.test`;
      emails.push(email);
      sent.push(book(server.url, slots[emails.length % slots.length]!, email));
    };
    for (let i = 0; i < 12; i++) send();
    await sleep(15);
    server.child.kill('SIGTERM');
    // Keep booking through the shutdown: first during the grace period, then against a closing server.
    for (let i = 0; i < 20; i++) {
      send();
      await sleep(40);
    }
    const outcomes = await Promise.all(sent);
    expect(await server.exited, server.stderr()).toBe(0);

    const stored = await readBack([], emails);
    emails.forEach((email, i) => {
      const outcome = outcomes[i]!;
      const places = stored.booked.filter((b) => b.email === email);
      if (acknowledged(outcome)) {
        expect(places, email).toHaveLength(1);
        expect(places[0]!.place, email).not.toBeNull();
      } else {
        // 409 is a fair refusal too: another booking took the last place.
        const fair = cleanlyRefused(outcome) || ('status' in outcome && outcome.status === 409);
        expect(fair, `${email}: ${JSON.stringify(outcome)}`).toBe(true);
        expect(places, email).toHaveLength(0);
      }
    });
    // Requests read before the close are finished; those after it are refused, none left half-done.
    expect(outcomes.filter(acknowledged).length, server.stderr()).toBeGreaterThan(0);
    expect(outcomes.some((o) => !acknowledged(o))).toBe(true);
  }, 60_000);

  function readBackFiles() {
    return filesUnder(path.join(env.DATA_DIR!, 'uploads'));
  }
});
