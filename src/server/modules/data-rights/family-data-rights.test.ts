import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingServices,
  bookings,
  bookingWelfare,
  familyInvitations,
  guardianLinks,
  guardians,
  students,
} from '../../db/schema/index';
import { createStaff } from '../../db/seed/factories';
import { staffCaller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import { giveStudentEverything, unzip } from './data-rights.test-helpers';
import { FAMILY_DELETED } from './family-data-rights.service';

const tokenIn = (text: string) =>
  decodeURIComponent(/account-deletion\?token=([A-Za-z0-9_%-]+)/.exec(text)![1]!);

describe(`data rights for a family (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: string;
  let f: ReturnType<typeof families>;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coachId = (await createStaff(t.database.db, { firstName: 'James', lastName: 'Whitfield' })).id;
    f = families(t, 'famdata');
  });
  afterAll(() => t.close());

  /**
   * Hannah with Oliver (who also has Tom, a second guardian) and Amelia (Hannah's alone); and another family,
   * Zara Quill with Zebedee, whose names must never appear in Hannah's answers.
   */
  async function world() {
    const hannah = await f.registerGuardian({
      firstName: 'Hannah',
      lastName: 'Parker',
      phone: '07700 900001',
    });
    await f.confirm(hannah.id);
    const oliver = await f.addChild(hannah.call, { firstName: 'Oliver', dateOfBirth: '2014-03-14', coachId });
    const amelia = await f.addChild(hannah.call, { firstName: 'Amelia', dateOfBirth: '2017-06-02', coachId });
    const tom = await f.registerGuardian({ firstName: 'Tom', lastName: 'Reid', phone: '07700 900777' });
    await f.confirm(tom.id);
    await t.database.db
      .insert(guardianLinks)
      .values({ guardianId: tom.id, studentId: oliver, relationship: 'Father' });
    const zara = await f.registerGuardian({ firstName: 'Zara', lastName: 'Quill' });
    await f.confirm(zara.id);
    const zebedee = await f.addChild(zara.call, { firstName: 'Zebedee', dateOfBirth: '2015-01-01', coachId });
    await t.database.db.update(students).set({ lastName: 'Quill' }).where(eq(students.id, zebedee));
    // The welcome mails go out now: on the fake clock they share their time with whatever a test sends
    // next, and the queue would deliver them together in no set order.
    await t.app.mailer.drain();
    return { hannah, oliver, amelia, tom, zara, zebedee };
  }

  const studentRow = async (id: string) =>
    (await t.database.db.select().from(students).where(eq(students.id, id)))[0];
  const guardianRow = async (id: string) =>
    (await t.database.db.select().from(guardians).where(eq(guardians.id, id)))[0];
  const confirm = (token: string) =>
    t.request({ method: 'POST', url: '/api/account-deletion/confirm', payload: { token } });

  describe('GET /api/family/data-export', () => {
    it('holds the guardian’s own record and a folder per child, and nothing of another family', async () => {
      const w = await world();
      const files = await giveStudentEverything(t.database.db, t.app.storage, w.oliver, coachId);
      await giveStudentEverything(t.database.db, t.app.storage, w.zebedee, coachId);
      // An invitation Tom sent about Oliver: the address he typed is his business, not Hannah's.
      await t.database.db.insert(familyInvitations).values({
        tokenHash: `tom-invitation-${w.tom.id}`,
        kind: 'junior_login',
        studentId: w.oliver,
        invitedByGuardianId: w.tom.id,
        email: 'tom.typed.this@example.com',
        createdAt: t.clock(),
        expiresAt: new Date(t.clock().getTime() + 86_400_000),
      });

      // A place Tom booked for Oliver: it is Oliver's, but Tom's address and phone are not Hannah's to have.
      const [service] = await t.database.db.select().from(bookingServices).limit(1);
      await t.database.db.insert(bookings).values({
        reference: 'SGA-TOMBOOK1',
        serviceId: service!.id,
        clientName: 'Tom Reid',
        clientEmail: w.tom.email,
        clientPhone: '07700 900777',
        participantName: 'Oliver Bennett',
        participantStudentId: w.oliver,
        bookedByGuardianId: w.tom.id,
        totalPence: 4500,
        cancelTokenHash: `tom-booking-${w.tom.id}`,
        requestFingerprint: 'tom',
      });

      const res = await w.hannah.call({ method: 'GET', url: '/api/family/data-export' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['cache-control']).toBe('no-store');
      const entries = await unzip(res.rawPayload);
      const guardian = JSON.parse(entries.get('guardian.json')!.toString('utf8'));
      expect(guardian.guardian).toMatchObject({
        id: w.hannah.id,
        firstName: 'Hannah',
        email: w.hannah.email,
      });
      expect(guardian.guardian).not.toHaveProperty('passwordHash');
      expect(guardian.links.map((l: { studentId: string }) => l.studentId).sort()).toEqual(
        [w.oliver, w.amelia].sort(),
      );
      const oliver = guardian.children.find((c: { id: string }) => c.id === w.oliver);
      // The other guardian of a shared child: by name only.
      expect(oliver.otherGuardians).toEqual([{ name: 'Tom Reid' }]);
      const data = JSON.parse(entries.get(`${oliver.folder}data.json`)!.toString('utf8'));
      expect(data.studentId).toBe(w.oliver);
      expect(data.tables.students[0]).not.toHaveProperty('passwordHash');
      for (const key of files) expect(entries.has(`${oliver.folder}files/${key}`), key).toBe(true);
      expect(data.tables.bookings).toHaveLength(1);
      expect(data.tables.bookings[0]).toMatchObject({
        reference: 'SGA-TOMBOOK1',
        clientName: 'Tom Reid',
        clientEmail: null,
        clientPhone: null,
      });
      const amelia = guardian.children.find((c: { id: string }) => c.id === w.amelia);
      expect(entries.has(`${amelia.folder}data.json`)).toBe(true);

      const everything = [...entries.values()].map((b) => b.toString('utf8')).join('\n');
      for (const word of [
        'tom.typed.this',
        'Zebedee',
        'Quill',
        w.zebedee,
        w.zara.id,
        w.zara.email,
        w.tom.email,
        '07700 900777',
      ]) {
        expect(everything, word).not.toContain(word);
      }
      expect(everything).not.toMatch(/passwordHash|tokenHash/);
    });

    it('is for guardians: a student is refused (403), staff and no session 401', async () => {
      const student = await studentCaller(t, { coachId });
      expect((await student.call({ method: 'GET', url: '/api/family/data-export' })).statusCode).toBe(403);
      const staff = await staffCaller(t, { role: 'admin' });
      expect((await staff.call({ method: 'GET', url: '/api/family/data-export' })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/family/data-export' })).statusCode).toBe(401);
    });
  });

  describe('a guardian deletes a child’s account', () => {
    it('e-mails the guardian the link, deletes on opening it, and tells the second guardian', async () => {
      const w = await world();
      // A camp day Hannah booked for Oliver: the booking is hers and stays, without his birthday or notes.
      const [service] = await t.database.db.select().from(bookingServices).limit(1);
      const [camp] = await t.database.db
        .insert(bookings)
        .values({
          reference: 'SGA-OLIVERCP',
          serviceId: service!.id,
          clientName: 'Hannah Parker',
          clientEmail: w.hannah.email,
          participantName: 'Oliver Bennett',
          participantDateOfBirth: '2014-03-14',
          participantStudentId: w.oliver,
          bookedByGuardianId: w.hannah.id,
          totalPence: 5500,
          cancelTokenHash: `oliver-camp-${w.oliver}`,
          requestFingerprint: 'oliver',
        })
        .returning();
      await t.database.db.insert(bookingWelfare).values({
        bookingId: camp!.id,
        medicalNotes: 'Hay fever',
        emergencyContactName: 'Hannah Parker',
        emergencyContactPhone: '07700 900001',
        deleteAfter: new Date(t.clock().getTime() + 30 * 86_400_000),
      });
      const asked = await w.hannah.call({
        method: 'POST',
        url: `/api/students/${w.oliver}/deletion`,
        payload: {},
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json().message).toBe(
        "We have e-mailed you a link to confirm the deletion of Oliver's account. Nothing is deleted until you open it.",
      );
      const mail = await t.lastEmailTo(w.hannah.email);
      expect(mail!.subject).toBe("Confirm the deletion of Oliver's Solent Golf Academy account");
      expect(await studentRow(w.oliver)).toBeDefined();

      const done = await confirm(tokenIn(mail!.text));
      expect(done.statusCode, done.body).toBe(200);
      expect(await studentRow(w.oliver)).toBeUndefined();
      expect(await studentRow(w.amelia)).toBeDefined();
      const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, camp!.id));
      expect(kept).toMatchObject({
        status: 'confirmed',
        participantName: 'Oliver Bennett',
        participantDateOfBirth: null,
        participantStudentId: null,
        bookedByGuardianId: w.hannah.id,
      });
      expect(
        await t.database.db.select().from(bookingWelfare).where(eq(bookingWelfare.bookingId, camp!.id)),
      ).toEqual([]);
      const told = await t.lastEmailTo(w.tom.email);
      expect(told!.subject).toBe("Oliver's Solent Golf Academy account has been deleted");
      expect(told!.text).toContain('At the request of Hannah Parker');
      const family = (await w.hannah.call({ method: 'GET', url: '/api/family' })).json();
      expect(family.children.map((c: { id: string }) => c.id)).toEqual([w.amelia]);
    });

    it('cannot ask for another family’s child (404)', async () => {
      const w = await world();
      const res = await w.hannah.call({
        method: 'POST',
        url: `/api/students/${w.zebedee}/deletion`,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
      expect(await studentRow(w.zebedee)).toBeDefined();
    });
  });

  describe('POST /api/family/deletion', () => {
    const ask = (call: (o: object) => ReturnType<TestContext['request']>, children: unknown) =>
      call({ method: 'POST', url: '/api/family/deletion', payload: { children } });

    it('refuses to keep a child with no other guardian, naming the child', async () => {
      const w = await world();
      const res = await ask(w.hannah.call, [
        { id: w.oliver, action: 'keep' },
        { id: w.amelia, action: 'keep' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'children.1.action':
          "Amelia has no other parent or guardian to stay with: choose to delete Amelia's account",
      });
    });

    it('needs every child named, and only the guardian’s own', async () => {
      const w = await world();
      const missing = await ask(w.hannah.call, [{ id: w.oliver, action: 'keep' }]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ children: "Say what happens to Amelia's account" });
      const foreign = await ask(w.hannah.call, [
        { id: w.oliver, action: 'keep' },
        { id: w.amelia, action: 'delete' },
        { id: w.zebedee, action: 'delete' },
      ]);
      expect(foreign.statusCode).toBe(404);
      const bad = await ask(w.hannah.call, [{ id: 'nope', action: 'drop' }]);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(
        expect.arrayContaining(['children.0.id', 'children.0.action']),
      );
    });

    it('deletes nothing until the link is opened; then deletes, unlinks, removes the guardian and tells Tom', async () => {
      const w = await world();
      const res = await ask(w.hannah.call, [
        { id: w.oliver, action: 'keep' },
        { id: w.amelia, action: 'delete' },
      ]);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().message).toBe(
        'We have e-mailed you a link to confirm. Nothing is deleted until you open it.',
      );
      const mail = await t.lastEmailTo(w.hannah.email);
      expect(mail!.subject).toBe('Confirm the deletion of your Solent Golf Academy family account');
      expect(mail!.text).toContain(
        "These children's accounts will be deleted with it, for good: Amelia Parker.",
      );
      expect(mail!.text).toContain('These children stay with their other parent or guardian: Oliver Parker.');
      expect(await studentRow(w.amelia)).toBeDefined();
      expect(await guardianRow(w.hannah.id)).toBeDefined();

      const done = await confirm(tokenIn(mail!.text));
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().message).toBe(FAMILY_DELETED);
      expect(await guardianRow(w.hannah.id)).toBeUndefined();
      expect(await studentRow(w.amelia)).toBeUndefined();
      // Oliver stays, with Tom alone, at Tom's address now that Hannah's is gone.
      expect((await studentRow(w.oliver))?.email).toBe(w.tom.email);
      const links = await t.database.db
        .select()
        .from(guardianLinks)
        .where(eq(guardianLinks.studentId, w.oliver));
      expect(links.map((l) => l.guardianId)).toEqual([w.tom.id]);
      // Her sessions ended with her account.
      expect((await w.hannah.call({ method: 'GET', url: '/api/family' })).statusCode).toBe(401);
      const told = await t.lastEmailTo(w.tom.email);
      expect(told!.subject).toBe("Hannah Parker has left Oliver's Solent Golf Academy family account");
      expect(told!.text).toContain('Oliver stays at the academy');
      // The other family is untouched.
      expect(await studentRow(w.zebedee)).toBeDefined();
      expect((await confirm(tokenIn(mail!.text))).statusCode).toBe(400);
    });

    it('does nothing when the family changed after asking (a child no longer has a second guardian)', async () => {
      const w = await world();
      await ask(w.hannah.call, [
        { id: w.oliver, action: 'keep' },
        { id: w.amelia, action: 'delete' },
      ]);
      const mail = await t.lastEmailTo(w.hannah.email);
      await t.database.db.delete(guardianLinks).where(eq(guardianLinks.guardianId, w.tom.id));
      const res = await confirm(tokenIn(mail!.text));
      expect(res.statusCode).toBe(400);
      expect(await studentRow(w.amelia)).toBeDefined();
      expect(await guardianRow(w.hannah.id)).toBeDefined();
    });
  });
});
