import { expect, type Locator, type Page, test } from '@playwright/test';
import { catalogueDrill } from '../../src/core/content/coaching/drill-catalogue';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH } from './support/accounts';
import { FAKE_MEDIA } from './support/fake-media';
import { WIDTHS } from './support/family';
import { numberedClip, whenPlayable } from './support/numbered-video';
import { studentOfDemoCoach } from './support/student-of-demo-coach';
import { demoCoachDevice, runLetters, sendSwing, untilSwingsReady } from './support/swing-review';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const [, DESKTOP] = WIDTHS[0];
const [, PHONE] = WIDTHS[1];
const DRILL = '1-1';

test.use(FAKE_MEDIA);

async function shoot(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Records a short voice-over in `scope` (playing and pausing while talking) and sends it. */
async function recordAndSend(coach: Page, scope: Locator, sentBefore: number) {
  await scope.getByRole('button', { name: 'Record a voice-over' }).click();
  await whenPlayable(coach, 'analysis-video');
  await scope.getByRole('button', { name: 'Start recording' }).click();
  await expect(scope.getByText('Recording', { exact: true })).toBeVisible();
  await scope.getByRole('button', { name: 'Play (Space)' }).click();
  await coach.waitForTimeout(1200);
  await scope.getByRole('button', { name: 'Pause (Space)' }).click();
  await expect(scope.getByTestId('voice-over-timer')).toContainText(/^0:0[2-9] \/ 5:00$/, {
    timeout: 10_000,
  });
  await scope.getByRole('button', { name: 'Stop' }).click();
  await whenPlayable(coach, 'voice-over-preview');
  await scope.getByRole('button', { name: 'Send to the student' }).click();
  const sent = scope.getByRole('list', { name: 'Voice-overs' }).getByTestId('voice-over');
  await expect(sent).toHaveCount(sentBefore + 1, { timeout: 30_000 });
  await expect(sent.first()).toContainText(`from ${DEMO_COACH.firstName}`);
}

/** Waits until every voice-over (and uploaded reply video) the student has is converted. */
async function untilConverted(page: Page, studentId: string) {
  await expect
    .poll(
      async () => {
        const { messages } = await (await page.request.get(`/api/students/${studentId}/messages`)).json();
        const drills = await (await page.request.get(`/api/students/${studentId}/assignments`)).json();
        const statuses = [
          ...messages.flatMap((m: { voiceOvers: { playback: { status: string } }[] }) => m.voiceOvers),
          ...drills.flatMap((d: { voiceOvers: { playback: { status: string } }[] }) => d.voiceOvers),
        ].map((v) => v.playback.status);
        return statuses.length === 2 && statuses.every((s) => s === 'ready');
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
}

/** Plays a voice-over muted until it has a picture and moves. */
async function plays(video: Locator) {
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
}

test('the coach replies to a message with a voice-over and a video, talks a drill through, and the student plays them on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(PHONE);
  const lastName = `Replies-${runLetters()}`;
  const student = await studentOfDemoCoach(page, baseURL, lastName);
  const name = `Sasha ${lastName}`;
  const subject = `Talk me through my drill ${Date.now().toString(36)}`;
  const drillTitle = catalogueDrill(DRILL)!.title;
  const staff = await demoCoachDevice(browser, DESKTOP, { baseURL, microphone: true });
  const coach = staff.page;

  // The coach has assigned a drill, which the student has done (set up through the API).
  const headers = { origin: new URL(baseURL!).origin };
  const assigned = await coach.request.post('/api/drill-assignments', {
    headers,
    data: { drillId: DRILL, studentIds: [student.id], coachId: student.coachId, dueDate: null },
  });
  expect(assigned.status()).toBe(201);
  const assignmentId = (await assigned.json()).assignments[0].id as string;
  for (const data of [
    { status: 'in_progress' },
    { status: 'completed', student_score: '4 of 5 clean', submission_type: 'score' },
  ]) {
    expect(
      (await page.request.put(`/api/drill-assignments/${assignmentId}`, { headers, data })).status(),
    ).toBe(200);
  }

  // The student sends their drill video from the phone, then a message without a video.
  await sendSwing(page, numberedClip(30, { seconds: 2, name: 'drill-swing.mp4' }), undefined, {
    purpose: 'drill',
    label: drillTitle,
  });
  // A long "for" label (the drill's title) wraps on the phone.
  await expect(page.getByRole('region', { name: 'My swings' })).toContainText(drillTitle);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'New Message' }).click();
  const message = page.getByRole('dialog');
  await message.getByLabel('Coach').selectOption({ label: `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}` });
  await message.getByLabel('Subject').fill(subject);
  await message.getByLabel('Message').fill('Could you talk me through the gate drill video?');
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await untilSwingsReady(page, [60]);

  // The coach answers the message: a voice-over over the student's drill video, then text and a video.
  await coach.goto('/staff-portal?tab=messaging');
  await coach.getByLabel('Search messages').fill(subject);
  const card = coach.getByRole('list', { name: 'Messages from students' }).getByRole('listitem');
  await card.getByRole('button', { name: 'Reply' }).click();
  const reply = coach.getByRole('dialog', { name: subject });
  await recordAndSend(coach, reply, 0);
  await expectAccessible(coach);
  await shoot(coach, 'reply-voice-over-desktop');
  await reply.getByLabel(`Reply to Sasha`).fill('Here is the drill done well, and my voice-over on yours.');
  await reply.getByLabel('Video (optional)').setInputFiles(numberedClip(30, { name: 'coach-reply.mp4' }));
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(coach.getByText(`Reply sent to ${name}`)).toBeVisible({ timeout: 30_000 });

  // And talks the drill through from its review.
  await coach.getByRole('tablist', { name: 'Sections' }).getByRole('tab', { name: 'Challenges' }).click();
  await coach
    .getByRole('tablist', { name: 'Challenges sections' })
    .getByRole('tab', { name: 'Assignments' })
    .click();
  const drillCard = coach.getByRole('article', { name: `${drillTitle}, ${name}` });
  await drillCard.getByRole('button', { name: 'Review', exact: true }).click();
  const review = coach.getByRole('dialog', { name: 'Review Challenge' });
  await recordAndSend(coach, review, 0);
  await expectAccessible(coach);
  await shoot(coach, 'drill-voice-over-desktop');
  await coach.setViewportSize(PHONE);
  await shoot(coach, 'drill-voice-over-phone');
  await staff.context.close();

  // The student plays both on the phone: the reply carries two coach videos.
  await untilConverted(page, student.id);
  await page.goto('/student-portal?tab=coaching');
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: subject })
    .click();
  const opened = page.getByRole('dialog');
  await expect(opened).toContainText('Here is the drill done well');
  await expect(opened.locator('video')).toHaveCount(2);
  await plays(opened.getByTestId('voice-over-video'));
  await expectAccessible(page);
  await shoot(page, 'reply-voice-over-student-phone');
  await opened.getByRole('button', { name: 'Close' }).click();

  await page.goto('/student-portal?tab=challenges');
  const theirs = page.getByRole('article', { name: drillTitle });
  await plays(theirs.getByTestId('voice-over-video'));
  await expectAccessible(page);
  await shoot(page, 'drill-voice-over-student-phone');
});

test('the coach talks an exercise through in the coaching session, and the student plays it on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(PHONE);
  const lastName = `Exercise-${runLetters()}`;
  const student = await studentOfDemoCoach(page, baseURL, lastName);
  const name = `Sasha ${lastName}`;
  const staff = await demoCoachDevice(browser, DESKTOP, { baseURL, microphone: true });
  const coach = staff.page;
  const assigned = await coach.request.post('/api/module-assignments', {
    headers: { origin: new URL(baseURL!).origin },
    data: { moduleId: 1, studentIds: [student.id], coachId: student.coachId },
  });
  expect(assigned.status()).toBe(201);

  // The student sends their swing for the first exercise from the phone.
  await sendSwing(page, numberedClip(30, { seconds: 2, name: 'exercise-swing.mp4' }), undefined, {
    purpose: 'exercise',
    label: `Lesson 1: ${catalogueDrill(DRILL)!.title}`,
  });
  await untilSwingsReady(page, [60]);

  // The coach opens the coaching session and records over it, at the exercise.
  await coach.getByRole('tab', { name: 'Students' }).click();
  await coach.getByLabel('Search students').fill(lastName);
  await coach.getByRole('list', { name: 'My students' }).getByRole('button', { name }).click();
  await coach.getByRole('tab', { name: 'Modules' }).click();
  await coach.getByRole('button', { name: 'Start Coaching Session' }).click();
  const module = coach.getByRole('article', { name: /^Lesson 1:/ });
  const row = module.getByRole('listitem').filter({ has: coach.getByLabel('Coach notes for 1-1') });
  await recordAndSend(coach, row, 0);
  await expectAccessible(coach);
  await shoot(coach, 'exercise-voice-over-desktop');
  await staff.context.close();

  // The student plays it with the exercise, on the phone.
  await expect
    .poll(
      async () => {
        const { modules } = await (await page.request.get(`/api/students/${student.id}/coaching`)).json();
        const exercise = modules[0].exercises.find((e: { id: string }) => e.id === '1-1');
        return exercise.voiceOvers.map((v: { playback: { status: string } }) => v.playback.status);
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toEqual(['ready']);
  await page.goto('/student-portal?coaching=1');
  const exercise = page
    .getByRole('list', { name: 'Exercises of lesson 1' })
    .getByRole('listitem')
    .filter({ hasText: '1-1' })
    .first();
  await plays(exercise.getByTestId('voice-over-video'));
  await expectAccessible(page);
  await shoot(page, 'exercise-voice-over-student-phone');
});
