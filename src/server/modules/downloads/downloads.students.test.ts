import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDownloadItem } from '@/core/contracts/downloads';
import { type TestContext, testDbKind } from '../../test/test-app';
import { type Caller, fileOf, type Items, listOf, openDownloads, PDF } from './downloads.test-helpers';

describe(`downloads (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let freeStudent: Caller;
  let otherFreeStudent: Caller;
  let eliteStudent: Caller;
  let items: Items;

  beforeAll(async () => {
    ({ t, admin, coach, freeStudent, otherFreeStudent, eliteStudent, items } = await openDownloads());
  });
  afterAll(() => t?.close());

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
        paymentRule: 'venue',
      });
      // Without online payments there is nowhere to pay: the academy takes it at the venue.
      expect(buy.json().checkoutUrl).toBeNull();
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
