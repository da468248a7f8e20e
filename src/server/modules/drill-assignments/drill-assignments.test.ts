import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../db/seed/factories';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

describe(`drill assignments (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;
  let student: Caller;
  let classmate: Caller;
  let strangerStudentId: string;

  const staffCallerAs = (role: 'admin' | 'coach', firstName: string) => staffCaller(t, { role, firstName });
  const studentCallerOf = (coachId: string) => studentCaller(t, { coachId });

  /** Assigns a drill as the given member of staff; answers the new assignments' ids. */
  async function assign(by: Caller, studentIds: string[], drillId = '3-1', dueDate: string | null = null) {
    const res = await by.call({
      method: 'POST',
      url: '/api/drill-assignments',
      payload: { drillId, studentIds, coachId: by.id, dueDate },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().assignments as { id: string }[]).map((a) => a.id);
  }
  const update = (who: Caller, id: string, payload: Record<string, unknown>) =>
    who.call({ method: 'PUT', url: `/api/drill-assignments/${id}`, payload });
  const list = (who: Caller, studentId: string) =>
    who.call({ method: 'GET', url: `/api/students/${studentId}/assignments` });

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCallerAs('coach', 'Jamie');
    otherCoach = await staffCallerAs('coach', 'Robin');
    admin = await staffCallerAs('admin', 'Alex');
    student = await studentCallerOf(coach.id);
    classmate = await studentCallerOf(coach.id);
    strangerStudentId = (await createStudent(t.database.db, { coachId: otherCoach.id })).id;
  });
  afterAll(() => t.close());

  describe('GET /api/students/:id/assignments', () => {
    it('lists only the signed-in student’s own assignments, newest first, with the coach’s name', async () => {
      await assign(coach, [student.id], '1-1', '2026-12-01');
      t.clock.advance(60_000);
      await assign(coach, [student.id, classmate.id], '18-2');
      const res = await list(student, student.id);
      expect(res.statusCode).toBe(200);
      const assignments = res.json();
      expect(assignments.map((a: { drill_id: string }) => a.drill_id)).toEqual(['18-2', '1-1']);
      expect(assignments[1]).toEqual({
        id: expect.any(String),
        drill_id: '1-1',
        status: 'assigned',
        assigned_at: '2026-11-22T10:00:00.000Z',
        due_date: '2026-12-01',
        started_at: null,
        completed_at: null,
        coaches: { first_name: 'Jamie', last_name: 'Tester' },
        student_score: null,
        student_notes: null,
        submission_type: 'score',
        coach_rating: null,
        coach_comments: null,
        reviewed_at: null,
        voiceOvers: [],
      });
    });

    it('answers an empty list for a student without assignments', async () => {
      const fresh = await studentCallerOf(coach.id);
      const res = await list(fresh, fresh.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('does not find another student’s list (404) and asks for a session (401)', async () => {
      expect((await list(classmate, student.id)).statusCode).toBe(404);
      const anonymous = await t.request({ method: 'GET', url: `/api/students/${student.id}/assignments` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets the student’s own coach and admins read it, but not another coach', async () => {
      expect((await list(coach, student.id)).statusCode).toBe(200);
      expect((await list(admin, student.id)).json().length).toBeGreaterThan(0);
      expect((await list(otherCoach, student.id)).statusCode).toBe(404);
    });

    it('names a malformed student id', async () => {
      const res = await list(student, 'not-a-uuid');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('id');
    });
  });

  describe('PUT /api/drill-assignments/:id', () => {
    it('starts, then completes with a trimmed score; the server sets completed_at', async () => {
      const [id] = await assign(coach, [student.id], '4-1');
      const started = await update(student, id!, { status: 'in_progress' });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ status: 'in_progress', started_at: '2026-11-22T10:01:00.000Z' });

      t.clock.advance(5 * 60_000);
      const done = await update(student, id!, {
        status: 'completed',
        completed_at: '1999-01-01T00:00:00.000Z',
        student_score: '  7/10  ',
        student_notes: ' Felt good ',
        submission_type: 'score',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        status: 'completed',
        completed_at: '2026-11-22T10:06:00.000Z',
        student_score: '7/10',
        student_notes: 'Felt good',
        submission_type: 'score',
      });
      const listed = (await list(student, student.id)).json().find((a: { id: string }) => a.id === id);
      expect(listed).toMatchObject({ id, status: 'completed', student_score: '7/10' });
    });

    it('enforces the order assigned → in progress → completed', async () => {
      const [id] = await assign(coach, [student.id], '5-1');
      const early = await update(student, id!, { status: 'completed', student_score: '8/10' });
      expect(early.statusCode).toBe(409);
      expect(early.json().fields).toHaveProperty('status');

      expect((await update(student, id!, { status: 'in_progress' })).statusCode).toBe(200);
      // A repeated Start changes nothing.
      expect((await update(student, id!, { status: 'in_progress' })).statusCode).toBe(200);
      expect((await update(student, id!, { status: 'assigned' })).statusCode).toBe(409);
      expect((await update(student, id!, { status: 'completed', student_score: '8/10' })).statusCode).toBe(
        200,
      );
      const again = await update(student, id!, { status: 'completed', student_score: '10/10' });
      expect(again.statusCode).toBe(409);
      const restart = await update(student, id!, { status: 'in_progress' });
      expect(restart.statusCode).toBe(409);
      expect((await list(student, student.id)).json().find((a: { id: string }) => a.id === id)).toMatchObject(
        {
          status: 'completed',
          student_score: '8/10',
        },
      );
    });

    it('refuses a blank score on completion, naming student_score', async () => {
      const [id] = await assign(coach, [student.id], '6-1');
      await update(student, id!, { status: 'in_progress' });
      for (const student_score of [undefined, '', '   ', null]) {
        const res = await update(student, id!, { status: 'completed', student_score });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty('student_score');
      }
    });

    it('refuses bad input and unknown fields, naming them', async () => {
      const [id] = await assign(coach, [student.id], '7-1');
      const badStatus = await update(student, id!, { status: 'done' });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().fields).toHaveProperty('status');
      const extra = await update(student, id!, { status: 'in_progress', coach_rating: 5 });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().fields).toHaveProperty('coach_rating');
      const long = await update(student, id!, { status: 'in_progress', student_notes: 'x'.repeat(2001) });
      expect(long.json().fields).toHaveProperty('student_notes');
    });

    it('refuses reviewed from a student (403)', async () => {
      const [id] = await assign(coach, [student.id], '8-1');
      await update(student, id!, { status: 'in_progress' });
      await update(student, id!, { status: 'completed', student_score: '9/10' });
      const res = await update(student, id!, { status: 'reviewed' });
      expect(res.statusCode).toBe(403);
    });

    it('refuses another student’s assignment, an unknown one, staff and no session', async () => {
      const [id] = await assign(coach, [student.id], '9-1');
      expect((await update(classmate, id!, { status: 'in_progress' })).statusCode).toBe(404);
      const unknown = await update(student, '00000000-0000-4000-8000-000000000000', {
        status: 'in_progress',
      });
      expect(unknown.statusCode).toBe(404);
      // Reviews come through a staff route; a staff token does not open the student's.
      expect((await update(coach, id!, { status: 'in_progress' })).statusCode).toBe(401);
      const anonymous = await t.request({
        method: 'PUT',
        url: `/api/drill-assignments/${id}`,
        payload: { status: 'in_progress' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await list(student, student.id)).json().find((a: { id: string }) => a.id === id).status).toBe(
        'assigned',
      );
    });
  });

  describe('POST /api/drill-assignments', () => {
    const create = (by: Caller, payload: Record<string, unknown>) =>
      by.call({ method: 'POST', url: '/api/drill-assignments', payload });

    it('lets a coach assign a drill to their own students only', async () => {
      const res = await create(coach, {
        drillId: '12-1',
        studentIds: [student.id, classmate.id],
        coachId: coach.id,
        dueDate: '2026-12-10',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().assignments).toHaveLength(2);
      expect(res.json().assignments[0]).toMatchObject({
        drill_id: '12-1',
        status: 'assigned',
        due_date: '2026-12-10',
      });

      const notTheirs = await create(coach, {
        drillId: '12-1',
        studentIds: [student.id, strangerStudentId],
        coachId: coach.id,
        dueDate: null,
      });
      // Another coach's student is not found; assigning in another coach's name is refused by scope.
      expect(notTheirs.statusCode).toBe(404);
      const asSomeoneElse = await create(coach, {
        drillId: '12-1',
        studentIds: [student.id],
        coachId: otherCoach.id,
        dueDate: null,
      });
      expect(asSomeoneElse.statusCode).toBe(403);
      // Nothing was written by the refused calls.
      const mine = (await list(admin, strangerStudentId)).json();
      expect(mine).toEqual([]);
    });

    it('lets an admin assign any student, in any coach’s name', async () => {
      const res = await create(admin, {
        drillId: '18-3',
        studentIds: [strangerStudentId],
        coachId: otherCoach.id,
        dueDate: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().assignments[0]).toMatchObject({
        student_id: strangerStudentId,
        coaches: { first_name: 'Robin', last_name: 'Tester' },
      });
      const unknownStudent = await create(admin, {
        drillId: '18-3',
        studentIds: ['00000000-0000-4000-8000-000000000000'],
        coachId: admin.id,
        dueDate: null,
      });
      expect(unknownStudent.statusCode).toBe(404);
    });

    it('refuses an unknown drill and bad input with 400 naming the field', async () => {
      const unknown = await create(coach, {
        drillId: '99-9',
        studentIds: [student.id],
        coachId: coach.id,
        dueDate: null,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ drillId: 'Unknown drill' });
      const none = await create(coach, { drillId: '3-1', studentIds: [], coachId: coach.id, dueDate: null });
      expect(none.json().fields).toHaveProperty('studentIds');
      const badDate = await create(coach, {
        drillId: '3-1',
        studentIds: [student.id],
        coachId: coach.id,
        dueDate: '10/12/2026',
      });
      expect(badDate.json().fields).toHaveProperty('dueDate');
    });

    it('is for staff only', async () => {
      const payload = { drillId: '3-1', studentIds: [student.id], coachId: coach.id, dueDate: null };
      expect((await create(student, payload)).statusCode).toBe(401);
      expect((await t.request({ method: 'POST', url: '/api/drill-assignments', payload })).statusCode).toBe(
        401,
      );
    });
  });

  describe('the coach’s Challenges tab and reviews', () => {
    it('lists every drill assignment of the coach’s students with counts and filters', async () => {
      const [due] = await assign(coach, [classmate.id], '4-1', '2026-11-01');
      const res = await coach.call({ method: 'GET', url: `/api/coaches/${coach.id}/drill-assignments` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const ids = new Set(body.assignments.map((a: { student: { id: string } }) => a.student.id));
      expect(ids.has(strangerStudentId)).toBe(false);
      expect(body.assignments.find((a: { id: string }) => a.id === due)).toMatchObject({
        drill_id: '4-1',
        overdue: true,
        student: { id: classmate.id },
      });
      expect(body.counts.overdue).toBeGreaterThanOrEqual(1);
      const filtered = await coach.call({
        method: 'GET',
        url: `/api/coaches/${coach.id}/drill-assignments?status=assigned&studentId=${classmate.id}`,
      });
      expect(
        filtered
          .json()
          .assignments.every(
            (a: { status: string; student: { id: string } }) =>
              a.status === 'assigned' && a.student.id === classmate.id,
          ),
      ).toBe(true);
      // Another coach's student named in the query is not found, as in a path or a body.
      const notTheirs = await coach.call({
        method: 'GET',
        url: `/api/coaches/${coach.id}/drill-assignments?studentId=${strangerStudentId}`,
      });
      expect(notTheirs.statusCode).toBe(404);
      const bad = await coach.call({
        method: 'GET',
        url: `/api/coaches/${coach.id}/drill-assignments?status=done`,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('status');
      expect(
        (await coach.call({ method: 'GET', url: `/api/coaches/${otherCoach.id}/drill-assignments` }))
          .statusCode,
      ).toBe(403);
      const all = await admin.call({ method: 'GET', url: `/api/coaches/${admin.id}/drill-assignments` });
      expect(
        all.json().assignments.some((a: { student: { id: string } }) => a.student.id === strangerStudentId),
      ).toBe(true);
      expect(
        (await student.call({ method: 'GET', url: `/api/coaches/${coach.id}/drill-assignments` })).statusCode,
      ).toBe(401);
    });

    it('reviews a completed drill assignment with a rating and comments that the student sees', async () => {
      const [id] = await assign(coach, [student.id], '5-1');
      const review = (by: Caller, payload: Record<string, unknown>) =>
        by.call({ method: 'PUT', url: `/api/drill-assignments/${id}/review`, payload });
      expect((await review(coach, { rating: 4, comments: 'Nice' })).statusCode).toBe(409);
      await update(student, id!, { status: 'in_progress' });
      await update(student, id!, { status: 'completed', student_score: '8/10' });

      const bad = await review(coach, { rating: 6 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('rating');
      expect((await review(otherCoach, { rating: 3 })).statusCode).toBe(404);
      expect((await review(student, { rating: 5 })).statusCode).toBe(401);

      const ok = await review(coach, { rating: 4, comments: '  Good contact; now hold the finish.  ' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        status: 'reviewed',
        coach_rating: 4,
        coach_comments: 'Good contact; now hold the finish.',
        reviewed_at: expect.any(String),
      });
      const seen = (await list(student, student.id)).json().find((a: { id: string }) => a.id === id);
      expect(seen).toMatchObject({ status: 'reviewed', coach_rating: 4 });
      // A second look replaces the review.
      expect((await review(admin, { rating: 5, comments: null })).json()).toMatchObject({
        coach_rating: 5,
        coach_comments: null,
      });
    });
  });
});
