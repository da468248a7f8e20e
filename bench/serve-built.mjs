// Starts the built server (npm run build first) on a free port with a fresh embedded database,
// for the benchmarks. Returns its URL and a stop function.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function serveBuilt(env = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'golf-bench-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), 'dist/server/main.js'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        // The machine may have less free disk than production's floor for uploads.
        UPLOAD_MIN_FREE_MB: '0',
        // Loopback HOST and APP_URL, so demo data is seeded unless a benchmark says DEMO_DATA=false.
        HOST: '127.0.0.1',
        APP_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
