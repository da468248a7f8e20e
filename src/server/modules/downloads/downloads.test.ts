import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDownloadItem, DownloadItem } from '@/core/contracts/downloads';
import type { students } from '../../db/schema/index';
import { metronomeWav, textPdf } from '../../db/seed/demo-downloads';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const PDF = textPdf('Practice plan', ['Ten balls to each flag.']);
const WAV = metronomeWav(1, 60);

interface Caller {
  id: string;
  call(options: InjectOptions): ReturnType<TestContext['request']>;
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
  fileFirst = false,
) {
  const form = new FormData();
  const addFile = () => file && form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  if (fileFirst) addFile();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (!fileFirst) addFile();
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

const itemFields = (overrides: Record<string, string> = {}) => ({
  type: 'pdf',
  title: 'Practice plan',
  description: 'A week of range sessions',
  category: 'Practice plans',
  requiredTier: 'free',
  pricePence: '0',
  author: 'James Whitfield',
  pages: '1',
  ...overrides,
});

describe(`downloads (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let freeStudent: Caller;
  let otherFreeStudent: Caller;
  let eliteStudent: Caller;
  const items: Record<'free' | 'paid' | 'elite' | 'audio', AdminDownloadItem> = {} as never;

  async function signIn(url: string, email: string) {
    const res = await t.request({ method: 'POST', url, payload: { email, password: FACTORY_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const authorization = `Bearer ${res.json().token}`;
    return (options: InjectOptions) =>
      t.request({ ...options, headers: { authorization, ...(options.headers ?? {}) } });
  }
  async function student(tier: (typeof students.$inferInsert)['membershipTier']): Promise<Caller> {
    const row = await createStudent(t.database.db, { membershipTier: tier });
    return { id: row.id, call: await signIn('/api/portal/login', row.email) };
  }
  async function staffMember(role: 'admin' | 'coach'): Promise<Caller> {
    const row = await createStaff(t.database.db, { role });
    return { id: row.id, call: await signIn('/api/staff-portal/login', row.email) };
  }
  async function upload(
    caller: Caller,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string },
    fileFirst = false,
  ) {
    return caller.call({
      method: 'POST',
      url: '/api/staff/downloads',
      ...(await multipart(fields, file, fileFirst)),
    });
  }
  async function listOf(caller: Caller): Promise<DownloadItem[]> {
    const res = await caller.call({ method: 'GET', url: '/api/downloads' });
    expect(res.statusCode).toBe(200);
    return res.json().downloads;
  }
  const fileOf = (caller: Caller, id: string, query = '') =>
    caller.call({ method: 'GET', url: `/api/downloads/${id}/file${query}` });
  async function storedFiles(): Promise<string[]> {
    try {
      return await readdir(path.join(t.dataDir, 'uploads', 'downloads'));
    } catch {
      return [];
    }
  }

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await staffMember('admin');
    coach = await staffMember('coach');
    freeStudent = await student('free');
    otherFreeStudent = await student('free');
    eliteStudent = await student('elite');
    const made = {
      free: await upload(admin, itemFields({ title: 'Free plan' }), { bytes: PDF, name: 'free plan.pdf' }),
      paid: await upload(
        admin,
        itemFields({ title: 'Paid card', pricePence: '499', originalPricePence: '799' }),
        { bytes: PDF, name: 'card.pdf' },
      ),
      elite: await upload(admin, itemFields({ title: 'Elite workbook', requiredTier: 'elite' }), {
        bytes: PDF,
        name: 'workbook.pdf',
      }),
      audio: await upload(
        admin,
        itemFields({ type: 'audio', title: 'Metronome', pages: '', durationMinutes: '1' }),
        { bytes: WAV, name: 'tempo.wav' },
      ),
    };
    for (const [key, res] of Object.entries(made)) {
      expect(res.statusCode, res.body).toBe(201);
      items[key as keyof typeof items] = res.json().download;
    }
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

  describe('students', () => {
    it('need a session', async () => {
      expect((await t.request({ method: 'GET', url: '/api/downloads' })).statusCode).toBe(401);
      expect(
        (await t.request({ method: 'GET', url: `/api/downloads/${items.free.id}/file` })).statusCode,
      ).toBe(401);
      expect(
        (await t.request({ method: 'POST', url: `/api/downloads/${items.paid.id}/purchase` })).statusCode,
      ).toBe(401);
    });

    it('see active items with prices in pounds, their purchases and tier locks', async () => {
      const list = await listOf(freeStudent);
      const paid = list.find((d) => d.id === items.paid.id)!;
      expect(paid).toMatchObject({
        title: 'Paid card',
        price: 4.99,
        originalPrice: 7.99,
        pages: 1,
        isPurchased: false,
        purchaseRequested: false,
        purchaseStatus: null,
        locked: false,
        fileSize: PDF.length,
        reviews: 0,
      });
      expect(list.find((d) => d.id === items.elite.id)!.locked).toBe(true);
      expect((await listOf(eliteStudent)).find((d) => d.id === items.elite.id)!.locked).toBe(false);
    });

    it('get a file only at or above its tier, as an attachment (inline for a preview), counted once', async () => {
      const below = await fileOf(freeStudent, items.elite.id);
      expect(below.statusCode).toBe(403);
      const served = await fileOf(eliteStudent, items.elite.id);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="workbook.pdf"/);
      expect(served.rawPayload.equals(PDF)).toBe(true);
      const preview = await fileOf(eliteStudent, items.elite.id, '?preview=1');
      expect(preview.headers['content-disposition']).toMatch(/^inline;/);
      const ranged = await eliteStudent.call({
        method: 'GET',
        url: `/api/downloads/${items.elite.id}/file`,
        headers: { range: 'bytes=10-19' },
      });
      expect(ranged.statusCode).toBe(206);
      // One full download; the preview and the continued range are not new downloads.
      expect((await listOf(eliteStudent)).find((d) => d.id === items.elite.id)!.downloadCount).toBe(1);
      expect((await fileOf(freeStudent, items.free.id)).statusCode).toBe(200);
      expect((await listOf(freeStudent)).find((d) => d.id === items.free.id)!.downloadCount).toBe(1);
    });

    it('answer 400 naming a bad id and 404 for an unknown one', async () => {
      const bad = await fileOf(freeStudent, 'not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('id');
      expect((await fileOf(freeStudent, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const badPreview = await fileOf(freeStudent, items.free.id, '?preview=yes');
      expect(badPreview.json().fields).toHaveProperty('preview');
    });

    it('cannot download a paid item until the academy grants their purchase; nobody else can with it', async () => {
      const url = `/api/downloads/${items.paid.id}/purchase`;
      expect((await fileOf(freeStudent, items.paid.id)).statusCode).toBe(403);
      const buy = await freeStudent.call({ method: 'POST', url });
      expect(buy.statusCode).toBe(200);
      expect(buy.json().download).toMatchObject({
        purchaseRequested: true,
        isPurchased: false,
        purchaseStatus: 'requested',
      });
      // Asking twice changes nothing.
      expect((await freeStudent.call({ method: 'POST', url })).json().download.purchaseStatus).toBe(
        'requested',
      );
      expect((await fileOf(freeStudent, items.paid.id)).statusCode).toBe(403);

      const waiting = await admin.call({ method: 'GET', url: '/api/staff/download-purchases' });
      expect(waiting.statusCode).toBe(200);
      const mine = waiting
        .json()
        .requests.filter((r: { student: { id: string } }) => r.student.id === freeStudent.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ status: 'requested', item: { id: items.paid.id, pricePence: 499 } });
      const staffList = await admin.call({ method: 'GET', url: '/api/staff/downloads' });
      expect(
        staffList.json().downloads.find((d: AdminDownloadItem) => d.id === items.paid.id).pendingRequests,
      ).toBe(1);

      const decision = `/api/staff/download-purchases/${mine[0].id}/decision`;
      expect(
        (await coach.call({ method: 'POST', url: decision, payload: { decision: 'grant' } })).statusCode,
      ).toBe(403);
      expect((await coach.call({ method: 'GET', url: '/api/staff/download-purchases' })).statusCode).toBe(
        403,
      );
      expect(
        (await freeStudent.call({ method: 'POST', url: decision, payload: { decision: 'grant' } }))
          .statusCode,
      ).toBe(401);
      const badDecision = await admin.call({ method: 'POST', url: decision, payload: { decision: 'maybe' } });
      expect(badDecision.json().fields).toHaveProperty('decision');
      const granted = await admin.call({ method: 'POST', url: decision, payload: { decision: 'grant' } });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().request).toMatchObject({ status: 'granted', decidedAt: expect.any(String) });

      expect((await fileOf(freeStudent, items.paid.id)).statusCode).toBe(200);
      expect((await listOf(freeStudent)).find((d) => d.id === items.paid.id)).toMatchObject({
        isPurchased: true,
        purchaseRequested: false,
      });
      // Another student's request or purchase opens nothing for them.
      expect((await fileOf(otherFreeStudent, items.paid.id)).statusCode).toBe(403);
      expect((await listOf(otherFreeStudent)).find((d) => d.id === items.paid.id)!.isPurchased).toBe(false);
      // Buying again after a grant leaves it granted.
      expect((await freeStudent.call({ method: 'POST', url })).json().download.isPurchased).toBe(true);
      expect(
        (
          await admin.call({
            method: 'POST',
            url: '/api/staff/download-purchases/00000000-0000-4000-8000-000000000000/decision',
            payload: { decision: 'grant' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('may ask again after a decline; free and above-tier items cannot be bought', async () => {
      const url = `/api/downloads/${items.paid.id}/purchase`;
      await otherFreeStudent.call({ method: 'POST', url });
      const requests = (await admin.call({ method: 'GET', url: '/api/staff/download-purchases' })).json()
        .requests;
      const theirs = requests.find((r: { student: { id: string } }) => r.student.id === otherFreeStudent.id);
      await admin.call({
        method: 'POST',
        url: `/api/staff/download-purchases/${theirs.id}/decision`,
        payload: { decision: 'decline' },
      });
      expect((await listOf(otherFreeStudent)).find((d) => d.id === items.paid.id)!.purchaseStatus).toBe(
        'declined',
      );
      const declined = await admin.call({
        method: 'GET',
        url: '/api/staff/download-purchases?status=declined',
      });
      expect(declined.json().requests.map((r: { id: string }) => r.id)).toContain(theirs.id);
      expect((await fileOf(otherFreeStudent, items.paid.id)).statusCode).toBe(403);
      expect((await otherFreeStudent.call({ method: 'POST', url })).json().download.purchaseStatus).toBe(
        'requested',
      );

      const free = await freeStudent.call({
        method: 'POST',
        url: `/api/downloads/${items.free.id}/purchase`,
      });
      expect(free.statusCode).toBe(400);
      const above = await freeStudent.call({
        method: 'POST',
        url: `/api/downloads/${items.elite.id}/purchase`,
      });
      expect(above.statusCode).toBe(403);
    });

    it('counts simultaneous downloads without losing any', async () => {
      const before = (await listOf(eliteStudent)).find((d) => d.id === items.free.id)!.downloadCount;
      const results = await Promise.all(
        Array.from({ length: 20 }, () => fileOf(eliteStudent, items.free.id)),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect((await listOf(eliteStudent)).find((d) => d.id === items.free.id)!.downloadCount).toBe(
        before + 20,
      );
    });
  });
});
