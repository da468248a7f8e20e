import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { secondDevice, unique, WIDTHS } from './support/family';
import { expectFrame, numberedClip, pressTimes } from './support/numbered-video';
import { studentOfDemoCoach } from './support/student-of-demo-coach';

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

async function signIn(page: Page, email: string, tab: string) {
  await page.goto(`/staff-portal?tab=${tab}`);
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function drag(page: Page, layer: Locator, from: [number, number], to: [number, number]) {
  await layer.scrollIntoViewIfNeeded();
  const box = (await layer.boundingBox())!;
  const px = ([x, y]: [number, number]) => ({ x: box.x + x * box.width, y: box.y + y * box.height });
  const a = px(from);
  const b = px(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** The tools of the drawings a layer shows on the frame on screen, in order. */
async function toolsShown(layer: Locator): Promise<string[]> {
  const shown = (await layer.getAttribute('data-drawings')) ?? '';
  return shown ? shown.split(' ').map((entry) => entry.split(':')[1]!) : [];
}

/** Letters only, so it can be part of a person's name; new on every run and retry. */
const letters = () =>
  unique()
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');

for (const [width, viewport] of WIDTHS) {
  test(`the coach draws on both videos of a comparison and on a model swing, and deletes a template (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const run = letters();
    const model = `Model ${run} ${width}`;
    const template = `Shaft plane ${run}`;

    // A student of the demo coach sends a swing, converted to 60 frames.
    await page.setViewportSize(viewport);
    const lastName = `Compare${run[0]!.toUpperCase()}${run.slice(1)}`;
    await studentOfDemoCoach(page, baseURL, lastName);
    const name = `Sasha ${lastName}`;
    await page.goto('/student-portal?tab=coaching');
    await page
      .getByRole('region', { name: 'My swings' })
      .getByRole('button', { name: 'Send a swing' })
      .click();
    const form = page.getByRole('dialog', { name: 'Send a swing' });
    await form
      .getByTestId('swing-file')
      .setInputFiles(numberedClip(30, { seconds: 2, name: `cmp-${width}.mp4` }));
    await form.getByRole('button', { name: 'Send swing' }).click();
    await expect(form).toBeHidden({ timeout: 30_000 });

    // The administrator adds a model swing (30 frames) to the library meanwhile.
    const admin = await secondDevice(browser, viewport);
    await signIn(admin.page, ADMIN_EMAIL, 'content');
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
      .toEqual(['ready 60']);

    // The coach compares the swing with the model swing, side by side.
    const staff = await secondDevice(browser, viewport);
    const coach = staff.page;
    await signIn(coach, DEMO_COACH.email, 'dashboard');
    await expect(coach.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await coach.goto('/staff-portal?tab=messaging');
    const openComparison = async () => {
      await coach
        .getByRole('list', { name: 'Swings to review' })
        .getByRole('button', { name: new RegExp(name) })
        .click();
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
