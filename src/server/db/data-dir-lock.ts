import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time: a second server, or the staff:create
 * command while the server runs, would corrupt it. A pid file in the data directory says who has it.
 */
export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string, purpose: string): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'embedded-db.pid');
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (pid && pid !== process.pid && alive(pid)) {
      throw new DataDirBusyError(
        `The embedded database in ${dir} is in use by process ${pid}. Stop the server before ${purpose}, or use DATABASE_URL.`,
      );
    }
  } catch (err) {
    if (err instanceof DataDirBusyError) throw err;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
