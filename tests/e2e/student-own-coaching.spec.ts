import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_GUARDIAN, DEMO_PASSWORD } from './support/accounts';
import { openChildPortal } from './support/child-portal';
import { WIDTHS } from './support/family';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/pw-coaching';
const COACH = `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`;

interface Coaching {
  modules: { id: string; lessonId: number; exercises: { id: string; video: { url: string } | null }[] }[];
}

/**
 * A real (if short) video, recorded in the browser from a canvas: the player can read its metadata, as it
 * would a coach's phone recording.
 */
async function recordedVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = frame++ % 2 ? '#1f4d36' : '#f3ecdc';
      context.fillRect(0, 0, 320, 180);
    }, 40);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 800));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/**
 * James records a video for an exercise the student has already done, as he does in the staff portal (the
 * exercise stays done, his notes stay as they are). Once is enough: later journeys find it there.
 */
async function coachRecordsVideo(page: Page, studentId: string, lessonId: number, exerciseId: string) {
  const origin = new URL(page.url()).origin;
  const coaching: Coaching = await (await page.request.get(`/api/students/${studentId}/coaching`)).json();
  const module = coaching.modules.find((m) => m.lessonId === lessonId)!;
  if (module.exercises.find((e) => e.id === exerciseId)?.video) return;
  const video = await recordedVideo(page);
  const signIn = await page.request.post('/api/staff-portal/login', {
    headers: { origin },
    data: { email: DEMO_COACH.email, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const saved = await page.request.put(
    `/api/module-assignments/${module.id}/exercises/${exerciseId}/with-video`,
    {
      headers: { origin },
      multipart: {
        completed: 'true',
        video: { name: `${exerciseId}.webm`, mimeType: 'video/webm', buffer: video },
      },
    },
  );
  expect(saved.status(), await saved.text()).toBe(200);
  await page.request.post('/api/staff-portal/logout', { headers: { origin } });
}

async function studentIdOf(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  return (await (await page.request.post('/api/portal/validate', { headers: { origin } })).json()).user.id;
}

/** From Programme Progress, the current module opens in My Coaching, with its own address. */
async function openCurrentModule(page: Page, lessonId: number) {
  const programme = page.locator('div.rounded-xl').filter({
    has: page.getByRole('heading', { name: 'Programme Progress', exact: true }),
  });
  await programme.scrollIntoViewIfNeeded();
  await programme.screenshot({ path: `${SHOTS}/own-coaching-programme-${page.viewportSize()!.width}.png` });
  await programme.getByRole('button', { name: 'Open module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Coaching' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`coaching=${lessonId}`));
}

/** The exercise's note, and its video playable far enough to know its length. */
async function expectNoteAndVideo(page: Page, lessonId: number, exerciseId: string, note: string) {
  const exercises = page.getByRole('list', { name: `Exercises of lesson ${lessonId}` });
  const exercise = exercises.getByRole('listitem').filter({ hasText: exerciseId }).first();
  await expect(exercise.getByText('Done', { exact: true })).toBeVisible();
  await expect(exercise.getByText(note)).toBeVisible();
  const video = exercise.locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(video).toHaveAttribute('playsinline', '');
  await video.scrollIntoViewIfNeeded();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
}

async function expectReviewAndVerifiedRound(page: Page) {
  const reviews = page.getByRole('list', { name: 'Drill reviews' });
  await expect(reviews.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible();
  await expect(reviews.getByText(/Great rhythm and a solid baseline/).first()).toBeVisible();
  await expect(
    reviews.getByText(new RegExp(`Reviewed by ${COACH} on \\w+day \\d{1,2} \\w+ \\d{4}`)).first(),
  ).toBeVisible();
  const rounds = page.getByRole('list', { name: 'Break Par rounds' });
  await expect(
    rounds.getByText(new RegExp(`Verified by ${COACH} on \\w+day \\d{1,2} \\w+ \\d{4}`)),
  ).toBeVisible();
  return rounds;
}

/** The whole view from the top (fixed parts where a reader sees them), and the open exercise with its video. */
async function screenshots(page: Page, name: string) {
  await page
    .locator('video')
    .first()
    .screenshot({ path: `${SHOTS}/own-coaching-${name}-video.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/own-coaching-${name}.png`, fullPage: true });
}

// The journeys share the demo's one video per exercise: they run one after another.
test.describe.configure({ mode: 'serial' });

test.describe('student portal: my own coaching', () => {
  for (const [width, viewport] of WIDTHS) {
    test(`David opens his module from Programme Progress, reads the note, plays the video (${width})`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto('/student-portal');
      await page.getByLabel('Email').fill('david.morgan@example.com');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back, David!' })).toBeVisible();
      await coachRecordsVideo(page, await studentIdOf(page), 1, '1-1');

      await openCurrentModule(page, 1);
      await expectNoteAndVideo(page, 1, '1-1', 'Four of five struck from the middle of the face');
      await expectReviewAndVerifiedRound(page);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshots(page, `david-${width}`);

      // The browser's Back returns to the dashboard; so does the view's own button.
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Welcome back, David!' })).toBeVisible();
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name: 'My Coaching' })).toBeVisible();
      await page.getByRole('button', { name: 'Back to dashboard' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back, David!' })).toBeVisible();
    });

    test(`Hannah opens Oliver's coaching and sees the same (${width})`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto('/student-portal');
      await page.getByLabel('Email').fill(DEMO_GUARDIAN.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const oliverId = await openChildPortal(page, 'Oliver');
      await coachRecordsVideo(page, oliverId, 2, '2-1');
      await page.reload();

      await expect(page.getByRole('heading', { name: 'Welcome back, Oliver!' })).toBeVisible();
      await openCurrentModule(page, 2);
      await expect(page).toHaveURL(new RegExp(`child=${oliverId}`));
      await expectNoteAndVideo(page, 2, '2-1', 'Good hip hinge');
      const rounds = await expectReviewAndVerifiedRound(page);
      // Oliver's other rounds say plainly that James has not checked them.
      await expect(rounds.getByText('Not verified yet').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshots(page, `oliver-${width}`);
    });
  }
});
