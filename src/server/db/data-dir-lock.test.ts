import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

/** A process that lives until told to stop, and its pid. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { pid: child.pid!, kill };
}

describe('the embedded database lock', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a data directory held by a running process', async () => {
    const dir = dataDir();
    const owner = otherProcess();
    try {
      writeFileSync(path.join(dir, 'embedded-db.pid'), String(owner.pid));
      expect(() => lockDataDir(dir, 'starting another one')).toThrow(DataDirBusyError);
    } finally {
      await owner.kill();
    }
  });

  it('takes over the lock of a process that was killed without removing it', async () => {
    const dir = dataDir();
    const owner = otherProcess();
    writeFileSync(path.join(dir, 'embedded-db.pid'), String(owner.pid));
    await owner.kill();
    const unlock = lockDataDir(dir, 'starting another one');
    expect(readFileSync(path.join(dir, 'embedded-db.pid'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dir, 'embedded-db.pid'))).toBe(false);
  });

  it('ignores an unreadable lock file and its own pid', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'embedded-db.pid'), 'not a pid');
    lockDataDir(dir, 'starting another one')();
    writeFileSync(path.join(dir, 'embedded-db.pid'), String(process.pid));
    lockDataDir(dir, 'starting another one')();
  });
});
