import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../security/passwords';
import { cookiePair, createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { coachMessages, guardianLinks, guardians, outboxEmails, staff, students } from '../schema/index';
import { demoSignIns, findDemoAccounts, removeDemoAccounts } from './demo-accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';
import { createStaff, createStudent, FACTORY_PASSWORD } from './factories';
import { DEMO_ACCOUNTS_WARNING, demoDataAtStart } from './first-start';

function recordingLog() {
  const warnings: { details: object; message: string }[] = [];
  return {
    warnings,
    info: () => {},
    warn: (details: object, message: string) => warnings.push({ details, message }),
  };
}

const ALL_DEMO_EMAILS = [
  DEMO_ACCOUNTS.admin,
  DEMO_ACCOUNTS.headCoach,
  DEMO_ACCOUNTS.juniorCoach,
  ...Object.values(DEMO_ACCOUNTS.guardians),
  ...Object.values(DEMO_ACCOUNTS.students),
];
const NONE = { staff: [], guardians: [], students: [] };

describe(`demo accounts at start and demo:remove (${testDbKind})`, () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = (context: TestContext, seed: boolean, log = recordingLog()) =>
    demoDataAtStart({
      db: context.database.db,
      storage: context.app.storage,
      hash: hashPassword,
      seed,
      log,
    }).then(() => log.warnings);

  it('seeds only when allowed, then warns at every start while demo accounts exist', async () => {
    t = await createTestContext();
    expect(await start(t, false)).toEqual([]);
    expect(await findDemoAccounts(t.database.db)).toEqual(NONE);

    const first = await start(t, true);
    expect(first).toHaveLength(1);
    expect(first[0]!.message).toBe(DEMO_ACCOUNTS_WARNING);
    expect(first[0]!.message).toMatch(/npm run demo:remove/);
    expect((first[0]!.details as { demoAccounts: string[] }).demoAccounts.sort()).toEqual(
      [...ALL_DEMO_EMAILS].sort(),
    );
    // A later start whose configuration no longer asks for demo data still says they are there.
    expect(await start(t, false)).toHaveLength(1);
  });

  it('leaves a database in use alone and says nothing when no demo account is in it', async () => {
    t = await createTestContext();
    await createStaff(t.database.db, { role: 'admin' });
    expect(await start(t, true)).toEqual([]);
    expect(await findDemoAccounts(t.database.db)).toEqual(NONE);
  });

  it('removes the demo accounts and what is theirs, and leaves real accounts and their words alone', async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const db = t.database.db;
    await start(t, true);
    const [james] = await db.select().from(staff).where(eq(staff.email, DEMO_ACCOUNTS.headCoach));
    const [oliver] = await db.select().from(students).where(eq(students.firstName, 'Oliver'));

    // A real academy grew around the demo: a real admin, and a real student coached by the demo coach.
    const realAdmin = await createStaff(db, { role: 'admin' });
    const realStudent = await createStudent(db, { coachId: james!.id });
    // A real parent of that real student.
    const [realGuardian] = await db
      .insert(guardians)
      .values({
        email: 'real.parent@example.test',
        passwordHash: realStudent.passwordHash,
        firstName: 'Real',
        lastName: 'Parent',
        adultDeclaredAt: new Date(),
        emailConfirmedAt: new Date(),
      })
      .returning();
    await db
      .insert(guardianLinks)
      .values({ guardianId: realGuardian!.id, studentId: realStudent.id, relationship: 'Father' });
    const [realMessage] = await db
      .insert(coachMessages)
      .values({ studentId: realStudent.id, coachId: james!.id, subject: 'Real question', message: 'Grip?' })
      .returning();
    // A demo student's upload.
    const stored = await t.app.storage.put(Readable.from([Buffer.from('swing')]), {
      folder: 'messages',
      extension: 'mp4',
    });
    await db.insert(coachMessages).values({
      studentId: oliver!.id,
      coachId: james!.id,
      subject: 'Demo upload',
      message: 'Look',
      videoKey: stored.key,
    });
    await db.insert(outboxEmails).values(
      [DEMO_ACCOUNTS.headCoach, DEMO_ACCOUNTS.guardians.hannah].map((toAddress) => ({
        toAddress,
        subject: 'To a demo account',
        textBody: 'Hello',
        transport: 'outbox' as const,
        status: 'saved' as const,
      })),
    );

    const signIn = (url: string, email: string, password: string) =>
      t!.request({ method: 'POST', url, payload: { email, password } });
    const demoLogin = await signIn('/api/portal/login', DEMO_ACCOUNTS.students.leo, DEMO_PASSWORD);
    const demoCookie = cookiePair(demoLogin, '__Host-student_session')!;
    const parentLogin = await signIn('/api/portal/login', DEMO_ACCOUNTS.guardians.hannah, DEMO_PASSWORD);
    const parentCookie = cookiePair(parentLogin, '__Host-student_session')!;
    const realLogin = await signIn('/api/portal/login', realStudent.email, FACTORY_PASSWORD);
    const realCookie = cookiePair(realLogin, '__Host-student_session')!;

    const removed = await removeDemoAccounts(db, t.app.storage);
    expect(demoSignIns(removed).sort()).toEqual([...ALL_DEMO_EMAILS].sort());
    expect(removed.students).toHaveLength(5);
    expect(removed.files).toBe(1);

    expect(await findDemoAccounts(db)).toEqual(NONE);
    expect(await t.app.storage.size(stored.key)).toBeNull();
    expect(
      await db.select().from(coachMessages).where(eq(coachMessages.subject, 'Demo upload')),
    ).toHaveLength(0);
    expect(
      await db.select().from(outboxEmails).where(inArray(outboxEmails.toAddress, ALL_DEMO_EMAILS)),
    ).toEqual([]);
    // The demo sign-ins are gone, sessions and all.
    expect((await signIn('/api/staff-portal/login', DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).statusCode).toBe(
      401,
    );
    const validate = (cookie: string) =>
      t!.request({ method: 'POST', url: '/api/portal/validate', headers: { cookie } });
    expect((await validate(demoCookie)).statusCode).toBe(401);
    expect((await validate(parentCookie)).statusCode).toBe(401);

    // The real accounts stay, signed in; the real student's message stays, no longer linked to the demo coach.
    expect((await validate(realCookie)).statusCode).toBe(200);
    expect(await db.select({ id: staff.id }).from(staff)).toEqual([{ id: realAdmin.id }]);
    const [student] = await db.select().from(students).where(eq(students.id, realStudent.id));
    expect(student).toMatchObject({ email: realStudent.email, coachId: null });
    const [message] = await db.select().from(coachMessages).where(eq(coachMessages.id, realMessage!.id));
    expect(message).toMatchObject({ subject: 'Real question', coachId: null });
    // The real family stays as it was.
    expect(await db.select({ id: guardians.id }).from(guardians)).toEqual([{ id: realGuardian!.id }]);
    expect(await db.select().from(guardianLinks)).toEqual([
      expect.objectContaining({ guardianId: realGuardian!.id, studentId: realStudent.id }),
    ]);

    // Nothing left to warn about, and a second run finds nothing to remove.
    expect(await start(t, false)).toEqual([]);
    expect(await removeDemoAccounts(db, t.app.storage)).toEqual({ ...NONE, files: 0 });
  });
});
