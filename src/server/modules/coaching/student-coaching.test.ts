import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import type { StudentCoachingResponse } from '@/core/contracts/coaching';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { multipartBody, VIDEO } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { GOLD_ROUND, play } from '../challenges/challenges.test-helpers';
import { childWithoutLogin, guardianOf, setConsent } from '../consents/consents.test-helpers';

const LESSON = 4;
const [FIRST, SECOND] = curriculumLesson(LESSON)!.exercises;
const DRILL = drillCatalogue[2]!;

// The student's own coaching: what their coach recorded, read by the student, their guardian, their coach
// and admins, and by no one else.
describe(`the student's own coaching (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;
  let adult: Caller;
  let stranger: Caller;

  const coachingOf = (by: Caller, id: string) =>
    by.call({ method: 'GET', url: `/api/students/${id}/coaching` });
  const read = async (by: Caller, id: string) => {
    const res = await coachingOf(by, id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StudentCoachingResponse;
  };

  /** Assigns the lesson, with a note on the first exercise (ticked) and a video on the second. */
  async function coached(studentId: string) {
    const assigned = await coach.call({
      method: 'POST',
      url: '/api/module-assignments',
      payload: { moduleId: LESSON, studentIds: [studentId], coachId: coach.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const moduleId = assigned.json().assignments[0].id as string;
    const noted = await coach.call({
      method: 'PUT',
      url: `/api/module-assignments/${moduleId}/exercises/${FIRST!.id}`,
      payload: { completed: true, coachNotes: 'Lovely posture; keep the weight on the balls of your feet.' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    return moduleId;
  }
  const addVideo = async (moduleId: string) =>
    coach.call({
      method: 'PUT',
      url: `/api/module-assignments/${moduleId}/exercises/${SECOND!.id}/with-video`,
      ...(await multipartBody([
        ['completed', 'false'],
        ['video', { bytes: VIDEO, name: 'takeaway.mp4', type: 'video/mp4' }],
      ])),
    });

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'James', lastName: 'Whitfield' });
    otherCoach = await staffCaller(t, { role: 'coach', firstName: 'Robin' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Rachel' });
    const david = await createStudent(t.database.db, { coachId: coach.id, firstName: 'David' });
    adult = await signIn(t, 'student', david);
    stranger = await signIn(t, 'student', await createStudent(t.database.db, { coachId: otherCoach.id }));
  });
  afterAll(() => t.close());

  it('shows an adult their modules, exercise notes and videos, drill reviews and verified rounds', async () => {
    const moduleId = await coached(adult.id);
    expect((await addVideo(moduleId)).statusCode).toBe(200);
    // A drill the student completes and the coach reviews with stars and a comment.
    const drill = await coach.call({
      method: 'POST',
      url: '/api/drill-assignments',
      payload: { drillId: DRILL.id, studentIds: [adult.id], coachId: coach.id, dueDate: null },
    });
    const drillId = drill.json().assignments[0].id as string;
    for (const payload of [{ status: 'in_progress' }, { status: 'completed', student_score: '8 of 10' }]) {
      const res = await adult.call({ method: 'PUT', url: `/api/drill-assignments/${drillId}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    const review = await coach.call({
      method: 'PUT',
      url: `/api/drill-assignments/${drillId}/review`,
      payload: { rating: 4, comments: 'Great rhythm.' },
    });
    expect(review.statusCode, review.body).toBe(200);
    // Two rounds: the coach verifies one.
    const first = await play(adult, 1, GOLD_ROUND);
    expect(first.statusCode, first.body).toBe(201);
    expect((await play(adult, 1, GOLD_ROUND)).statusCode).toBe(201);
    const verified = await coach.call({
      method: 'PATCH',
      url: `/api/break-par-challenge/attempts/${first.json().attempt.id}/verify`,
      payload: { verified: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const mine = await read(adult, adult.id);
    expect(mine.videosWithheld).toBe(false);
    expect(mine.modules).toHaveLength(1);
    const [module] = mine.modules;
    expect(module).toMatchObject({
      id: moduleId,
      lessonId: LESSON,
      title: curriculumLesson(LESSON)!.title,
      status: 'in_progress',
      coach: { firstName: 'James', lastName: 'Whitfield' },
      progress: { completed: 1, total: curriculumLesson(LESSON)!.exercises.length },
    });
    expect(module!.exercises.map((e) => e.id)).toEqual(curriculumLesson(LESSON)!.exercises.map((e) => e.id));
    expect(module!.exercises[0]).toMatchObject({
      title: FIRST!.title,
      completed: true,
      coachNotes: 'Lovely posture; keep the weight on the balls of your feet.',
      video: null,
    });
    expect(module!.exercises[1]).toMatchObject({ completed: false, coachNotes: null });
    const url = module!.exercises[1]!.video!.url;
    expect(url).toBe(`/api/module-assignments/${moduleId}/exercises/${SECOND!.id}/video`);
    const part = await adult.call({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');

    expect(mine.drillReviews).toEqual([
      expect.objectContaining({
        id: drillId,
        drillId: DRILL.id,
        drillTitle: DRILL.title,
        rating: 4,
        comment: 'Great rhythm.',
        coach: { firstName: 'James', lastName: 'Whitfield' },
      }),
    ]);
    expect(mine.rounds).toHaveLength(2);
    const checked = mine.rounds.find((r) => r.id === first.json().attempt.id)!;
    expect(checked).toMatchObject({
      level: 1,
      passed: true,
      verified: true,
      verifiedBy: { firstName: 'James', lastName: 'Whitfield' },
      verifiedAt: t.clock().toISOString(),
    });
    expect(mine.rounds.find((r) => r.id !== checked.id)).toMatchObject({
      verified: false,
      verifiedAt: null,
      verifiedBy: null,
    });

    // Their coach and admins read the same; another coach and another student do not learn it exists.
    expect(await read(coach, adult.id)).toEqual(mine);
    expect(await read(admin, adult.id)).toEqual(mine);
    expect((await coachingOf(otherCoach, adult.id)).statusCode).toBe(404);
    expect((await coachingOf(stranger, adult.id)).statusCode).toBe(404);
    expect((await stranger.call({ method: 'GET', url })).statusCode).toBe(404);
    expect((await otherCoach.call({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/students/${adult.id}/coaching` })).statusCode).toBe(
      401,
    );
  });

  it('answers 400 naming the field for an id that is not one', async () => {
    const res = await coachingOf(adult, 'not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('id');
  });

  it('shows a new student empty lists', async () => {
    const nova = await signIn(t, 'student', await createStudent(t.database.db, { coachId: coach.id }));
    expect(await read(nova, nova.id)).toEqual({
      modules: [],
      drillReviews: [],
      rounds: [],
      videosWithheld: false,
    });
  });

  it('lets a guardian read their child’s, and withholds a junior’s video once consent is withdrawn', async () => {
    const oliver = await childWithoutLogin(t, coach.id);
    const parent = await guardianOf(t, [oliver.id]);
    const otherParent = await guardianOf(t, [], 'Priya');
    await setConsent(parent, oliver.id, 'coaching_video', true);
    const moduleId = await coached(oliver.id);
    expect((await addVideo(moduleId)).statusCode).toBe(200);

    const seen = await read(parent, oliver.id);
    const url = seen.modules[0]!.exercises[1]!.video!.url;
    expect(seen.modules[0]!.exercises[0]!.coachNotes).toMatch(/^Lovely posture/);
    expect((await parent.call({ method: 'GET', url })).statusCode).toBe(200);
    expect((await coachingOf(otherParent, oliver.id)).statusCode).toBe(404);
    expect((await otherParent.call({ method: 'GET', url })).statusCode).toBe(404);

    // Withdrawn: the next read names no video and says some are withheld; the file is not served to anyone.
    await setConsent(parent, oliver.id, 'coaching_video', false);
    const withheld = await read(parent, oliver.id);
    expect(withheld.videosWithheld).toBe(true);
    expect(withheld.modules[0]!.exercises.every((e) => e.video === null)).toBe(true);
    expect(withheld.modules[0]!.exercises[0]!.coachNotes).toMatch(/^Lovely posture/);
    for (const who of [parent, coach]) {
      const refused = await who.call({ method: 'GET', url });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ fields: { consent: 'coaching_video' } });
    }
    // The coach's own view of the module lists no address to play either.
    const progress = async () =>
      (await coach.call({ method: 'GET', url: `/api/module-assignments/${moduleId}/progress` })).json()
        .progress[1];
    expect(await progress()).toMatchObject({ video_url: null, video_filename: 'takeaway.mp4' });
    // Given again, the same video is back for everyone.
    await setConsent(parent, oliver.id, 'coaching_video', true);
    expect((await progress()).video_url).toBe(url);
    expect((await read(parent, oliver.id)).videosWithheld).toBe(false);
    expect((await parent.call({ method: 'GET', url })).statusCode).toBe(200);
  });
});
