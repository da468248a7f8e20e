import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { chippingTests } from '@/core/content/coaching/chipping-tests';
import { p9Curriculum } from '@/core/content/coaching/curriculum';
import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import { puttingLadders } from '@/core/content/coaching/putting-ladders';
import {
  bookingCoaches,
  bookingServiceCoaches,
  bookingServices,
  bookings,
  breakParAttempts,
  challengeEvidence,
  coachMessages,
  downloadItems,
  learningVideos,
  moduleAssignments,
  outboxEmails,
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
import { multipartBody, PNG, VIDEO } from './multipart';
import { downloadUpload, type LinkedSamples, learningVideoUpload, linkedSamples } from './route-samples';
import type { TestContext } from './test-app';

/**
 * One valid request for every API route, built against the demo academy: the authorisation matrix sends
 * each to every kind of caller, and the input fuzzer mutates them. The people are fixed:
 * student A (Leo, a junior coached by James), student B (Grace, coached by Emma), Emma as a coach who
 * is not A's, James as A's coach, and the administrator. Every resource named belongs to A.
 */
export const ACTORS = ['anonymous', 'studentA', 'studentB', 'otherCoach', 'coachOfA', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
type SignedInActor = Exclude<Actor, 'anonymous'>;

export type RouteRequest = Omit<InjectOptions, 'method'> & { url: string };

export interface RouteCase {
  /** Builds the request; called once per send, so a route that uses something up gets a fresh one. */
  request(w: World): Promise<RouteRequest> | RouteRequest;
  /** Sign the caller in afresh for this request (logout, password change), and not disturb the others. */
  ownSession?: boolean;
  /** A success ends the caller's other sessions (a password change): their usual session is renewed after. */
  endsOtherSessions?: boolean;
  /** Puts back what the request needed changed, so the routes sent after it find the world as it was. */
  after?(w: World): Promise<void>;
}

export interface World {
  t: TestContext;
  a: { id: string; email: string; coachId: string; tier: string };
  b: { id: string };
  coachOfA: { id: string };
  otherCoach: { id: string };
  admin: { id: string };
  /** A's resources made once; the `fresh` makers make another each call. */
  messageId: string;
  imageMessageId: string;
  drillAssignmentId: string;
  moduleAssignmentId: string;
  exerciseId: string;
  attemptId: string;
  evidenceId: string;
  downloadId: string;
  paidDownloadId: string;
  videoId: string;
  diaryCoachId: number;
  serviceId: number;
  campServiceId: number;
  leadId: string;
  spareStaffId: string;
  callers: Record<SignedInActor, Caller>;
  signInAgain(actor: SignedInActor): Promise<Caller>;
  /** Free slots and the tokens of mailed links, a new one each call. */
  links: LinkedSamples;
  fresh: {
    drillAssignment(): Promise<string>;
    completedDrillAssignment(): Promise<string>;
    message(): Promise<string>;
    moduleId(): number;
    moduleAssignment(): Promise<string>;
    timeOff(): Promise<string>;
    session(): Promise<string>;
    purchase(): Promise<string>;
    booking(): Promise<string>;
    email(prefix: string): string;
    day(): string;
  };
}

const json = (payload: object) => ({ payload });
const multipart = multipartBody;

const ACCOUNTS: Record<SignedInActor, { kind: 'student' | 'staff'; email: string }> = {
  studentA: { kind: 'student', email: DEMO_ACCOUNTS.students.leo },
  studentB: { kind: 'student', email: DEMO_ACCOUNTS.students.grace },
  otherCoach: { kind: 'staff', email: DEMO_ACCOUNTS.juniorCoach },
  coachOfA: { kind: 'staff', email: DEMO_ACCOUNTS.headCoach },
  admin: { kind: 'staff', email: DEMO_ACCOUNTS.admin },
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
  const ids: Record<SignedInActor, string> = {
    studentA: leo.id,
    studentB: grace.id,
    otherCoach: emma.id,
    coachOfA: james.id,
    admin: rachel.id,
  };
  const signInAgain = (actor: SignedInActor) =>
    signIn(t, ACCOUNTS[actor].kind, { id: ids[actor], email: ACCOUNTS[actor].email }, DEMO_PASSWORD);
  const callers = {} as Record<SignedInActor, Caller>;
  for (const actor of Object.keys(ACCOUNTS) as SignedInActor[]) callers[actor] = await signInAgain(actor);
  const { studentA: A, coachOfA: C, admin } = callers;

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
          ...(await multipart([
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

  const assigned = await db
    .select({ moduleId: moduleAssignments.lessonId })
    .from(moduleAssignments)
    .where(eq(moduleAssignments.studentId, leo.id));
  const modulePool = p9Curriculum.map((l) => l.id).filter((id) => !assigned.some((m) => m.moduleId === id));
  const moduleId = () => {
    const next = modulePool.shift();
    if (next === undefined) throw new Error('No module left to assign');
    return next;
  };
  const assignModule = async () =>
    (
      await must(
        'module assignment',
        C.call({
          method: 'POST',
          url: '/api/module-assignments',
          payload: { moduleId: moduleId(), studentIds: [leo.id], coachId: james.id },
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
        ...(await multipart([
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
      ...(await multipart([['photo', { bytes: PNG, name: 'green.png', type: 'image/png' }]])),
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
    messageId: message?.id ?? (await sendMessage()),
    imageMessageId: await sendMessage(true),
    drillAssignmentId: await assignDrill(),
    moduleAssignmentId: exerciseVideo.moduleAssignmentId,
    exerciseId: exerciseVideo.exerciseId,
    attemptId,
    evidenceId: evidence.evidence.id,
    downloadId: free.id,
    paidDownloadId: paid.id,
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

const chipping = chippingTests[0]!;
const ladder = puttingLadders[0]!;

/** Every route of the OpenAPI document, keyed `METHOD /path` as the document writes it. */
export const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }) },
  'GET /api/coaches': { request: () => ({ url: '/api/coaches' }) },
  'POST /api/portal/register': {
    request: (w) => ({
      url: '/api/portal/register',
      ...json({
        firstName: 'Ava',
        lastName: 'Reed',
        email: w.fresh.email('ava'),
        username: `ava${w.fresh.email('u').replace(/\W/g, '').slice(0, 12)}`,
        password: 'a long enough passphrase',
        confirmPassword: 'a long enough passphrase',
        coachId: w.coachOfA.id,
      }),
    }),
  },
  'POST /api/portal/login': {
    request: (w) => ({ url: '/api/portal/login', ...json({ email: w.a.email, password: DEMO_PASSWORD }) }),
  },
  'POST /api/portal/validate': { request: () => ({ url: '/api/portal/validate' }) },
  'POST /api/portal/logout': { request: () => ({ url: '/api/portal/logout' }), ownSession: true },
  'POST /api/staff-portal/login': {
    request: () => ({
      url: '/api/staff-portal/login',
      ...json({ email: DEMO_ACCOUNTS.headCoach, password: DEMO_PASSWORD }),
    }),
  },
  'POST /api/staff-portal/validate': { request: () => ({ url: '/api/staff-portal/validate' }) },
  'POST /api/staff-portal/logout': { request: () => ({ url: '/api/staff-portal/logout' }), ownSession: true },
  'POST /api/forgot-password': {
    request: (w) => ({ url: '/api/forgot-password', ...json({ email: w.a.email, userType: 'student' }) }),
  },
  'POST /api/reset-password': {
    request: async (w) => ({
      url: '/api/reset-password',
      ...json({ token: await w.links.resetToken(), password: 'a long enough passphrase' }),
    }),
  },
  'GET /api/booking/memberships': { request: () => ({ url: '/api/booking/memberships' }) },
  'GET /api/booking/services': { request: () => ({ url: '/api/booking/services' }) },
  'GET /api/booking/providers': { request: () => ({ url: '/api/booking/providers' }) },
  'GET /api/booking/timeslots': {
    request: (w) => ({
      url: '/api/booking/timeslots',
      query: { serviceId: String(w.serviceId), date: w.fresh.day() },
    }),
  },
  'POST /api/booking/book': {
    request: async (w) => ({
      url: '/api/booking/book',
      ...json({
        ...(await w.links.freeSlot()),
        clientData: { name: 'Sam Reed', email: 'sam.reed@example.com', phone: '07700 900123' },
      }),
    }),
  },
  'GET /api/booking/cancellation': {
    request: async (w) => ({
      url: '/api/booking/cancellation',
      query: { token: await w.links.cancelToken() },
    }),
  },
  'POST /api/booking/cancellation': {
    request: async (w) => ({
      url: '/api/booking/cancellation',
      ...json({ token: await w.links.cancelToken() }),
    }),
  },
  'POST /api/waiting-list': {
    request: (w) => ({
      url: '/api/waiting-list',
      ...json({
        parentName: 'Sam Reed',
        email: w.fresh.email('sam'),
        phone: '07700 900123',
        childAge: 9,
        programme: 'Junior Group Lessons',
      }),
    }),
  },
  'GET /api/staff/bookings': {
    request: (w) => ({ url: '/api/staff/bookings', query: { from: w.fresh.day(), to: w.fresh.day() } }),
  },
  'POST /api/staff/bookings/{id}/cancel': {
    request: async (w) => ({ url: `/api/staff/bookings/${await w.fresh.booking()}/cancel` }),
  },
  'GET /api/staff/booking/coaches': { request: () => ({ url: '/api/staff/booking/coaches' }) },
  'POST /api/staff/booking/coaches': {
    request: (w) => ({ url: '/api/staff/booking/coaches', ...json({ staffId: w.spareStaffId }) }),
  },
  'PATCH /api/staff/booking/coaches/{id}': {
    request: (w) => ({ url: `/api/staff/booking/coaches/${w.diaryCoachId}`, ...json({ bufferMinutes: 0 }) }),
  },
  'PUT /api/staff/booking/coaches/{id}/hours': {
    request: (w) => ({
      url: `/api/staff/booking/coaches/${w.diaryCoachId}/hours`,
      ...json({ hours: [{ weekday: 1, start: '09:00', end: '17:00' }] }),
    }),
  },
  'POST /api/staff/booking/coaches/{id}/time-off': {
    request: (w) => {
      const from = w.fresh.day();
      return {
        url: `/api/staff/booking/coaches/${w.diaryCoachId}/time-off`,
        ...json({ startsAt: `${from}T09:00:00.000Z`, endsAt: `${from}T12:00:00.000Z` }),
      };
    },
  },
  'DELETE /api/staff/booking/coaches/{id}/time-off/{timeOffId}': {
    request: async (w) => ({
      url: `/api/staff/booking/coaches/${w.diaryCoachId}/time-off/${await w.fresh.timeOff()}`,
    }),
  },
  'GET /api/staff/booking/services': { request: () => ({ url: '/api/staff/booking/services' }) },
  'POST /api/staff/booking/services': {
    request: () => ({
      url: '/api/staff/booking/services',
      ...json({ name: 'Short Game Clinic', duration: 60, pricePence: 3000, capacity: 4, kind: 'lesson' }),
    }),
  },
  'PATCH /api/staff/booking/services/{id}': {
    request: (w) => ({ url: `/api/staff/booking/services/${w.serviceId}`, ...json({ location: 'Range' }) }),
  },
  'GET /api/staff/booking/sessions': {
    request: (w) => ({ url: '/api/staff/booking/sessions', query: { serviceId: String(w.campServiceId) } }),
  },
  'POST /api/staff/booking/sessions': {
    request: (w) => ({
      url: '/api/staff/booking/sessions',
      ...json({ serviceId: w.campServiceId, date: w.fresh.day(), start: '10:00', end: '12:00' }),
    }),
  },
  'DELETE /api/staff/booking/sessions/{id}': {
    request: async (w) => ({ url: `/api/staff/booking/sessions/${await w.fresh.session()}` }),
  },
  'GET /api/downloads': { request: () => ({ url: '/api/downloads' }) },
  'GET /api/downloads/{id}/file': { request: (w) => ({ url: `/api/downloads/${w.downloadId}/file` }) },
  'POST /api/downloads/{id}/purchase': {
    request: (w) => ({ url: `/api/downloads/${w.paidDownloadId}/purchase` }),
  },
  'GET /api/staff/downloads': { request: () => ({ url: '/api/staff/downloads' }) },
  'POST /api/staff/downloads': {
    request: async () => ({ url: '/api/staff/downloads', ...(await downloadUpload()) }),
  },
  'PATCH /api/staff/downloads/{id}': {
    request: (w) => ({ url: `/api/staff/downloads/${w.downloadId}`, ...json({ author: 'James Whitfield' }) }),
  },
  'GET /api/staff/download-purchases': { request: () => ({ url: '/api/staff/download-purchases' }) },
  'POST /api/staff/download-purchases/{id}/decision': {
    request: async (w) => ({
      url: `/api/staff/download-purchases/${await w.fresh.purchase()}/decision`,
      ...json({ decision: 'grant' }),
    }),
  },
  'GET /api/learning/videos': { request: () => ({ url: '/api/learning/videos' }) },
  'GET /api/learning/videos/{id}': { request: (w) => ({ url: `/api/learning/videos/${w.videoId}` }) },
  'GET /api/learning/videos/{id}/stream': {
    request: (w) => ({ url: `/api/learning/videos/${w.videoId}/stream` }),
  },
  'PUT /api/learning/videos/{id}/progress': {
    request: (w) => ({ url: `/api/learning/videos/${w.videoId}/progress`, ...json({ progress: 10 }) }),
  },
  'POST /api/learning/videos/{id}/complete': {
    request: (w) => ({ url: `/api/learning/videos/${w.videoId}/complete` }),
  },
  'GET /api/staff/learning/videos': { request: () => ({ url: '/api/staff/learning/videos' }) },
  'POST /api/staff/learning/videos': {
    request: () => ({
      url: '/api/staff/learning/videos',
      ...json({
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Grip basics',
        description: 'How to hold the club.',
        category: 'fundamentals',
        difficulty: 'beginner',
        durationMinutes: 8,
        requiredTier: 'free',
        instructor: 'James Whitfield',
      }),
    }),
  },
  'GET /api/staff/learning/videos/{id}/stream': {
    request: (w) => ({ url: `/api/staff/learning/videos/${w.videoId}/stream` }),
  },
  'POST /api/staff/learning/videos/upload': {
    request: async () => ({
      url: '/api/staff/learning/videos/upload',
      ...(await learningVideoUpload('Grip')),
    }),
  },
  'PATCH /api/staff/learning/videos/{id}': {
    request: (w) => ({
      url: `/api/staff/learning/videos/${w.videoId}`,
      ...json({ instructor: 'James Whitfield' }),
    }),
  },
  'PUT /api/staff/learning/videos/order': {
    request: async (w) => {
      const rows = await w.t.database.db.select({ id: learningVideos.id }).from(learningVideos);
      return { url: '/api/staff/learning/videos/order', ...json({ ids: rows.map((r) => r.id) }) };
    },
  },
  'GET /api/students/{id}/messages': { request: (w) => ({ url: `/api/students/${w.a.id}/messages` }) },
  'POST /api/messages': {
    request: async (w) => ({
      url: '/api/messages',
      ...(await multipart([
        ['studentId', w.a.id],
        ['coachId', w.a.coachId],
        ['subject', 'Bunker shots'],
        ['message', 'How do I get out first time?'],
        ['type', 'question'],
      ])),
    }),
  },
  'PATCH /api/messages/{id}/read': {
    request: (w) => ({ url: `/api/messages/${w.messageId}/read`, ...json({ readBy: 'student' }) }),
  },
  'GET /api/messages/{id}/attachments/{kind}': {
    request: (w) => ({ url: `/api/messages/${w.imageMessageId}/attachments/image` }),
  },
  'GET /api/coaches/{id}/messages': { request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/messages` }) },
  'POST /api/messages/{id}/reply': {
    request: async (w) => ({
      url: `/api/messages/${await w.fresh.message()}/reply`,
      ...(await multipart([['response', 'Three times a week, ten minutes each.']])),
    }),
  },
  'PATCH /api/messages/{id}/status': {
    request: (w) => ({ url: `/api/messages/${w.messageId}/status`, ...json({ status: 'in_progress' }) }),
  },
  'GET /api/staff/messages': { request: () => ({ url: '/api/staff/messages' }) },
  'GET /api/students/{studentId}/assignments': {
    request: (w) => ({ url: `/api/students/${w.a.id}/assignments` }),
  },
  'PUT /api/drill-assignments/{id}': {
    request: async (w) => ({
      url: `/api/drill-assignments/${await w.fresh.drillAssignment()}`,
      ...json({ status: 'in_progress' }),
    }),
  },
  'DELETE /api/drill-assignments/{id}': {
    request: async (w) => ({ url: `/api/drill-assignments/${await w.fresh.drillAssignment()}` }),
  },
  'GET /api/coaches/{id}/drill-assignments': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/drill-assignments` }),
  },
  'PUT /api/drill-assignments/{id}/review': {
    request: async (w) => ({
      url: `/api/drill-assignments/${await w.fresh.completedDrillAssignment()}/review`,
      ...json({ rating: 4, comments: 'Good tempo.' }),
    }),
  },
  'POST /api/drill-assignments': {
    request: (w) => ({
      url: '/api/drill-assignments',
      ...json({
        drillId: drillCatalogue[1]!.id,
        studentIds: [w.a.id],
        coachId: w.coachOfA.id,
        dueDate: null,
      }),
    }),
  },
  'GET /api/break-par-challenge/progress/{userId}': {
    request: (w) => ({ url: `/api/break-par-challenge/progress/${w.a.id}` }),
  },
  'GET /api/break-par-challenge/attempts/{userId}': {
    request: (w) => ({ url: `/api/break-par-challenge/attempts/${w.a.id}` }),
  },
  'POST /api/break-par-challenge/attempts': {
    request: (w) => ({
      url: '/api/break-par-challenge/attempts',
      ...json({ studentId: w.a.id, level: 1, scores: [5, 5, 5, 5, 5, 5] }),
    }),
  },
  'POST /api/break-par-challenge/evidence': {
    request: async () => ({
      url: '/api/break-par-challenge/evidence',
      ...(await multipart([['photo', { bytes: PNG, name: 'green.png', type: 'image/png' }]])),
    }),
  },
  'GET /api/break-par-challenge/evidence/{id}': {
    request: (w) => ({ url: `/api/break-par-challenge/evidence/${w.evidenceId}` }),
  },
  'GET /api/coaches/{id}/break-par-attempts': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/break-par-attempts` }),
  },
  'PATCH /api/break-par-challenge/attempts/{id}/verify': {
    request: (w) => ({
      url: `/api/break-par-challenge/attempts/${w.attemptId}/verify`,
      ...json({ verified: true }),
    }),
  },
  'GET /api/badges/leaderboard': { request: () => ({ url: '/api/badges/leaderboard' }) },
  'GET /api/badges/{userId}': { request: (w) => ({ url: `/api/badges/${w.a.id}` }) },
  'GET /api/putting/completions/{userId}': {
    request: (w) => ({ url: `/api/putting/completions/${w.a.id}` }),
  },
  'POST /api/putting/award-badge': {
    request: (w) => ({
      url: '/api/putting/award-badge',
      ...json({ studentId: w.a.id, ladderId: ladder.id, totalSteps: ladder.steps.length, attempts: 0 }),
    }),
  },
  'POST /api/chipping/results': {
    request: (w) => ({
      url: '/api/chipping/results',
      ...json({ studentId: w.a.id, testId: chipping.id, shots: [5, 4, 4, 3, 3, 2, 2, 1, 0, 5] }),
    }),
  },
  'GET /api/chipping/results/{userId}': { request: (w) => ({ url: `/api/chipping/results/${w.a.id}` }) },
  'POST /api/chipping/award-badge': {
    request: (w) => ({
      url: '/api/chipping/award-badge',
      ...json({ studentId: w.a.id, testId: chipping.id, distance: chipping.distance, totalScore: 29 }),
    }),
  },
  'GET /api/coaches/{id}/students': { request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/students` }) },
  'GET /api/coaches/{id}/dashboard-stats': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/dashboard-stats` }),
  },
  'GET /api/coaches/{id}/students-analytics': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/students-analytics` }),
  },
  'GET /api/coaches/{id}/analytics': { request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/analytics` }) },
  'GET /api/staff-portal/student/{id}/details': {
    request: (w) => ({ url: `/api/staff-portal/student/${w.a.id}/details` }),
  },
  'GET /api/module-assignments/{id}/progress': {
    request: (w) => ({ url: `/api/module-assignments/${w.moduleAssignmentId}/progress` }),
  },
  'POST /api/module-assignments': {
    request: (w) => ({
      url: '/api/module-assignments',
      ...json({ moduleId: w.fresh.moduleId(), studentIds: [w.a.id], coachId: w.coachOfA.id }),
    }),
  },
  'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}': {
    request: (w) => ({
      url: `/api/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}`,
      ...json({ completed: true, coachNotes: 'Steady head.' }),
    }),
  },
  'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}/with-video': {
    request: async (w) => ({
      url: `/api/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}/with-video`,
      ...(await multipart([
        ['completed', 'true'],
        ['video', { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' }],
      ])),
    }),
  },
  'GET /api/module-assignments/{assignmentId}/exercises/{exerciseId}/video': {
    request: (w) => ({
      url: `/api/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}/video`,
    }),
  },
  'DELETE /api/module-assignments/{id}': {
    request: async (w) => ({ url: `/api/module-assignments/${await w.fresh.moduleAssignment()}` }),
  },
  'GET /api/admin/staff': { request: () => ({ url: '/api/admin/staff' }) },
  'POST /api/admin/staff': {
    request: (w) => ({
      url: '/api/admin/staff',
      ...json({ email: w.fresh.email('coach'), firstName: 'Robin', lastName: 'Hale', role: 'instructor' }),
    }),
  },
  'PATCH /api/admin/staff/{id}': {
    request: (w) => ({ url: `/api/admin/staff/${w.spareStaffId}`, ...json({ active: true }) }),
  },
  'POST /api/admin/staff/{id}/password-reset': {
    request: (w) => ({ url: `/api/admin/staff/${w.spareStaffId}/password-reset` }),
  },
  'GET /api/admin/students': { request: () => ({ url: '/api/admin/students' }) },
  'PATCH /api/admin/students/{id}': {
    request: (w) => ({ url: `/api/admin/students/${w.a.id}`, ...json({ membershipTier: w.a.tier }) }),
  },
  'GET /api/admin/waiting-list': { request: () => ({ url: '/api/admin/waiting-list' }) },
  'PATCH /api/admin/waiting-list/{id}': {
    request: (w) => ({ url: `/api/admin/waiting-list/${w.leadId}`, ...json({ contacted: true }) }),
  },
  'POST /api/staff-portal/password': {
    request: () => ({
      url: '/api/staff-portal/password',
      // The same password again: the change succeeds and every later sign-in still works.
      ...json({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }),
    }),
    ownSession: true,
    endsOtherSessions: true,
  },
  'GET /api/students/by-email/{email}': {
    request: (w) => ({ url: `/api/students/by-email/${encodeURIComponent(w.a.email)}` }),
  },
  'GET /api/students/{id}': { request: (w) => ({ url: `/api/students/${w.a.id}` }) },
  'PUT /api/students/{id}': {
    request: (w) => ({ url: `/api/students/${w.a.id}`, ...json({ goals: 'Break 90 this summer.' }) }),
  },
  'GET /api/students/{id}/dashboard': { request: (w) => ({ url: `/api/students/${w.a.id}/dashboard` }) },
  'GET /api/students/{id}/data-export': { request: (w) => ({ url: `/api/students/${w.a.id}/data-export` }) },
  'POST /api/students/{id}/deletion': {
    request: (w) => ({ url: `/api/students/${w.a.id}/deletion`, ...json({ password: DEMO_PASSWORD }) }),
  },
  'POST /api/account-deletion/confirm': {
    request: async (w) => ({
      url: '/api/account-deletion/confirm',
      ...json({ token: await w.links.deletionToken() }),
    }),
  },
  'GET /api/admin/students/{id}/access-log': {
    request: (w) => ({ url: `/api/admin/students/${w.a.id}/access-log` }),
  },
  'GET /api/students/{id}/storage': { request: (w) => ({ url: `/api/students/${w.a.id}/storage` }) },
  'DELETE /api/students/{id}/storage/{kind}/{itemId}': {
    // A photo of A's round, made for each send: those not deleted stay with the round, not waiting for one.
    request: async (w) => {
      const [row] = await w.t.database.db
        .insert(challengeEvidence)
        .values({
          studentId: w.a.id,
          attemptId: w.attemptId,
          hole: 1,
          kind: 'photo',
          fileKey: `break-par-evidence/${randomUUID()}.png`,
          mime: 'image/png',
          size: PNG.length,
          filename: 'green.png',
        })
        .returning({ id: challengeEvidence.id });
      return { url: `/api/students/${w.a.id}/storage/evidence_photo/${row!.id}` };
    },
  },
  'POST /api/portal/confirm-email': {
    request: async (w) => ({
      url: '/api/portal/confirm-email',
      ...json({ token: await w.links.confirmationToken(w.coachOfA.id) }),
    }),
  },
  'POST /api/portal/confirm-email/resend': {
    // A's address waits for confirmation again (B's stays confirmed), so A may ask for a new link.
    request: async (w) => {
      await w.t.database.db.update(students).set({ emailConfirmedAt: null }).where(eq(students.id, w.a.id));
      return { url: '/api/portal/confirm-email/resend' };
    },
    after: async (w) => {
      await w.t.database.db
        .update(students)
        .set({ emailConfirmedAt: new Date() })
        .where(eq(students.id, w.a.id));
    },
  },
  'GET /api/admin/mail/failed': { request: () => ({ url: '/api/admin/mail/failed' }) },
  'POST /api/admin/mail/{id}/resend': {
    request: async (w) => {
      const [row] = await w.t.database.db
        .insert(outboxEmails)
        .values({
          toAddress: w.a.email,
          subject: 'Refused',
          textBody: 'Hello',
          transport: 'smtp',
          status: 'failed',
        })
        .returning({ id: outboxEmails.id });
      return { url: `/api/admin/mail/${row!.id}/resend` };
    },
  },
};

/** Builds a route's request (making whatever it uses up), ready to send. */
export async function prepare(w: World, key: string): Promise<InjectOptions & { url: string }> {
  const [method, ...rest] = key.split(' ');
  const route = ROUTES[key];
  if (!route || !rest.length) throw new Error(`No catalogue entry for ${key}`);
  return { ...(await route.request(w)), method: method as InjectOptions['method'] };
}

/** Sends a prepared request as an actor; `anonymous` sends no credentials. */
export async function dispatch(w: World, key: string, actor: Actor, options: InjectOptions) {
  const route = ROUTES[key];
  try {
    if (actor === 'anonymous') return await w.t.request(options);
    const caller = route?.ownSession ? await w.signInAgain(actor) : w.callers[actor];
    const res = await caller.call(options);
    if (route?.endsOtherSessions && res.statusCode < 300) w.callers[actor] = await w.signInAgain(actor);
    return res;
  } finally {
    await route?.after?.(w);
  }
}

/** Sends a route's request as an actor. */
export async function send(w: World, key: string, actor: Actor) {
  return dispatch(w, key, actor, await prepare(w, key));
}
