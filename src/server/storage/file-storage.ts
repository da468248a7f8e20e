import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, statfs, utimes } from 'node:fs/promises';
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
   * disk this includes half-written `.partial` files (marked `partial`), which `remove` accepts. Trashed
   * files are not listed.
   */
  list(): AsyncIterable<StoredFile>;
  /**
   * Moves a file into the trash area under the day it went, `trash/yyyy-mm-dd/<key>`, where an operator can
   * move it back by hand. A file already gone is no error.
   */
  trash(key: string, at: Date): Promise<void>;
  /** Deletes for good every trashed file that went on a day before `before`'s; answers how many went. */
  emptyTrash(before: Date): Promise<number>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
  /** An upload a killed process left half-written: never named by a row, never worth keeping. */
  partial?: boolean;
}

/** The area of the store (a folder, or a key prefix) where the clean-up moves files instead of deleting them. */
export const TRASH = 'trash';
const TRASH_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The folder a file trashed at this moment goes to: its UTC day, so old trash is found by name alone. */
export function trashDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day part of a trash path, when it is one; anything else in the area is not ours to delete. */
export function isTrashDay(name: string): boolean {
  return TRASH_DAY.test(name);
}

const PARTIAL = '.partial';
const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** A new server-made key: `folder/uuid.ext`. */
export function newStorageKey(folder: string, extension: string): string {
  if (folder === TRASH) throw new Error('The trash is not an upload folder');
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
      for (const folder of await subfolders(root)) {
        if (folder === TRASH) continue;
        for (const name of await readdir(path.join(root, folder))) {
          const key = `${folder}/${name}`;
          // A `.partial` is listed too: one being written is touched as its bytes arrive, so only one a
          // killed process left behind grows old enough for the clean-up to take.
          const partial = key.endsWith(PARTIAL);
          if (!KEY.test(partial ? key.slice(0, -PARTIAL.length) : key)) continue;
          const info = await stat(path.join(root, key)).catch(() => undefined);
          if (info) yield { key, modifiedAt: info.mtime, ...(partial && { partial }) };
        }
      }
    },
    async trash(key, at) {
      const target = path.join(root, TRASH, trashDay(at), checkedKey(key));
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(resolve(key), target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      // Keeps the moment it was trashed, which is what an operator looking at the trash wants to see.
      await utimes(target, at, at);
    },
    async emptyTrash(before) {
      const trash = path.join(root, TRASH);
      const lastKept = trashDay(before);
      let removed = 0;
      for (const day of await subfolders(trash)) {
        if (!isTrashDay(day) || day >= lastKept) continue;
        for (const folder of await subfolders(path.join(trash, day))) {
          for (const name of await readdir(path.join(trash, day, folder))) {
            if (!KEY.test(`${folder}/${name}`)) continue;
            await rm(path.join(trash, day, folder, name), { force: true });
            removed += 1;
          }
          await rmdir(path.join(trash, day, folder)).catch(() => {});
        }
        await rmdir(path.join(trash, day)).catch(() => {});
      }
      return removed;
    },
  };
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}
