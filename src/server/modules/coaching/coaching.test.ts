import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { filesUnder, multipartBody, PNG, VIDEO } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const LESSON = 3;
const exercisesOf = (lesson: number) => curriculumLesson(lesson)!.exercises.map((e) => e.id);

describe(`coaching: students, modules and exercises (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;
  let studentId: string;
  let strangerId: string;
  let studentToken: Caller;

  const staffCallerAs = (role: 'admin' | 'coach' | 'instructor', firstName: string) =>
    staffCaller(t, { role, firstName });
  const assign = (by: Caller, studentIds: string[], moduleId = LESSON, coachId = by.id) =>
    by.call({ method: 'POST', url: '/api/module-assignments', payload: { moduleId, studentIds, coachId } });
  const tick = (by: Caller, assignmentId: string, exerciseId: string, payload: Record<string, unknown>) =>
    by.call({
      method: 'PUT',
      url: `/api/module-assignments/${assignmentId}/exercises/${exerciseId}`,
      payload,
    });
  const detail = (by: Caller, id = studentId) =>
    by.call({ method: 'GET', url: `/api/staff-portal/student/${id}/details` });

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCallerAs('coach', 'Jamie');
    otherCoach = await staffCallerAs('instructor', 'Robin');
    admin = await staffCallerAs('admin', 'Alex');
    const student = await createStudent(t.database.db, {
      coachId: coach.id,
      firstName: 'Oliver',
      lastName: 'Bennett',
    });
    studentId = student.id;
    strangerId = (await createStudent(t.database.db, { coachId: otherCoach.id })).id;
    studentToken = await signIn(t, 'student', student);
  });
  afterAll(() => t.close());

  it('lists a coach’s own students with real progress and badges; admins see everyone', async () => {
    const mine = await coach.call({ method: 'GET', url: `/api/coaches/${coach.id}/students` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().map((s: { id: string }) => s.id)).toEqual([studentId]);
    expect(mine.json()[0]).toMatchObject({
      first_name: 'Oliver',
      last_name: 'Bennett',
      membership_type: 'free',
      progress: 0,
      modules_assigned: 0,
      achievements: 0,
      last_activity: null,
    });
    const all = await admin.call({ method: 'GET', url: `/api/coaches/${admin.id}/students` });
    expect(
      all
        .json()
        .map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([studentId, strangerId].sort());
    const asAdminForCoach = await admin.call({
      method: 'GET',
      url: `/api/coaches/${otherCoach.id}/students`,
    });
    expect(asAdminForCoach.json().map((s: { id: string }) => s.id)).toEqual([strangerId]);
    expect(
      (await coach.call({ method: 'GET', url: `/api/coaches/${otherCoach.id}/students` })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/coaches/${coach.id}/students` })).statusCode).toBe(
      401,
    );
    expect(
      (await studentToken.call({ method: 'GET', url: `/api/coaches/${coach.id}/students` })).statusCode,
    ).toBe(401);
    const bad = await coach.call({ method: 'GET', url: '/api/coaches/not-an-id/students' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('runs a module from assigned to completed, reporting the completion once', async () => {
    const res = await assign(coach, [studentId]);
    expect(res.statusCode, res.body).toBe(201);
    const module = res.json().assignments[0];
    const exercises = exercisesOf(LESSON);
    expect(module).toMatchObject({
      module_id: LESSON,
      status: 'assigned',
      student_id: studentId,
      started_at: null,
      coach: { first_name: 'Jamie', last_name: 'Tester' },
      progress: { percentage: 0, completed: 0, total: exercises.length },
    });

    // The same lesson again is refused, not duplicated.
    const again = await assign(coach, [studentId]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Oliver Bennett already has lesson ${LESSON}`);

    const first = await tick(coach, module.id, exercises[0]!, { completed: true, coachNotes: 'Good tempo' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      moduleCompleted: false,
      progress: { exercise_id: exercises[0], completed: true, coach_notes: 'Good tempo', video_url: null },
      assignment: { status: 'in_progress', started_at: '2026-11-22T10:00:00.000Z' },
    });
    // Notes left out are kept; an untick clears the completion time.
    const untick = await tick(coach, module.id, exercises[0]!, { completed: false });
    expect(untick.json().progress).toMatchObject({
      completed: false,
      completed_at: null,
      coach_notes: 'Good tempo',
    });

    let last: Record<string, unknown> = {};
    for (const exerciseId of exercises)
      last = (await tick(coach, module.id, exerciseId, { completed: true })).json();
    expect(last).toMatchObject({
      moduleCompleted: true,
      assignment: { status: 'completed', progress: { percentage: 100 } },
    });
    const repeat = await tick(coach, module.id, exercises.at(-1)!, { completed: true });
    expect(repeat.json().moduleCompleted).toBe(false);

    const progress = await coach.call({
      method: 'GET',
      url: `/api/module-assignments/${module.id}/progress`,
    });
    expect(progress.json().progress.map((p: { exercise_id: string }) => p.exercise_id)).toEqual(exercises);
    expect(progress.json().progress[0].coach_notes).toBe('Good tempo');

    const overview = await detail(coach);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().stats).toMatchObject({
      overallProgress: 100,
      modulesCompleted: 1,
      modulesTotal: 1,
    });
    const list = await coach.call({ method: 'GET', url: `/api/coaches/${coach.id}/students` });
    expect(list.json()[0]).toMatchObject({
      progress: 100,
      modules_assigned: 1,
      last_activity: expect.any(String),
    });
  });

  it('refuses bad exercise changes with the field named, and other coaches’ modules as not found', async () => {
    const module = (await assign(coach, [studentId], 5)).json().assignments[0];
    const exerciseId = exercisesOf(5)[0]!;
    const bad = await tick(coach, module.id, exerciseId, { completed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('completed');
    const long = await tick(coach, module.id, exerciseId, { completed: true, coachNotes: 'x'.repeat(4001) });
    expect(long.json().fields).toHaveProperty('coachNotes');
    expect((await tick(coach, module.id, '9-9', { completed: true })).statusCode).toBe(404);
    expect((await tick(coach, module.id, 'abc', { completed: true })).statusCode).toBe(400);
    expect((await tick(otherCoach, module.id, exerciseId, { completed: true })).statusCode).toBe(404);
    expect((await tick(admin, module.id, exerciseId, { completed: true })).statusCode).toBe(200);
    expect(
      (await otherCoach.call({ method: 'GET', url: `/api/module-assignments/${module.id}/progress` }))
        .statusCode,
    ).toBe(404);
    expect((await assign(otherCoach, [studentId], 6)).statusCode).toBe(404);
    expect((await assign(coach, [studentId], 6, otherCoach.id)).statusCode).toBe(403);
    const badLesson = await assign(coach, [studentId], 19);
    expect(badLesson.json().fields).toHaveProperty('moduleId');
  });

  it('keeps a coaching video, plays it back with Range, and refuses the wrong file leaving nothing', async () => {
    const module = (await assign(coach, [studentId], 7)).json().assignments[0];
    const exerciseId = exercisesOf(7)[0]!;
    const url = `/api/module-assignments/${module.id}/exercises/${exerciseId}/with-video`;
    const send = async (parts: Parameters<typeof multipartBody>[0], by = coach) =>
      by.call({ method: 'PUT', url, ...(await multipartBody(parts)) });
    const stored = () => filesUnder(path.join(t.dataDir, 'uploads', 'exercise-videos'));
    const before = await stored();

    const wrong = await send([
      ['completed', 'true'],
      ['video', { bytes: PNG, name: 'swing.mp4', type: 'video/mp4' }],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ video: 'File type not allowed' });
    const badField = await send([
      ['completed', 'maybe'],
      ['video', { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' }],
    ]);
    expect(badField.statusCode).toBe(400);
    expect(badField.json().fields).toHaveProperty('completed');
    const stranger = await send(
      [
        ['completed', 'true'],
        ['video', { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' }],
      ],
      otherCoach,
    );
    expect(stranger.statusCode).toBe(404);
    expect(await stored()).toEqual(before);

    const ok = await send([
      ['completed', 'true'],
      ['coachNotes', 'Watch the lead wrist at P4'],
      ['video', { bytes: VIDEO, name: 'lead-wrist.mp4', type: 'video/mp4' }],
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const progress = ok.json().progress;
    expect(progress).toMatchObject({
      completed: true,
      coach_notes: 'Watch the lead wrist at P4',
      video_filename: 'lead-wrist.mp4',
      video_size: VIDEO.length,
    });
    const video = progress.video_url as string;
    const whole = await coach.call({ method: 'GET', url: video });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await coach.call({ method: 'GET', url: video, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${VIDEO.length}`);
    expect(
      (await coach.call({ method: 'GET', url: video, headers: { range: 'bytes=99999-' } })).statusCode,
    ).toBe(416);
    expect((await otherCoach.call({ method: 'GET', url: video })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: video })).statusCode).toBe(401);

    // A replacement video leaves only the new file behind.
    await send([
      ['completed', 'true'],
      ['video', { bytes: VIDEO, name: 'second.mp4', type: 'video/mp4' }],
    ]);
    expect((await stored()).length).toBe(before.length + 1);
  });

  it('unassigns a module (archived, progress kept) and removes a drill assignment', async () => {
    const module = (await assign(coach, [studentId], 9)).json().assignments[0];
    await tick(coach, module.id, exercisesOf(9)[0]!, { completed: true, coachNotes: 'kept' });
    expect(
      (await otherCoach.call({ method: 'DELETE', url: `/api/module-assignments/${module.id}` })).statusCode,
    ).toBe(404);
    const gone = await coach.call({ method: 'DELETE', url: `/api/module-assignments/${module.id}` });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true });
    const modules = (await detail(coach)).json().moduleAssignments.map((m: { id: string }) => m.id);
    expect(modules).not.toContain(module.id);
    // Archived: it can be assigned afresh.
    expect((await assign(coach, [studentId], 9)).statusCode).toBe(201);

    const drill = await coach.call({
      method: 'POST',
      url: '/api/drill-assignments',
      payload: { drillId: '1-1', studentIds: [studentId], coachId: coach.id, dueDate: null },
    });
    const drillId = drill.json().assignments[0].id;
    expect(
      (await otherCoach.call({ method: 'DELETE', url: `/api/drill-assignments/${drillId}` })).statusCode,
    ).toBe(404);
    expect(
      (await studentToken.call({ method: 'DELETE', url: `/api/drill-assignments/${drillId}` })).statusCode,
    ).toBe(401);
    expect(
      (await coach.call({ method: 'DELETE', url: `/api/drill-assignments/${drillId}` })).statusCode,
    ).toBe(200);
    expect((await detail(coach)).json().drillAssignments.map((d: { id: string }) => d.id)).not.toContain(
      drillId,
    );
    expect(
      (await coach.call({ method: 'DELETE', url: `/api/drill-assignments/${drillId}` })).statusCode,
    ).toBe(404);
  });

  it('shows a student’s detail only to their coach and admins', async () => {
    expect((await detail(coach)).json().student).toMatchObject({
      firstName: 'Oliver',
      membershipType: 'free',
    });
    expect((await detail(admin)).statusCode).toBe(200);
    expect((await detail(otherCoach)).statusCode).toBe(404);
    expect((await detail(otherCoach)).json().message).toBe('Student not found.');
    expect((await detail(coach, strangerId)).statusCode).toBe(404);
    expect((await detail(coach, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('computes the dashboard from real records, with recent activity', async () => {
    const res = await coach.call({ method: 'GET', url: `/api/coaches/${coach.id}/dashboard-stats` });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      totalStudents: 1,
      newStudentsThisMonth: 1,
      activeStudents: 1,
      engagementRate: 100,
      unreadMessages: 0,
    });
    expect(stats.recentActivity.length).toBeGreaterThan(0);
    expect(stats.recentActivity[0]).toMatchObject({ studentName: 'Oliver Bennett', studentId });
    expect(stats.recentActivity.map((e: { kind: string }) => e.kind)).toContain('module_completed');
    expect(
      (await coach.call({ method: 'GET', url: `/api/coaches/${admin.id}/dashboard-stats` })).statusCode,
    ).toBe(403);
    const everyone = await admin.call({ method: 'GET', url: `/api/coaches/${admin.id}/dashboard-stats` });
    expect(everyone.json().totalStudents).toBe(2);
    const quiet = await otherCoach.call({
      method: 'GET',
      url: `/api/coaches/${otherCoach.id}/dashboard-stats`,
    });
    expect(quiet.json()).toMatchObject({
      totalStudents: 1,
      activeStudents: 0,
      engagementRate: 0,
      recentActivity: [],
    });
  });

  it('changes the analytics with the period, from real records', async () => {
    // Move half of the ticked exercises three weeks back: in the month, out of the week.
    await t.database.db.execute(sql`
      update exercise_progress set completed_at = completed_at - interval '21 days'
      where completed and assignment_id in (select id from module_assignments where student_id = ${studentId})
        and exercise_id like ${`${LESSON}-%`}`);
    const get = async (period: string) => {
      const res = await coach.call({
        method: 'GET',
        url: `/api/coaches/${coach.id}/analytics?period=${period}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const [week, month, quarter] = [await get('week'), await get('month'), await get('quarter')];
    expect(week.series).toHaveLength(7);
    expect(month.series).toHaveLength(30);
    expect(quarter.series).toHaveLength(13);
    expect(month.stats.exercisesCompleted).toBeGreaterThan(week.stats.exercisesCompleted);
    expect(month.stats.exercisesCompleted - week.stats.exercisesCompleted).toBe(exercisesOf(LESSON).length);
    const charted = (r: { series: { exercises: number }[] }) => r.series.reduce((n, b) => n + b.exercises, 0);
    expect(charted(month)).toBe(month.stats.exercisesCompleted);
    expect(charted(week)).toBe(week.stats.exercisesCompleted);
    expect(week).toMatchObject({ period: 'week', to: '2026-11-22', from: '2026-11-16' });
    expect(week.topStudents[0]).toMatchObject({ id: studentId, first_name: 'Oliver' });
    expect(week.stats).toMatchObject({ activeStudents: 1, totalStudents: 1 });

    const list = await coach.call({
      method: 'GET',
      url: `/api/coaches/${coach.id}/students-analytics?period=quarter`,
    });
    expect(list.json()[0]).toMatchObject({ id: studentId, activity_count: expect.any(Number) });
    const bad = await coach.call({ method: 'GET', url: `/api/coaches/${coach.id}/analytics?period=year` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('period');
    expect(
      (await coach.call({ method: 'GET', url: `/api/coaches/${otherCoach.id}/analytics` })).statusCode,
    ).toBe(403);
  });
});
