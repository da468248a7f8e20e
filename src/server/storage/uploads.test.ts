import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { type FileStorage, localFileStorage } from './file-storage';
import { parseRange } from './serve-file';
import { MiB, safeFilename, storeUpload, UPLOAD_RULES } from './uploads';

// The smallest valid PNG: an 8-byte signature and an IHDR chunk are enough for the sniffer.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f80000000049454e44ae426082',
  'hex',
);
const image = { ...UPLOAD_RULES.image, field: 'image', folder: 'test-images', label: 'The image' };

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true })).filter((f) => f.includes('.'));
  } catch {
    return [];
  }
}

describe('uploads', () => {
  let root: string;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'golf-uploads-'));
    storage = localFileStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores a file whose bytes match the rule, under a server-made name', async () => {
    const saved = await storeUpload(
      storage,
      { stream: Readable.from([PNG]), filename: '../../etc/passwd.png' },
      image,
    );
    expect(saved).toMatchObject({ mime: 'image/png', size: PNG.length, filename: 'passwd.png' });
    expect(saved.key).toMatch(/^test-images\/[0-9a-f-]{36}\.png$/);
    expect(await readFile(path.join(root, saved.key))).toEqual(PNG);
  });

  it('refuses a file whose bytes are not allowed, whatever its name, and keeps nothing', async () => {
    const before = await filesIn(root);
    const err = await storeUpload(
      storage,
      {
        stream: Readable.from([Buffer.from('<script>alert(1)</script>'.repeat(300))]),
        filename: 'photo.png',
      },
      image,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, fields: { image: 'File type not allowed' } });
    expect(await filesIn(root)).toEqual(before);
  });

  it('refuses a file over the limit with 413 while streaming, and keeps nothing', async () => {
    const before = await filesIn(root);
    const small = { ...image, maxBytes: 1 * MiB };
    const chunks = [PNG, ...Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024))];
    const err = await storeUpload(
      storage,
      { stream: Readable.from(chunks), filename: 'big.png' },
      small,
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413, fields: { image: 'File too large' } });
    expect(await filesIn(root)).toEqual(before);
  });

  it('reads byte ranges as browsers ask for them', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('makes safe download names', () => {
    expect(safeFilename('C:\\Users\\me\\Swing "final".MOV', 'mov')).toBe('Swing _final_.mov');
    expect(safeFilename('', 'pdf')).toBe('file.pdf');
  });
});
