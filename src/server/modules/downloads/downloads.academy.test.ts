import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, testDbKind } from '../../test/test-app';
import {
  type Caller,
  fileOf,
  type Items,
  itemFields,
  listOf,
  openDownloads,
  PDF,
  upload,
  WAV,
} from './downloads.test-helpers';

describe(`downloads (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let freeStudent: Caller;
  let eliteStudent: Caller;
  let items: Items;
  async function storedFiles(): Promise<string[]> {
    try {
      return await readdir(path.join(t.dataDir, 'uploads', 'downloads'));
    } catch {
      return [];
    }
  }

  beforeAll(async () => {
    ({ t, admin, coach, freeStudent, eliteStudent, items } = await openDownloads());
  });
  afterAll(() => t?.close());

  describe('the academy uploads', () => {
    it('stores the file under a server-made name with the type its bytes have', () => {
      expect(items.free).toMatchObject({
        title: 'Free plan',
        type: 'pdf',
        pricePence: 0,
        isActive: true,
        publishDate: '2026-11-22',
        file: { filename: 'free plan.pdf', mime: 'application/pdf', size: PDF.length },
      });
      expect(items.audio.file).toMatchObject({ mime: 'audio/wav', filename: 'tempo.wav' });
      expect(items.audio.durationMinutes).toBe(1);
    });

    it('refuses a file whose bytes are not the type chosen, keeping nothing', async () => {
      const before = await storedFiles();
      const res = await upload(admin, itemFields(), { bytes: WAV, name: 'plan.pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ file: 'File type not allowed' });
      // The type field after the file: the bytes are stored first, then refused and removed.
      const late = await upload(admin, itemFields({ type: 'video' }), { bytes: PDF, name: 'x.pdf' }, true);
      expect(late.statusCode).toBe(400);
      expect(late.json().fields).toEqual({ file: 'The file does not match the type chosen' });
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses a PDF over 50 MB with 413 while it streams, keeping nothing', async () => {
      const before = await storedFiles();
      const big = Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024)]);
      const res = await upload(admin, itemFields(), { bytes: big, name: 'big.pdf' });
      expect(res.statusCode).toBe(413);
      expect(res.json().fields).toEqual({ file: 'File too large' });
      expect(await storedFiles()).toEqual(before);
    });

    it('names a missing or bad field, and keeps nothing', async () => {
      const before = await storedFiles();
      const res = await upload(admin, itemFields({ title: ' ', pricePence: '-1' }), {
        bytes: PDF,
        name: 'a.pdf',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({ title: 'Title is required', pricePence: expect.any(String) });
      const unknown = await upload(admin, { ...itemFields(), studentId: 'x' }, { bytes: PDF, name: 'a.pdf' });
      expect(unknown.json().fields).toEqual({ studentId: 'Unknown field' });
      const noFile = await upload(admin, itemFields());
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().fields).toEqual({ file: 'Choose a file to upload' });
      const notMultipart = await admin.call({
        method: 'POST',
        url: '/api/staff/downloads',
        payload: itemFields(),
      });
      expect(notMultipart.statusCode).toBe(400);
      expect(await storedFiles()).toEqual(before);
    });

    it('lets only administrators manage items; students and strangers are refused', async () => {
      const before = await storedFiles();
      expect((await upload(coach, itemFields(), { bytes: PDF, name: 'a.pdf' })).statusCode).toBe(403);
      expect(await storedFiles()).toEqual(before);
      expect((await coach.call({ method: 'GET', url: '/api/staff/downloads' })).statusCode).toBe(403);
      expect(
        (
          await coach.call({
            method: 'PATCH',
            url: `/api/staff/downloads/${items.free.id}`,
            payload: { title: 'x' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await freeStudent.call({ method: 'GET', url: '/api/staff/downloads' })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/staff/downloads' })).statusCode).toBe(401);
      const list = await admin.call({ method: 'GET', url: '/api/staff/downloads' });
      expect(list.statusCode).toBe(200);
      expect(list.json().downloads).toHaveLength(4);
    });

    it('edits details, refuses a type the file is not, and retires and restores an item', async () => {
      const url = `/api/staff/downloads/${items.audio.id}`;
      const edit = await admin.call({
        method: 'PATCH',
        url,
        payload: { title: 'Tempo metronome', pricePence: 150 },
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().download).toMatchObject({ title: 'Tempo metronome', pricePence: 150 });
      const wrongType = await admin.call({ method: 'PATCH', url, payload: { type: 'pdf' } });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().fields).toEqual({ type: 'Does not match the file' });
      const unknown = await admin.call({ method: 'PATCH', url, payload: { downloadCount: 0 } });
      expect(unknown.json().fields).toMatchObject({ downloadCount: 'Unknown field' });

      expect((await admin.call({ method: 'PATCH', url, payload: { isActive: false } })).statusCode).toBe(200);
      expect((await listOf(eliteStudent)).map((d) => d.id)).not.toContain(items.audio.id);
      expect((await fileOf(eliteStudent, items.audio.id)).statusCode).toBe(404);
      await admin.call({ method: 'PATCH', url, payload: { isActive: true, pricePence: 0 } });
      expect((await listOf(eliteStudent)).map((d) => d.id)).toContain(items.audio.id);
    });
  });
});
