// Video: how long a 60-second 1080p swing takes from the first byte sent to playable, the server's memory
// while it converts, and the analysis player's frame-step latency (npm run build first; ffmpeg installed).
// A demo adult student sends the clip as a swing through the resumable upload API in chunks; the server's
// conversion queue makes the H.264 MP4, phone version, poster and storyboard, then checks them. The server's
// resident memory (VmRSS) and ffmpeg's (its child) are sampled every 200 ms. Then an admin adds a 1080p
// 60 fps model swing, opens it in the analysis player in Chromium and steps 40 frames: the latency is from the
// key press to the browser presenting the new frame (requestVideoFrameCallback). Budget: under 50 ms a step.
import { execFile } from 'node:child_process';
import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { benchResult } from './report.mjs';
import { CHROMIUM_ARGS, serveBuilt } from './serve-built.mjs';

const run = promisify(execFile);
const MiB = 1024 * 1024;
const PASSWORD = 'solent-demo-2026';
const STUDENT = 'david.morgan@example.com';
const ADMIN = 'admin@solentgolf.academy';
const STEP_BUDGET_MS = 50;
const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp(path.join(os.tmpdir(), 'bench-video-')));

async function clip(name, seconds, fps) {
  const file = path.join(dir, name);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=${fps}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

const swingFile = await clip('swing.mp4', 60, 30);
const modelFile = await clip('model.mp4', 5, 60);
const server = await serveBuilt({ RATE_LIMIT_FACTOR: '1000', DEMO_DATA: 'true' });

async function rssMiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
}

/** The resident memory of the server's ffmpeg children, added up. */
async function ffmpegMiB() {
  let total = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const statLine = (await readFile(`/proc/${pid}/stat`, 'utf8')).trim();
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/.exec(statLine);
      const ppid = Number(rest.split(' ')[1]);
      if (ppid === server.pid && comm.startsWith('ff')) total += await rssMiB(pid);
    } catch {}
  }
  return total;
}

async function json(method, pathname, token, body) {
  const res = await fetch(server.url + pathname, {
    method,
    headers: {
      origin: server.url,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

let failed = false;
try {
  const { token } = await json('POST', '/api/portal/login', undefined, {
    email: STUDENT,
    password: PASSWORD,
  });
  const size = (await stat(swingFile)).size;
  const baseline = await rssMiB(server.pid);
  let peakServer = baseline;
  let peakFfmpeg = 0;
  const sampler = setInterval(async () => {
    peakServer = Math.max(peakServer, await rssMiB(server.pid));
    peakFfmpeg = Math.max(peakFfmpeg, await ffmpegMiB());
  }, 200);

  const started = performance.now();
  const upload = await json('POST', '/api/uploads', token, { purpose: 'swing', filename: 'swing.mp4', size });
  const handle = await open(swingFile);
  for (let offset = 0; offset < size; ) {
    const length = Math.min(upload.chunkBytes, size - offset);
    const chunk = Buffer.alloc(length);
    await handle.read(chunk, 0, length, offset);
    const res = await fetch(`${server.url}/api/uploads/${upload.id}`, {
      method: 'PATCH',
      headers: {
        origin: server.url,
        authorization: `Bearer ${token}`,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      body: chunk,
    });
    if (!res.ok) throw new Error(`PATCH at ${offset}: ${res.status} ${await res.text()}`);
    offset += length;
  }
  await handle.close();
  const { swing } = await json('POST', '/api/swings', token, {
    purpose: 'coach',
    uploadId: upload.id,
    note: null,
  });
  const uploaded = performance.now();
  let playback = swing.playback;
  while (playback.status !== 'ready' && playback.status !== 'failed') {
    if (performance.now() - started > 15 * 60_000) throw new Error('conversion took over 15 minutes');
    await new Promise((r) => setTimeout(r, 500));
    const { swings } = await json('GET', '/api/swings', token);
    playback = swings.find((s) => s.id === swing.id).playback;
  }
  const playable = performance.now();
  clearInterval(sampler);
  if (playback.status !== 'ready') throw new Error('the conversion failed');
  console.info(
    `60 s 1080p swing (${(size / MiB).toFixed(0)} MiB): uploaded in ${((uploaded - started) / 1000).toFixed(1)} s, ` +
      `playable ${((playable - started) / 1000).toFixed(1)} s after the first byte; ` +
      `server ${baseline.toFixed(0)} → ${peakServer.toFixed(0)} MiB, ffmpeg peak ${peakFfmpeg.toFixed(0)} MiB`,
  );
  benchResult(
    'Video: 60 s 1080p swing, first byte to playable',
    Math.round((playable - started) / 100) / 10,
    's',
  );
  benchResult(
    'Video: upload of that swing (resumable chunks)',
    Math.round((uploaded - started) / 100) / 10,
    's',
  );
  benchResult('Video: server memory growth while converting', Math.round(peakServer - baseline), 'MiB');
  benchResult('Video: ffmpeg memory while converting', Math.round(peakFfmpeg), 'MiB');

  // The analysis player: an admin's 60 fps model swing, stepped frame by frame in Chromium.
  const admin = await json('POST', '/api/staff-portal/login', undefined, {
    email: ADMIN,
    password: PASSWORD,
  });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: 'Bench swing',
    club: 'Driver',
    view: 'face_on',
    handedness: 'right',
  }))
    form.append(k, v);
  form.append('video', new Blob([await readFile(modelFile)], { type: 'video/mp4' }), 'model.mp4');
  const added = await fetch(`${server.url}/api/admin/model-swings`, {
    method: 'POST',
    headers: { origin: server.url, authorization: `Bearer ${admin.token}` },
    body: form,
  });
  if (!added.ok) throw new Error(`model swing: ${added.status} ${await added.text()}`);
  const { swing: model } = await added.json();
  for (let i = 0; i < 600; i++) {
    const { swing: s } = await json('GET', `/api/staff/model-swings/${model.id}`, admin.token);
    if (s.playback.status === 'ready') break;
    await new Promise((r) => setTimeout(r, 500));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/staff-portal?tab=swings`);
    await page.getByLabel('Staff Email').fill(ADMIN);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Analyse Bench swing' }).click();
    const video = page.getByTestId('analysis-video');
    await video.evaluate(
      (v) =>
        new Promise((r) =>
          v.readyState >= 2 ? r() : v.addEventListener('loadeddata', () => r(), { once: true }),
        ),
    );
    await page.getByTestId('analysis-player').focus();
    const steps = await page.getByTestId('analysis-player').evaluate(async (player) => {
      const v = player.querySelector('video');
      const times = [];
      for (let i = 0; i < 40; i++) {
        const shown = new Promise((r) => v.requestVideoFrameCallback(() => r()));
        const t0 = performance.now();
        player.dispatchEvent(new KeyboardEvent('keydown', { key: '.', bubbles: true }));
        await shown;
        times.push(performance.now() - t0);
      }
      return times;
    });
    steps.sort((a, b) => a - b);
    const median = steps[Math.floor(steps.length / 2)];
    const p95 = steps[Math.floor(steps.length * 0.95)];
    console.info(`frame step (1080p, 60 fps): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    benchResult(
      'Video: frame step to frame shown, median',
      Math.round(median),
      'ms',
      `< ${STEP_BUDGET_MS} ms`,
      median < STEP_BUDGET_MS,
    );
    benchResult('Video: frame step to frame shown, p95', Math.round(p95), 'ms');
  } finally {
    await browser.close();
  }
} catch (err) {
  failed = true;
  console.error(err);
  benchResult('Video', 'failed', '', 'runs', false);
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
