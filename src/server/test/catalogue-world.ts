import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { p9Curriculum } from '@/core/content/coaching/curriculum';
import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import {
  bookingCoaches,
  bookingServiceCoaches,
  bookingServices,
  bookings,
  breakParAttempts,
  coachMessages,
  downloadItems,
  downloadPurchases,
  moduleAssignments,
  staff,
  students,
  waitingListEntries,
} from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { attachDemoDownloadFiles } from '../db/seed/demo-downloads';
import { createStudent } from '../db/seed/factories';
import { seedOnFirstStart } from '../db/seed/first-start';
import { hashPassword } from '../security/passwords';
import { type Caller, signIn } from './callers';
import type { SignedInActor, World } from './catalogue-types';
import { multipartBody, PNG, VIDEO } from './multipart';
import { learningVideoUpload, linkedSamples } from './route-samples';
import type { TestContext } from './test-app';
import { addChild, GUARDIAN_EMAILS, seedGuardians } from './world-families';

/*
 * The demo academy the route catalogue's requests are built against: the fixed people, signed in, and
 * the resources A owns, made once, with makers for those a request uses up.
 */

const ACCOUNTS: Record<SignedInActor, { kind: 'student' | 'staff'; email: string }> = {
  studentA: { kind: 'student', email: DEMO_ACCOUNTS.students.leo },
  studentB: { kind: 'student', email: DEMO_ACCOUNTS.students.grace },
  otherCoach: { kind: 'staff', email: DEMO_ACCOUNTS.juniorCoach },
  coachOfA: { kind: 'staff', email: DEMO_ACCOUNTS.headCoach },
  admin: { kind: 'staff', email: DEMO_ACCOUNTS.admin },
  // A guardian signs in where a student does, and gets the same kind of session.
  guardianOfA: { kind: 'student', email: GUARDIAN_EMAILS.guardianOfA },
  otherGuardian: { kind: 'student', email: GUARDIAN_EMAILS.otherGuardian },
};

/** Seeds the demo academy into the context's database and makes the resources the catalogue needs. */
export async function buildWorld(t: TestContext): Promise<World> {
  const db = t.database.db;
  await seedOnFirstStart(db, hashPassword);
  const studentByEmail = async (email: string) =>
    (await db.select().from(students).where(eq(students.email, email)))[0]!;
  const staffByEmail = async (email: string) =>
    (await db.select().from(staff).where(eq(staff.email, email)))[0]!;
  const leo = await studentByEmail(DEMO_ACCOUNTS.students.leo);
  const grace = await studentByEmail(DEMO_ACCOUNTS.students.grace);
  const james = await staffByEmail(DEMO_ACCOUNTS.headCoach);
  const emma = await staffByEmail(DEMO_ACCOUNTS.juniorCoach);
  const rachel = await staffByEmail(DEMO_ACCOUNTS.admin);
  const guardianIds = await seedGuardians(t, leo, await hashPassword(DEMO_PASSWORD));
  const ids: Record<SignedInActor, string> = {
    studentA: leo.id,
    studentB: grace.id,
    otherCoach: emma.id,
    coachOfA: james.id,
    admin: rachel.id,
    ...guardianIds,
  };
  const signInAgain = (actor: SignedInActor) =>
    signIn(t, ACCOUNTS[actor].kind, { id: ids[actor], email: ACCOUNTS[actor].email }, DEMO_PASSWORD);
  const callers = {} as Record<SignedInActor, Caller>;
  for (const actor of Object.keys(ACCOUNTS) as SignedInActor[]) callers[actor] = await signInAgain(actor);
  const { studentA: A, coachOfA: C, admin } = callers;
  const siblingId = await addChild(callers.guardianOfA, {
    firstName: 'Noah',
    lastName: 'Bennett',
    dateOfBirth: '2012-01-20',
    coachId: james.id,
    relationship: 'Mother',
  });
  const otherChildId = await addChild(callers.otherGuardian, {
    firstName: 'Ada',
    lastName: 'Okafor',
    dateOfBirth: '2016-08-09',
    coachId: emma.id,
    relationship: 'Father',
  });

  const must = async (what: string, res: Promise<LightMyRequestResponse>) => {
    const done = await res;
    if (done.statusCode >= 300) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
    return done.json();
  };

  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
  // Days far enough ahead that nothing else in the diary is there, one per call.
  let dayOffset = 400;
  const day = () => new Date(t.clock().getTime() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);

  const sendMessage = async (image = false) =>
    (
      await must(
        'message',
        A.call({
          method: 'POST',
          url: '/api/messages',
          ...(await multipartBody([
            ['studentId', leo.id],
            ['coachId', james.id],
            ['subject', 'Putting practice'],
            ['message', 'How often should I do the gate drill?'],
            ['type', 'question'],
            ['image', image ? { bytes: PNG, name: 'grip.png', type: 'image/png' } : undefined],
          ])),
        }),
      )
    ).message.id as string;

  const assignDrill = async () =>
    (
      await must(
        'drill assignment',
        C.call({
          method: 'POST',
          url: '/api/drill-assignments',
          payload: {
            drillId: drillCatalogue[counter++ % drillCatalogue.length]!.id,
            studentIds: [leo.id],
            coachId: james.id,
            dueDate: null,
          },
        }),
      )
    ).assignments[0].id as string;

  // The first module A is not on now, read afresh: a refused request leaves its module for the next one,
  // and a deleted assignment frees its module again.
  const moduleId = async () => {
    const assigned = await db
      .select({ moduleId: moduleAssignments.lessonId })
      .from(moduleAssignments)
      .where(eq(moduleAssignments.studentId, leo.id));
    const next = p9Curriculum.find((l) => !assigned.some((m) => m.moduleId === l.id));
    if (next === undefined) throw new Error('No module left to assign');
    return next.id;
  };
  const assignModule = async () =>
    (
      await must(
        'module assignment',
        C.call({
          method: 'POST',
          url: '/api/module-assignments',
          payload: { moduleId: await moduleId(), studentIds: [leo.id], coachId: james.id },
        }),
      )
    ).assignments[0].id as string;

  const [diaryCoach] = await db.select().from(bookingCoaches).where(eq(bookingCoaches.staffId, james.id));
  const services = await db.select().from(bookingServices);
  const camp = services.find((s) => s.kind === 'session')!;
  const lesson = services.find((s) => s.kind === 'lesson')!;

  const addSession = async () =>
    (
      await must(
        'session',
        admin.call({
          method: 'POST',
          url: '/api/staff/booking/sessions',
          payload: { serviceId: camp.id, date: day(), start: '10:00', end: '12:00' },
        }),
      )
    ).sessions[0].id as string;
  const addTimeOff = async () => {
    const from = day();
    return (
      await must(
        'time off',
        admin.call({
          method: 'POST',
          url: `/api/staff/booking/coaches/${diaryCoach!.id}/time-off`,
          payload: { startsAt: `${from}T09:00:00.000Z`, endsAt: `${from}T17:00:00.000Z`, reason: 'Course' },
        }),
      )
    ).timeOff.id as string;
  };

  const downloads = await db.select().from(downloadItems);
  const free = downloads.find((d) => d.requiredTier === 'free' && d.pricePence === 0) ?? downloads[0]!;
  const paid = downloads.find((d) => d.pricePence > 0) ?? downloads[0]!;
  // A's purchase of the paid item as Checkout left it: the session the return from paying names.
  const downloadCheckoutSessionId = 'cs_test_catalogueA';
  await db
    .insert(downloadPurchases)
    .values({ studentId: leo.id, itemId: paid.id, checkoutSessionId: downloadCheckoutSessionId });
  const requestPurchase = async () => {
    // A request is made once per item and student: each call has a new student ask.
    const buyer = await createStudent(db, { coachId: james.id });
    const them = await signIn(t, 'student', buyer);
    await must('purchase', them.call({ method: 'POST', url: `/api/downloads/${paid.id}/purchase` }));
    const row = await db.execute(
      sql`select id from download_purchases where student_id = ${buyer.id} and item_id = ${paid.id}`,
    );
    return (row.rows[0] as { id: string }).id;
  };

  const exerciseVideo = await (async () => {
    const moduleAssignmentId = await assignModule();
    const [row] = await db
      .select()
      .from(moduleAssignments)
      .where(eq(moduleAssignments.id, moduleAssignmentId));
    const exerciseId = p9Curriculum.find((l) => l.id === row!.lessonId)!.exercises[0]!.id;
    await must(
      'exercise video',
      C.call({
        method: 'PUT',
        url: `/api/module-assignments/${moduleAssignmentId}/exercises/${exerciseId}/with-video`,
        ...(await multipartBody([
          ['completed', 'true'],
          ['video', { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' }],
        ])),
      }),
    );
    return { moduleAssignmentId, exerciseId };
  })();

  const evidence = await must(
    'evidence',
    A.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([['photo', { bytes: PNG, name: 'green.png', type: 'image/png' }]])),
    }),
  );
  const [attempt] = await db
    .select({ id: breakParAttempts.id })
    .from(breakParAttempts)
    .where(eq(breakParAttempts.studentId, leo.id))
    .limit(1);
  const attemptId =
    attempt?.id ??
    (
      await must(
        'round',
        A.call({
          method: 'POST',
          url: '/api/break-par-challenge/attempts',
          payload: { studentId: leo.id, level: 1, scores: [4, 4, 4, 4, 4, 4] },
        }),
      )
    ).attempt.id;

  const [served] = await db
    .select({ serviceId: bookingServiceCoaches.serviceId })
    .from(bookingServiceCoaches)
    .innerJoin(bookingServices, eq(bookingServices.id, bookingServiceCoaches.serviceId))
    .where(and(eq(bookingServiceCoaches.coachId, diaryCoach!.id), eq(bookingServices.kind, 'lesson')))
    .limit(1);
  const links = linkedSamples(t, { serviceId: served!.serviceId, providerId: diaryCoach!.id });
  const book = async () => {
    await links.book(2);
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.coachId, diaryCoach!.id))
      .orderBy(desc(bookings.createdAt))
      .limit(1);
    return row!.id;
  };
  await attachDemoDownloadFiles(db, t.app.storage);
  const uploadedVideo = await must(
    'learning video',
    admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await learningVideoUpload()),
    }),
  );

  await must(
    'lead',
    t.request({
      method: 'POST',
      url: '/api/waiting-list',
      payload: {
        parentName: 'Sam Reed',
        email: 'sam.reed@example.com',
        phone: '07700 900123',
        childAge: 9,
        programme: 'Junior Group Lessons',
      },
    }),
  );
  const spare = await must(
    'spare staff',
    admin.call({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { email: 'spare.coach@example.com', firstName: 'Spare', lastName: 'Coach', role: 'coach' },
    }),
  );
  const [message] = await db
    .select({ id: coachMessages.id })
    .from(coachMessages)
    .where(eq(coachMessages.studentId, leo.id))
    .limit(1);
  const [lead] = await db.select({ id: waitingListEntries.id }).from(waitingListEntries).limit(1);

  return {
    t,
    a: { id: leo.id, email: leo.email, coachId: james.id, tier: leo.membershipTier },
    b: { id: grace.id },
    coachOfA: { id: james.id },
    otherCoach: { id: emma.id },
    admin: { id: rachel.id },
    guardianOfA: { id: guardianIds.guardianOfA, email: GUARDIAN_EMAILS.guardianOfA },
    otherGuardian: {
      id: guardianIds.otherGuardian,
      email: GUARDIAN_EMAILS.otherGuardian,
      childId: otherChildId,
    },
    siblingOfA: { id: siblingId },
    messageId: message?.id ?? (await sendMessage()),
    imageMessageId: await sendMessage(true),
    drillAssignmentId: await assignDrill(),
    moduleAssignmentId: exerciseVideo.moduleAssignmentId,
    exerciseId: exerciseVideo.exerciseId,
    attemptId,
    evidenceId: evidence.evidence.id,
    downloadId: free.id,
    paidDownloadId: paid.id,
    downloadCheckoutSessionId,
    videoId: uploadedVideo.video.id,
    diaryCoachId: diaryCoach!.id,
    serviceId: lesson.id,
    campServiceId: camp.id,
    leadId: lead!.id,
    spareStaffId: spare.staff.id,
    callers,
    signInAgain,
    links,
    fresh: {
      drillAssignment: assignDrill,
      async completedDrillAssignment() {
        const id = await assignDrill();
        await must(
          'start drill',
          A.call({ method: 'PUT', url: `/api/drill-assignments/${id}`, payload: { status: 'in_progress' } }),
        );
        await must(
          'complete drill',
          A.call({
            method: 'PUT',
            url: `/api/drill-assignments/${id}`,
            payload: { status: 'completed', student_score: '8 of 10' },
          }),
        );
        return id;
      },
      message: () => sendMessage(),
      booking: book,
      moduleId,
      moduleAssignment: assignModule,
      timeOff: addTimeOff,
      session: addSession,
      purchase: requestPurchase,
      email: (prefix) => `${prefix}.${unique()}@example.com`,
      day,
    },
  };
}
