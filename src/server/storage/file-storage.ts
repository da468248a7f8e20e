import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live: outside the web root, under names the server makes. Local disk by default,
 * or an S3-compatible object store (`s3-file-storage.ts`).
 */
export interface FileStorage {
  /** Streams a file in under a new key; the promise settles when it is safely written. */
  put(
    source: Readable,
    options: { folder: string; extension: string },
  ): Promise<{ key: string; size: number }>;
  /** A readable stream of the whole file or an inclusive byte range. */
  read(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /**
   * Bytes free on the volume the files are written to, where that volume is this machine's (and may be the
   * embedded database's too); a remote store has none to report.
   */
  freeBytes?(): Promise<number>;
  /** Releases connections held open to a remote store; called when the app closes. */
  close?(): void;
  /**
   * Every stored file with when it was last written, for the daily clean-up of files no row uses; on local
   * disk this includes half-written `.partial` files, which `remove` accepts.
   */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const PARTIAL = '.partial';
const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** A new server-made key: `folder/uuid.ext`. */
export function newStorageKey(folder: string, extension: string): string {
  return checkedKey(`${folder}/${randomUUID()}.${extension}`);
}

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Keys come from our own database, but a bad one must never reach outside its folder or bucket. */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return key;
}

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(source, { folder, extension }) {
      const key = newStorageKey(folder, extension);
      const final = resolve(key);
      await mkdir(path.dirname(final), { recursive: true });
      // Written under a temporary name and renamed once complete: a crash never leaves half a file under a key.
      const partial = `${final}${PARTIAL}`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, final);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      const { size } = await stat(final);
      return { key, size };
    },
    read(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async freeBytes() {
      // The upload folder is made with its first file; until then its parent is the same volume.
      let dir = root;
      for (;;) {
        try {
          const fs = await statfs(dir);
          return fs.bavail * fs.bsize;
        } catch (err) {
          const parent = path.dirname(dir);
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || parent === dir) throw err;
          dir = parent;
        }
      }
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      // A `.partial` the listing offered: what a killed process left half-written.
      const partial = key.endsWith(PARTIAL);
      await rm(resolve(partial ? key.slice(0, -PARTIAL.length) : key) + (partial ? PARTIAL : ''), {
        force: true,
      });
    },
    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          // A `.partial` is listed too: one being written is touched as its bytes arrive, so only one a
          // killed process left behind grows old enough for the clean-up to take.
          if (!KEY.test(key.endsWith(PARTIAL) ? key.slice(0, -PARTIAL.length) : key)) continue;
          const info = await stat(path.join(root, key)).catch(() => undefined);
          if (info) yield { key, modifiedAt: info.mtime };
        }
      }
    },
  };
}
