import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-data';
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

  it('starts with demo data, finishes requests in flight on SIGTERM, and exits 0', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // One process (no tsx wrapper), so the signal reaches the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitForHealth(url, child);

    // Sign-ins hash with argon2, so they are still running when the signal arrives.
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${url}/api/portal/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.students.oliver, password: DEMO_PASSWORD }),
      }),
    );
    await new Promise((r) => setTimeout(r, 15));
    child.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(
      responses.map((r) => r.status),
      stderr,
    ).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await exited, stderr).toBe(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 60_000);
});
