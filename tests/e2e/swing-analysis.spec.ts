import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { secondDevice, WIDTHS } from './support/family';
import { expectFrame, frameInPixels, numberedClip, pressTimes, whenPlayable } from './support/numbered-video';
import { studentOfDemoCoach } from './support/student-of-demo-coach';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
/** Frames of the journeys' clips: two seconds at 30 fps. */
const FRAMES = 60;

async function shoot(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Sends a swing from My swings; `cutOnce`: the connection drops during the second chunk, once. */
async function sendSwing(page: Page, file: string, note: string, cutOnce: boolean) {
  const mySwings = page.getByRole('region', { name: 'My swings' });
  await mySwings.getByRole('button', { name: 'Send a swing' }).click();
  const form = page.getByRole('dialog', { name: 'Send a swing' });
  await form.getByTestId('swing-file').setInputFiles(file);
  await form.getByLabel('Note (optional)').fill(note);
  let patches = 0;
  let cut = false;
  if (cutOnce) {
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches === 2 && !cut) {
        cut = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
  }
  await form.getByRole('button', { name: 'Send swing' }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
  if (cutOnce) {
    expect(cut).toBe(true);
    // Every chunk of the clip, and the one cut sent again.
    expect(patches).toBeGreaterThanOrEqual(4);
    await page.unroute('**/api/uploads/*');
  }
  return mySwings.getByRole('listitem').filter({ hasText: note });
}

/** Waits for the server's conversion queue to make every one of the student's swings frame-exact. */
async function untilConverted(page: Page) {
  await expect
    .poll(
      async () => {
        const { swings } = await (await page.request.get('/api/swings')).json();
        return (swings as { playback: { status: string; frameCount: number | null } }[]).map(
          (s) => `${s.playback.status} ${s.playback.frameCount}`,
        );
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toEqual([`ready ${FRAMES}`, `ready ${FRAMES}`]);
}

/** Steps the open analysis player from its first frame to `frame`, checked in the counter and the pixels. */
async function stepTo(page: Page, frame: number) {
  await whenPlayable(page, 'analysis-video');
  await expectFrame(page, 'frame-counter', 'analysis-video', 0);
  await page.getByTestId('analysis-player').focus();
  await pressTimes(page, '.', frame + 2);
  await expectFrame(page, 'frame-counter', 'analysis-video', frame + 2);
  // Back with the button, as a thumb would on a phone.
  await page.getByRole('button', { name: 'Back one frame (,)' }).click();
  await page.getByRole('button', { name: 'Back one frame (,)' }).click();
  await expectFrame(page, 'frame-counter', 'analysis-video', frame);
}

for (const [width, viewport] of WIDTHS) {
  test(`an iPhone swing converts, plays, is marked at impact and compared with an earlier one (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const earlierClip = numberedClip(30, { seconds: 2, hevc: true, name: `earlier-${width}.mov` });
    const clip = numberedClip(30, { seconds: 2, hevc: true, name: `IMG_0042-${width}.mov` });
    await studentOfDemoCoach(page, baseURL, `Analysis${width}`);
    const name = `Sasha Analysis${width}`;

    // The student sends an earlier swing, then today's, whose upload is cut once and resumes.
    await page.goto('/student-portal?tab=coaching');
    await sendSwing(page, earlierClip, 'Last week at the range', false);
    const card = await sendSwing(page, clip, 'Driver, face on', true);
    await expect(card.getByText('Waiting for your coach')).toBeVisible();
    await untilConverted(page);

    // It plays on the student's phone: the picture is there and the clock moves.
    await page.reload();
    const today = page
      .getByRole('region', { name: 'My swings' })
      .getByRole('listitem')
      .filter({ hasText: 'Driver, face on' });
    await today.getByRole('button', { name: 'Watch' }).click();
    await whenPlayable(page, 'analysis-video');
    await expect(today.getByTestId('frame-counter')).toContainText(`of ${FRAMES}`);
    await today.getByRole('button', { name: 'Play (Space)' }).click();
    await expect
      .poll(() => page.getByTestId('analysis-video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.2);
    await today.getByRole('button', { name: 'Pause (Space)' }).click();
    // Read-only for the student: nothing to mark.
    await expect(today.getByRole('button', { name: /^Mark / })).toHaveCount(0);
    await today.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, `swing-analysis-student-playing-${width}`);

    // The coach opens the earlier swing, marks impact at frame 20 and reviews it.
    const staff = await secondDevice(browser, viewport);
    const coachPage = staff.page;
    await coachPage.goto('/staff-portal');
    await coachPage.getByLabel('Staff Email').fill(DEMO_COACH.email);
    await coachPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await coachPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(coachPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await coachPage.goto('/staff-portal?tab=messaging');
    const queue = coachPage.getByRole('list', { name: 'Swings to review' });
    const items = queue.getByRole('button', { name: new RegExp(name) });
    await expect(items).toHaveCount(2);
    await items.filter({ hasText: 'Last week at the range' }).click();
    const review = coachPage.getByRole('dialog', { name });
    await stepTo(coachPage, 20);
    await review.getByRole('button', { name: 'Mark impact' }).click();
    await expect(review.getByRole('button', { name: 'Go to impact, frame 20' })).toBeVisible();
    await review.getByLabel('Your comment').fill('Good base to build on.');
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(review).toBeHidden();

    // Today's swing: frame by frame to impact at frame 30, read back from the pixels, and marked.
    await items.filter({ hasText: 'Driver, face on' }).click();
    await stepTo(coachPage, 30);
    expect(await frameInPixels(coachPage, 'analysis-video')).toBe(30);
    await review.getByRole('button', { name: 'Mark impact' }).click();
    await expect(review.getByRole('button', { name: 'Go to impact, frame 30' })).toBeVisible();
    // Hovering the scrub bar shows the converted video's storyboard thumbnail for that moment.
    const scrub = review.getByRole('slider', { name: /position/ });
    const box = await scrub.boundingBox();
    if (!box) throw new Error('The scrub bar is not on screen');
    await coachPage.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    const tile = review.getByTestId('storyboard-tile');
    await expect(tile).toBeVisible();
    const sheet = await tile.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(sheet).toContain('variant=storyboard');
    const image = await coachPage.request.get(sheet.replace(/^url\("(.*)"\)$/, '$1'));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    await coachPage.mouse.move(box.x + box.width / 2, box.y - 200);
    await expect(tile).toBeHidden();
    // Full screen is the player itself, and F (or the button) leaves it.
    await review.getByRole('button', { name: 'Full screen (F)' }).click();
    await expect
      .poll(() => coachPage.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null))
      .toBe('analysis-player');
    await shoot(coachPage, `swing-analysis-full-screen-${width}`);
    await review.getByRole('button', { name: 'Leave full screen (F)' }).click();
    await expect.poll(() => coachPage.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expectAccessible(coachPage);
    await shoot(coachPage, `swing-analysis-review-${width}`);

    // Compared with the earlier swing, in step at impact, then stepped together.
    await review.getByRole('button', { name: 'Compare', exact: true }).click();
    const picker = review.getByTestId('compare-picker');
    const earlier = picker.getByRole('list', { name: 'Their other swings' }).getByRole('button');
    await expect(earlier).toHaveCount(1);
    await expect(earlier).toContainText('Impact on both');
    await shoot(coachPage, `swing-analysis-compare-pick-${width}`);
    await earlier.click();
    await whenPlayable(coachPage, 'comparison-video-first');
    await whenPlayable(coachPage, 'comparison-video-second');
    await expect(review.getByRole('button', { name: 'Impact', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await review.getByRole('button', { name: 'Align' }).click();
    await expect(review.getByText('In step at impact.')).toBeVisible();
    await expectFrame(coachPage, 'frame-counter-first', 'comparison-video-first', 30);
    await expectFrame(coachPage, 'frame-counter-second', 'comparison-video-second', 20);
    await review.getByRole('button', { name: 'Both forward one frame (.)' }).click();
    await review.getByRole('button', { name: 'Both forward one frame (.)' }).click();
    await expectFrame(coachPage, 'frame-counter-first', 'comparison-video-first', 32);
    await expectFrame(coachPage, 'frame-counter-second', 'comparison-video-second', 22);
    await coachPage.getByTestId('swing-comparison').focus();
    await coachPage.keyboard.press(',');
    await expectFrame(coachPage, 'frame-counter-first', 'comparison-video-first', 31);
    await expectFrame(coachPage, 'frame-counter-second', 'comparison-video-second', 21);
    await expectAccessible(coachPage);
    await shoot(coachPage, `swing-analysis-compare-${width}`);

    // The comment box and Mark reviewed stay with the comparison.
    await review.getByLabel('Your comment').fill('Hands ahead at impact now. Well done.');
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(review).toBeHidden();
    await expect(items).toHaveCount(0);
    await staff.context.close();

    // The student sees the review: the comment, and the coach's impact mark in the player.
    await page.reload();
    const reviewed = page
      .getByRole('region', { name: 'My swings' })
      .getByRole('listitem')
      .filter({ hasText: 'Driver, face on' });
    await expect(reviewed.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(reviewed.getByText('Hands ahead at impact now. Well done.')).toBeVisible();
    await reviewed.getByRole('button', { name: 'Watch' }).click();
    await whenPlayable(page, 'analysis-video');
    await reviewed.getByRole('button', { name: 'Go to impact, frame 30' }).click();
    await expectFrame(page, 'frame-counter', 'analysis-video', 30);
    await expect(reviewed.getByRole('button', { name: /^Mark / })).toHaveCount(0);
    await reviewed.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, `swing-analysis-student-reviewed-${width}`);
  });
}
