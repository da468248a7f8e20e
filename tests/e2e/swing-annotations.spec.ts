import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { WIDTHS } from './support/family';
import { expectFrame, numberedClip, pressTimes, whenPlayable } from './support/numbered-video';
import { studentOfDemoCoach } from './support/student-of-demo-coach';
import {
  demoCoachDevice,
  drag,
  runLetters,
  sendSwing,
  swingsInQueue,
  toolsShown,
  untilSwingsReady,
} from './support/swing-review';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const FRAMES = 60;
const PHONE = WIDTHS.find(([name]) => name === 'phone')![1];

async function shoot(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Steps the player on screen forward from frame `from` to `to` with the keyboard, checked in the pixels. */
async function stepFromTo(page: Page, from: number, to: number) {
  await page.getByTestId('analysis-player').focus();
  await pressTimes(page, '.', to - from);
  await expectFrame(page, 'frame-counter', 'analysis-video', to);
}

/** A pointer position at a fraction of the drawing layer (the picture itself). */
async function at(layer: Locator, x: number, y: number) {
  await layer.scrollIntoViewIfNeeded();
  const box = (await layer.boundingBox())!;
  return { x: box.x + x * box.width, y: box.y + y * box.height };
}

/** The colour the layer painted at a fraction of the picture. */
function pixelAt(layer: Locator, x: number, y: number) {
  return layer.evaluate(
    (canvas: HTMLCanvasElement, [fx, fy]) => {
      const data = canvas
        .getContext('2d')!
        .getImageData(Math.floor(canvas.width * fx!), Math.floor(canvas.height * fy!), 1, 1).data;
      return [data[0], data[1], data[2], data[3]];
    },
    [x, y],
  );
}

for (const [width, viewport] of WIDTHS) {
  test(`the coach draws over a swing and the student sees it on a phone, frame by frame (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // The student is on a phone whatever the coach uses.
    await page.setViewportSize(PHONE);
    const clip = numberedClip(30, { seconds: 2, hevc: true, name: `drawn-${width}.mov` });
    const lastName = `Drawing-${runLetters()}`;
    await studentOfDemoCoach(page, baseURL, lastName);
    const name = `Sasha ${lastName}`;
    await sendSwing(page, clip, 'Seven iron, down the line');
    await untilSwingsReady(page, [FRAMES]);

    // The coach opens it from the queue.
    const staff = await demoCoachDevice(browser, viewport);
    const coachPage = staff.page;
    await (await swingsInQueue(coachPage, name)).click();
    const review = coachPage.getByRole('dialog', { name });
    const layer = review.getByTestId('annotation-layer');
    await whenPlayable(coachPage, 'analysis-video');
    await expectFrame(coachPage, 'frame-counter', 'analysis-video', 0);
    await expect(review.getByTestId('annotation-status')).toHaveText('No drawings saved yet');

    // An angle at frame 10: the first arm dragged to the vertex, then a tap for the second arm.
    await stepFromTo(coachPage, 0, 10);
    await review.getByRole('button', { name: 'Angle', exact: true }).click();
    await drag(coachPage, layer, [0.3, 0.2], [0.5, 0.6]);
    const tap = await at(layer, 0.8, 0.6);
    await coachPage.mouse.click(tap.x, tap.y);
    await expect.poll(() => toolsShown(layer)).toEqual(['angle']);
    if (SHOTS) {
      await review
        .getByTestId('analysis-player')
        .screenshot({ path: `${SHOTS}/swing-annotations-angle-${width}.png` });
    }
    await expect(review.getByRole('button', { name: /^Angle 1 · 10–59$/ })).toBeVisible();

    // It shows until frame 20 only.
    await stepFromTo(coachPage, 10, 20);
    // The drawing just made is the selected one.
    await expect(review.getByRole('button', { name: /^Angle 1 · 10–59$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await review.getByRole('button', { name: 'Show until this frame' }).click();
    await expect(review.getByRole('button', { name: /^Angle 1 · 10–20$/ })).toBeVisible();

    // A red line at frame 40, then a circle drawn and undone with Ctrl+Z.
    await stepFromTo(coachPage, 20, 40);
    expect(await toolsShown(layer)).toEqual([]);
    await review.getByRole('button', { name: 'Line', exact: true }).click();
    await review.getByRole('button', { name: 'Red', exact: true }).click();
    await drag(coachPage, layer, [0.2, 0.3], [0.6, 0.7]);
    await review.getByRole('button', { name: 'Circle', exact: true }).click();
    await drag(coachPage, layer, [0.7, 0.3], [0.8, 0.35]);
    await expect.poll(() => toolsShown(layer)).toEqual(['line', 'circle']);
    await review.getByTestId('analysis-player').focus();
    await coachPage.keyboard.press('Control+z');
    await expect.poll(() => toolsShown(layer)).toEqual(['line']);
    await expect(review.getByTestId('annotation-status')).toHaveText('Unsaved changes');
    await review.getByRole('button', { name: 'Save drawings' }).click();
    await expect(review.getByTestId('annotation-status')).toHaveText(/^Saved · version 1 by /);
    await expectAccessible(coachPage);
    await shoot(coachPage, `swing-annotations-coach-${width}`);

    await review.getByLabel('Your comment').fill('Look at the line: keep the hands on it.');
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(review).toBeHidden();
    await staff.context.close();

    // The student, on the phone, sees exactly those drawings at those frames and at no others.
    await page.reload();
    const card = page
      .getByRole('region', { name: 'My swings' })
      .getByRole('listitem')
      .filter({ hasText: 'Seven iron, down the line' });
    await card.getByRole('button', { name: 'Watch' }).click();
    await whenPlayable(page, 'analysis-video');
    await expectFrame(page, 'frame-counter', 'analysis-video', 0);
    const shown = card.getByTestId('annotation-layer');
    await expect(card.getByTestId('annotation-tools')).toHaveCount(0);
    expect(await toolsShown(shown)).toEqual([]);
    await stepFromTo(page, 0, 9);
    expect(await toolsShown(shown)).toEqual([]);
    await stepFromTo(page, 9, 10);
    await expect.poll(() => toolsShown(shown)).toEqual(['angle']);
    await stepFromTo(page, 10, 20);
    expect(await toolsShown(shown)).toEqual(['angle']);
    await stepFromTo(page, 20, 21);
    await expect.poll(() => toolsShown(shown)).toEqual([]);
    await stepFromTo(page, 21, 39);
    expect(await toolsShown(shown)).toEqual([]);
    expect((await pixelAt(shown, 0.4, 0.5))[3]).toBe(0);
    await stepFromTo(page, 39, 40);
    await expect.poll(() => toolsShown(shown)).toEqual(['line']);
    // Red (#ef4444) at the line's midpoint, where the picture is the same as on the coach's screen.
    await expect.poll(() => pixelAt(shown, 0.4, 0.5)).toEqual([239, 68, 68, 255]);
    await shown.scrollIntoViewIfNeeded();
    if (SHOTS) {
      await card
        .getByTestId('analysis-player')
        .screenshot({ path: `${SHOTS}/swing-annotations-student-line-${width}.png` });
    }
    await expectAccessible(page);
    await shoot(page, `swing-annotations-student-phone-${width}`);
  });
}
