import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { downloadItems } from '../../db/schema/index';
import type { FileStorage } from '../../storage/file-storage';

/** Stores files and answers their keys; no row names them. */
export async function storeLooseFiles(storage: FileStorage, count: number, folder = 'message-images') {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    keys.push(
      (await storage.put(Readable.from([Buffer.from(`loose ${i}`)]), { folder, extension: 'jpg' })).key,
    );
  }
  return keys;
}

/** Stores files that download items name, so the clean-up must keep them. */
export async function storeNamedFiles(db: Db, storage: FileStorage, count: number) {
  const keys = await storeLooseFiles(storage, count, 'downloads');
  await db.insert(downloadItems).values(
    keys.map((fileKey, i) => ({
      title: `Practice plan ${i}`,
      description: 'A week of practice',
      type: 'pdf' as const,
      category: 'plans',
      author: 'Casey',
      publishDate: '2026-01-01',
      fileKey,
    })),
  );
  return keys;
}

/** A logger that keeps what it was told, for tests that check a warning. */
export function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; obj?: object; msg: string }[] = [];
  return {
    lines,
    warnings: () => lines.filter((line) => line.level === 'warn'),
    info(msg: string) {
      lines.push({ level: 'info', msg });
    },
    warn(obj: object, msg: string) {
      lines.push({ level: 'warn', obj, msg });
    },
    error(obj: object, msg: string) {
      lines.push({ level: 'error', obj, msg });
    },
  };
}
