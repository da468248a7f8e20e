import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request as http, type Page, test } from '@playwright/test';
import { drillCatalogue } from '../../src/core/content/coaching/drill-catalogue';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_GUARDIAN, DEMO_PASSWORD } from './support/accounts';
import { openChildPortal } from './support/child-portal';
import { secondDevice, WIDTHS } from './support/family';
import { studentOfDemoCoach } from './support/student-of-demo-coach';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const DRILL = drillCatalogue[2]!;

/** A two-second test clip, made here: several chunks at the journeys' chunk size. */
function makeClip(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'swing-')), 'my-swing.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30'],
    ...['-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-y', file],
  ]);
  return file;
}

/** The demo coach, signed in on a request context of their own (a bearer token, no cookies shared). */
async function coachApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const origin = new URL(baseURL!).origin;
  const login = await (await http.newContext({ baseURL })).post('/api/staff-portal/login', {
    headers: { origin },
    data: { email: DEMO_COACH.email, password: DEMO_PASSWORD },
  });
  const { token } = await login.json();
  return http.newContext({ baseURL, extraHTTPHeaders: { origin, authorization: `Bearer ${token}` } });
}

async function shoot(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

for (const [width, viewport] of WIDTHS) {
  test(`a student sends a swing that survives a dropped connection, and the coach reviews it (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const clip = makeClip();
    const student = await studentOfDemoCoach(page, baseURL, `Swing${width}`);
    const coach = await coachApi(baseURL);
    const assigned = await coach.post('/api/drill-assignments', {
      data: { drillId: DRILL.id, studentIds: [student.id], coachId: student.coachId, dueDate: null },
    });
    expect(assigned.status()).toBe(201);

    await page.goto('/student-portal?tab=coaching');
    const mySwings = page.getByRole('region', { name: 'My swings' });
    await expect(mySwings.getByRole('heading', { name: 'No swings yet' })).toBeVisible();
    await mySwings.getByRole('button', { name: 'Send a swing' }).click();
    const form = page.getByRole('dialog', { name: 'Send a swing' });
    await form.getByTestId('swing-file').setInputFiles(clip);
    await expect(form.getByText('my-swing.mp4')).toBeVisible();
    await form.getByLabel('What is it for?').selectOption({ label: 'A drill' });
    await form.getByLabel('Which one?').selectOption({ label: DRILL.title });
    await form.getByLabel('Note (optional)').fill('Trying to keep my head still');
    await expectAccessible(page);
    await shoot(page, `swings-send-${width}`);

    // The connection drops during the second chunk, once: the upload asks where it stands and carries on.
    let patches = 0;
    let cut = false;
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches === 2 && !cut) {
        cut = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await form.getByRole('button', { name: 'Send swing' }).click();
    await expect(form.getByRole('progressbar', { name: 'Uploading your swing' })).toBeVisible();
    await expect(form).toBeHidden({ timeout: 20_000 });
    expect(cut).toBe(true);
    // Three chunks of the clip, and the one cut sent again.
    expect(patches).toBeGreaterThanOrEqual(4);
    const card = mySwings.getByRole('listitem').first();
    await expect(card.getByText('Waiting for your coach')).toBeVisible();
    await expect(card.getByText(`Drill: ${DRILL.title}`)).toBeVisible();
    await expect(card.getByText('Trying to keep my head still')).toBeVisible();
    await mySwings.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, `swings-waiting-${width}`);

    // The coach finds it in the queue, watches it and reviews it.
    const staff = await secondDevice(browser, viewport);
    const coachPage = staff.page;
    await coachPage.goto('/staff-portal');
    await coachPage.getByLabel('Staff Email').fill(DEMO_COACH.email);
    await coachPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await coachPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(coachPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await coachPage.goto('/staff-portal?tab=messaging');
    const queue = coachPage.getByRole('list', { name: 'Swings to review' });
    const item = queue.getByRole('button', { name: new RegExp(`Sasha Swing${width}`) });
    await expect(item).toBeVisible();
    await shoot(coachPage, `swings-queue-${width}`);
    await item.click();
    const review = coachPage.getByRole('dialog', { name: `Sasha Swing${width}` });
    await expect(review.locator('video')).toBeVisible();
    await expect(review.getByText('Trying to keep my head still')).toBeVisible();
    await review.getByLabel('Your comment').fill('Lovely tempo. Keep the head still through impact.');
    await expectAccessible(coachPage);
    await shoot(coachPage, `swings-review-${width}`);
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(review).toBeHidden();
    await expect(item).toBeHidden();
    await staff.context.close();
    await coach.dispose();

    // The student sees it reviewed, with the comment.
    await page.reload();
    const reviewed = page.getByRole('region', { name: 'My swings' }).getByRole('listitem').first();
    await expect(reviewed.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(reviewed.getByText('Lovely tempo. Keep the head still through impact.')).toBeVisible();
    await reviewed.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, `swings-reviewed-${width}`);
  });
}

test('a parent sends a swing from their child’s portal, and the swing is the child’s', async ({ page }) => {
  test.slow();
  const clip = makeClip();
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(DEMO_GUARDIAN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await openChildPortal(page, 'Oliver', 'coaching');
  const mySwings = page.getByRole('region', { name: 'My swings' });
  await mySwings.getByRole('button', { name: 'Send a swing' }).click();
  const form = page.getByRole('dialog', { name: 'Send a swing' });
  await form.getByTestId('swing-file').setInputFiles(clip);
  const note = `Oliver at the range ${Date.now().toString(36)}`;
  await form.getByLabel('Note (optional)').fill(note);
  await form.getByRole('button', { name: 'Send swing' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  const card = mySwings.getByRole('listitem').filter({ hasText: note });
  await expect(card.getByText('Waiting for your coach')).toBeVisible();
  await expect(card.getByText('For my coach')).toBeVisible();
  // The video plays for the parent, read with their session.
  await card.getByRole('button', { name: 'Watch' }).click();
  const video = await page.request.get(
    await card
      .locator('video')
      .getAttribute('src')
      .then((s) => s!),
  );
  expect(video.status()).toBe(200);
  expect(video.headers()['content-type']).toBe('video/mp4');
});
