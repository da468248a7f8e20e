import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { secondDevice, WIDTHS } from './support/family';
import { expectFrame, numberedClip, pressTimes } from './support/numbered-video';
import { studentOfDemoCoach } from './support/student-of-demo-coach';
import {
  demoCoachDevice,
  drag,
  runLetters,
  sendSwing,
  signInStaff,
  swingsInQueue,
  toolsShown,
  untilSwingsReady,
} from './support/swing-review';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const MODEL_CLIP = readFileSync(numberedClip(30, { seconds: 1, name: 'model-30.mp4' }));

async function shoot(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Waits until the video has its current frame to show. */
async function playable(video: Locator) {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
}

for (const [width, viewport] of WIDTHS) {
  test(`the coach draws on both videos of a comparison and on a model swing, and deletes a template (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const run = runLetters();
    const model = `Model ${run} ${width}`;
    const template = `Shaft plane ${run}`;

    // A student of the demo coach sends a swing, converted to 60 frames.
    await page.setViewportSize(viewport);
    const lastName = `Compare${run[0]!.toUpperCase()}${run.slice(1)}`;
    await studentOfDemoCoach(page, baseURL, lastName);
    const name = `Sasha ${lastName}`;
    await sendSwing(page, numberedClip(30, { seconds: 2, name: `cmp-${width}.mp4` }));

    // The administrator adds a model swing (30 frames) to the library meanwhile.
    const admin = await secondDevice(browser, viewport);
    await signInStaff(admin.page, ADMIN_EMAIL);
    await admin.page.goto('/staff-portal?tab=content');
    await admin.page.getByRole('button', { name: 'Add model swing' }).click();
    const add = admin.page.getByRole('dialog', { name: 'Add a model swing' });
    await add
      .getByLabel('Video file')
      .setInputFiles({ name: 'model.mp4', mimeType: 'video/mp4', buffer: MODEL_CLIP });
    await add.getByLabel('Title').fill(model);
    await add.getByLabel('Club').fill('7 iron');
    await add.getByLabel('View').selectOption('face_on');
    await add.getByRole('button', { name: 'Add model swing' }).click();
    await expect(add).toBeHidden();
    await admin.context.close();

    await untilSwingsReady(page, [60]);

    // The coach compares the swing with the model swing, side by side.
    const staff = await demoCoachDevice(browser, viewport);
    const coach = staff.page;
    const openComparison = async () => {
      await (await swingsInQueue(coach, name)).click();
      const review = coach.getByRole('dialog', { name });
      await review.getByRole('button', { name: 'Compare', exact: true }).click();
      await review
        .getByRole('list', { name: 'Model swings' })
        .getByRole('button', { name: new RegExp(model) })
        .click();
      await playable(review.getByTestId('comparison-video-first'));
      await playable(review.getByTestId('comparison-video-second'));
      // Stepped together to frame 5 of each.
      await review.getByTestId('swing-comparison').focus();
      await pressTimes(coach, '.', 5);
      await expectFrame(coach, 'frame-counter-first', 'comparison-video-first', 5);
      await expectFrame(coach, 'frame-counter-second', 'comparison-video-second', 5);
      return review;
    };
    let review = await openComparison();
    const first = review.getByTestId('comparison-pane-first').getByTestId('annotation-layer');
    const second = review.getByTestId('comparison-pane-second').getByTestId('annotation-layer');
    const status = review.getByTestId('annotation-status');

    // The student's swing first: a red line, saved to its own set.
    const drawOn = review.getByRole('group', { name: 'Draw on' });
    await expect(drawOn.getByRole('button', { name: /^This swing/ })).toHaveAttribute('aria-pressed', 'true');
    await review.getByRole('button', { name: 'Line', exact: true }).click();
    await review.getByRole('button', { name: 'Red', exact: true }).click();
    await drag(coach, first, [0.2, 0.3], [0.6, 0.7]);
    await expect.poll(() => toolsShown(first)).toEqual(['line']);
    await review.getByRole('button', { name: 'Save drawings' }).click();
    await expect(status).toHaveText(/^Saved · version 1 by /);

    // Then the model swing: a circle and a rectangle, the rectangle undone on that video alone.
    await drawOn.getByRole('button', { name: model }).click();
    await expect(review.getByTestId('comparison-pane-second')).toHaveAttribute('data-active', 'true');
    await expect(status).toHaveText('No drawings saved yet');
    await review.getByRole('button', { name: 'Circle', exact: true }).click();
    await drag(coach, second, [0.5, 0.5], [0.6, 0.55]);
    await review.getByRole('button', { name: 'Rectangle', exact: true }).click();
    await drag(coach, second, [0.1, 0.1], [0.3, 0.3]);
    await expect.poll(() => toolsShown(second)).toEqual(['circle', 'rectangle']);
    await review.getByTestId('swing-comparison').focus();
    await coach.keyboard.press('Control+z');
    await expect.poll(() => toolsShown(second)).toEqual(['circle']);
    expect(await toolsShown(first)).toEqual(['line']);
    await review.getByRole('button', { name: 'Save drawings' }).click();
    await expect(status).toHaveText(/^Saved · version 1 by /);
    await expectAccessible(coach);
    await shoot(coach, `comparison-drawings-${width}`);
    if (SHOTS) {
      await review.getByTestId('comparison-pane-first').scrollIntoViewIfNeeded();
      await coach.screenshot({ path: `${SHOTS}/comparison-drawings-panes-${width}.png` });
    }

    // Reopened, each video shows its own saved drawings at its own frames.
    await coach.reload();
    review = await openComparison();
    await expect.poll(() => toolsShown(first)).toEqual(['line']);
    await expect.poll(() => toolsShown(second)).toEqual(['circle']);
    await review.getByTestId('swing-comparison').focus();
    await pressTimes(coach, ',', 1);
    await expectFrame(coach, 'frame-counter-second', 'comparison-video-second', 4);
    await expect.poll(() => toolsShown(second)).toEqual([]);
    expect(await toolsShown(first)).toEqual([]);

    // Laid over each other, the pen still draws on the chosen video: the one below, then the one on top.
    await review.getByRole('button', { name: 'Overlay' }).click();
    await expect(review.getByTestId('swing-comparison')).toHaveAttribute('data-layout', 'overlay');
    await drawOn.getByRole('button', { name: /^This swing/ }).click();
    await review.getByRole('button', { name: 'Arrow', exact: true }).click();
    await drag(coach, first, [0.3, 0.7], [0.6, 0.4]);
    await expect.poll(() => toolsShown(first)).toEqual(['arrow']);
    expect(await toolsShown(second)).toEqual([]);
    await drawOn.getByRole('button', { name: model }).click();
    await review.getByRole('button', { name: 'Line', exact: true }).click();
    await drag(coach, second, [0.2, 0.6], [0.7, 0.6]);
    await expect.poll(() => toolsShown(second)).toEqual(['line']);
    expect(await toolsShown(first)).toEqual(['arrow']);
    if (SHOTS) {
      await review.getByTestId('swing-comparison').scrollIntoViewIfNeeded();
      await coach.screenshot({ path: `${SHOTS}/comparison-drawings-overlay-${width}.png` });
    }
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();

    // The model swing's own drawing screen in the swing library shows the circle, and takes another drawing.
    await coach.goto('/staff-portal?tab=swings');
    await coach.getByRole('button', { name: `Analyse ${model}` }).click();
    const player = coach.getByTestId('analysis-player');
    const layer = player.getByTestId('annotation-layer');
    await playable(coach.getByTestId('analysis-video'));
    await player.focus();
    await pressTimes(coach, '.', 5);
    await expectFrame(coach, 'frame-counter', 'analysis-video', 5);
    await expect.poll(() => toolsShown(layer)).toEqual(['circle']);
    await coach.getByRole('button', { name: 'Arrow', exact: true }).click();
    await drag(coach, layer, [0.3, 0.8], [0.7, 0.2]);
    await expect.poll(() => toolsShown(layer)).toEqual(['circle', 'arrow']);
    await coach.getByRole('button', { name: 'Save drawings' }).click();
    await expect(coach.getByTestId('annotation-status')).toHaveText(/^Saved · version 2 by /);

    // This frame's drawings kept as a template, then deleted after a confirmation.
    await coach.getByLabel('New template name').fill(template);
    await coach.getByRole('button', { name: 'Save this frame’s drawings as a template' }).click();
    const choose = coach.getByLabel('Template', { exact: true });
    await expect(choose.getByRole('option', { name: template })).toHaveCount(1);
    await choose.selectOption({ label: template });
    await coach.getByRole('button', { name: 'Delete template' }).click();
    const confirm = coach.getByRole('group', { name: 'Confirm deleting the template' });
    await expect(confirm).toContainText(`Delete “${template}” for everyone?`);
    await expectAccessible(coach);
    await shoot(coach, `model-swing-drawings-${width}`);
    await confirm.getByRole('button', { name: 'Delete template' }).click();
    await expect(choose.getByRole('option', { name: template })).toHaveCount(0);
    await expect(choose).toHaveValue('');

    // Reopened, the model swing keeps both drawings.
    await coach.reload();
    await coach.getByRole('button', { name: `Analyse ${model}` }).click();
    await playable(coach.getByTestId('analysis-video'));
    await player.focus();
    await pressTimes(coach, '.', 5);
    await expectFrame(coach, 'frame-counter', 'analysis-video', 5);
    await expect.poll(() => toolsShown(layer)).toEqual(['circle', 'arrow']);
    await expect(coach.getByTestId('annotation-status')).toHaveText(/^Saved · version 2 by /);
    await staff.context.close();
  });
}
