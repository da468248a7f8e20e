// The server's memory while a coach uploads a 500 MiB coaching video (npm run build first). The built app
// runs with the demo data on PGlite; a demo coach signs in, assigns a curriculum lesson to one of their
// students and streams a generated MP4 (a valid ftyp head, then filler) as multipart to
// PUT /api/module-assignments/{id}/exercises/{exerciseId}/with-video, the body generated as it is sent.
// The server's resident memory (VmRSS) is sampled every 100 ms: baseline (after a 1 MiB warm-up upload),
// peak and growth. Budget: growth under 64 MiB.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { benchResult } from './report.mjs';
import { serveBuilt } from './serve-built.mjs';

const MiB = 1024 * 1024;
const VIDEO_BYTES = 500 * MiB;
const BUDGET_MIB = 64;
// A demo coach (src/server/db/seed/demo-data.ts).
const COACH = { email: 'james.whitfield@solentgolf.academy', password: 'solent-demo-2026' };
// The start of an MP4: an ftyp box is what the type sniffer reads (as in src/server/test/multipart.ts).
const MP4_HEAD = Buffer.from('00000020667479706973366d0000020069736f6d69736f3261766331', 'hex');

const server = await serveBuilt({ RATE_LIMIT_FACTOR: '1000', DEMO_DATA: 'true' });

async function rssMiB() {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function api(method, path, token, body) {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      origin: server.url,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/** Streams a multipart body (completed, then the video) of `size` video bytes, never holding it whole. */
function uploadVideo(path, token, size) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="completed"\r\n\r\ntrue\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="swing.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield MP4_HEAD;
    const filler = Buffer.alloc(MiB, 1);
    let left = size - MP4_HEAD.length;
    while (left > 0) {
      const n = Math.min(left, filler.length);
      yield n === filler.length ? filler : filler.subarray(0, n);
      left -= n;
    }
    yield tail;
  }
  const url = new URL(server.url + path);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          origin: server.url,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    pipeline(Readable.from(body()), req).catch(reject);
  });
}

try {
  const login = await api('POST', '/api/staff-portal/login', null, COACH);
  if (login.status !== 200) throw new Error(`coach login failed: ${login.status}`);
  const { token, user } = login.body;
  const students = await api('GET', `/api/coaches/${user.id}/students`, token);
  const studentId = students.body[0].id;
  // A lesson the student does not have yet.
  let assignment;
  for (let moduleId = 18; moduleId >= 1 && !assignment; moduleId--) {
    const res = await api('POST', '/api/module-assignments', token, {
      moduleId,
      studentIds: [studentId],
      coachId: user.id,
    });
    if (res.status === 201) assignment = res.body.assignments[0];
  }
  if (!assignment) throw new Error('no lesson left to assign');
  const progress = await api('GET', `/api/module-assignments/${assignment.id}/progress`, token);
  const exercises = progress.body.progress.map((p) => p.exercise_id);
  const path = (i) => `/api/module-assignments/${assignment.id}/exercises/${exercises[i]}/with-video`;

  const warmUp = await uploadVideo(path(1), token, MiB);
  if (warmUp.status !== 200) throw new Error(`warm-up upload failed: ${warmUp.status} ${warmUp.text}`);
  await new Promise((r) => setTimeout(r, 1000));
  const before = [];
  for (let i = 0; i < 10; i++) {
    before.push(await rssMiB());
    await new Promise((r) => setTimeout(r, 100));
  }
  const baseline = before.sort((a, b) => a - b)[5];

  let peak = baseline;
  const sampler = setInterval(async () => {
    try {
      peak = Math.max(peak, await rssMiB());
    } catch {}
  }, 100);
  const started = performance.now();
  const res = await uploadVideo(path(0), token, VIDEO_BYTES);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  clearInterval(sampler);
  peak = Math.max(peak, await rssMiB());
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${res.text}`);
  const growth = peak - baseline;
  // The whole video arrived: the stored file's size, from a one-byte Range request.
  const played = await fetch(
    `${server.url}/api/module-assignments/${assignment.id}/exercises/${exercises[0]}/video`,
    {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=0-0' },
    },
  );
  await played.arrayBuffer();
  const stored = Number(played.headers.get('content-range')?.split('/')[1]);
  if (stored !== VIDEO_BYTES) throw new Error(`stored video is ${stored} bytes, not ${VIDEO_BYTES}`);

  console.info(
    `500 MiB video uploaded in ${seconds.toFixed(1)} s (${(VIDEO_BYTES / MiB / seconds).toFixed(0)} MiB/s)`,
  );
  console.info(
    `server RSS: baseline ${baseline.toFixed(1)} MiB, peak ${peak.toFixed(1)} MiB, growth ${growth.toFixed(1)} MiB (budget under ${BUDGET_MIB} MiB)`,
  );
  benchResult('Upload 500 MiB video: server RSS baseline', Math.round(baseline), 'MiB');
  benchResult('Upload 500 MiB video: server RSS peak', Math.round(peak), 'MiB');
  benchResult(
    'Upload 500 MiB video: server RSS growth',
    Math.round(growth * 10) / 10,
    'MiB',
    `< ${BUDGET_MIB} MiB`,
    growth < BUDGET_MIB,
  );
  benchResult('Upload 500 MiB video: upload rate', Math.round(VIDEO_BYTES / MiB / seconds), 'MiB/s');
} finally {
  await server.stop();
}
