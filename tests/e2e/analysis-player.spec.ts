import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { unique, WIDTHS } from './support/family';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const clipDir = mkdtempSync(path.join(tmpdir(), 'swing-clips-'));

/**
 * A one-second H.264 clip at a constant rate whose bottom sixth shows its own frame number in binary: 16
 * blocks, block i white when bit i is set. Reading the blocks back from the pixels says which frame the
 * browser is really showing, whatever the player's counter claims.
 */
function numberedClip(fps: number): Buffer {
  const out = path.join(clipDir, `swing-${fps}.mp4`);
  const band = 'gte(Y,H*5/6)';
  const bit = 'mod(floor(N/pow(2,floor(X/(W/16)))),2)';
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=${fps}`, '-t', '1'],
    '-vf',
    `format=yuv444p,geq=lum='if(${band},if(${bit},235,16),lum(X,Y))':cb='if(${band},128,cb(X,Y))':cr='if(${band},128,cr(X,Y))',format=yuv420p`,
    ...['-c:v', 'libx264', '-crf', '12', '-r', String(fps), out],
  ]);
  return readFileSync(out);
}

const CLIPS = { 30: numberedClip(30), 60: numberedClip(60), 240: numberedClip(240) } as const;

/** The frame number drawn in the video's own pixels, read from a canvas. */
async function frameInPixels(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((video: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No canvas');
    context.drawImage(video, 0, 0);
    const block = canvas.width / 16;
    const y = Math.floor((canvas.height * 11) / 12);
    let frame = 0;
    for (let i = 0; i < 16; i++) {
      const [red = 0] = context.getImageData(Math.floor(i * block + block / 2), y, 1, 1).data;
      if (red > 128) frame |= 1 << i;
    }
    return frame;
  });
}

/** Waits for the counter to say `frame`, then checks the pixels show that very frame. */
async function expectFrame(page: Page, counter: string, video: string, frame: number) {
  await expect(page.getByTestId(counter)).toHaveAttribute('data-frame', String(frame));
  await expect.poll(() => frameInPixels(page, video), { timeout: 3000 }).toBe(frame);
}

async function whenPlayable(page: Page, testId: string) {
  await page
    .getByTestId(testId)
    .evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) =>
          video.readyState >= 2
            ? resolve()
            : video.addEventListener('loadeddata', () => resolve(), { once: true }),
        ),
    );
}

/** A screenshot of the page's main area from its heading down, for looking at by eye. */
async function shot(page: Page, name: string, label: string) {
  if (!SHOTS) return;
  await page.locator('main h1').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: label === 'phone' });
}

async function pressTimes(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

async function uploadSwing(page: Page, title: string, fps: keyof typeof CLIPS) {
  await page.getByRole('button', { name: 'Add model swing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a model swing' });
  await dialog
    .getByLabel('Video file')
    .setInputFiles({ name: `swing-${fps}.mp4`, mimeType: 'video/mp4', buffer: CLIPS[fps] });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Club').fill('7 iron');
  await dialog.getByLabel('View').selectOption('face_on');
  await dialog.getByRole('button', { name: 'Add model swing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-model-swing').filter({ hasText: title })).toContainText(
    `${fps} fps · ${fps} frames`,
  );
}

async function openTab(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('dialog').getByRole('button', { name }).click();
  } else {
    await page.getByRole('tab', { name }).click();
  }
}

test.describe('the analysis player and the model swing library', () => {
  for (const [label, viewport] of WIDTHS) {
    test(`frame-exact stepping at 30, 60 and 240 fps, marks, and two swings in step (${label})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const phone = label === 'phone';
      await page.setViewportSize(viewport);
      const run = unique();
      const titles = { 30: `Thirty ${run}`, 60: `Sixty ${run}`, 240: `Slow-mo ${run}` } as const;

      await page.goto('/staff-portal?tab=content');
      await page.getByLabel('Staff Email').fill(ADMIN_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Model swings', exact: true })).toBeVisible();
      for (const fps of [60, 30, 240] as const) await uploadSwing(page, titles[fps], fps);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      if (SHOTS) {
        await page.getByRole('heading', { name: 'Model swings', exact: true }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/model-swings-admin-${label}.png` });
      }

      // One swing, frame by frame at 60 fps: forwards, then back.
      await openTab(page, 'Swing library', phone);
      await expect(page.getByRole('heading', { level: 1, name: 'Swing library' })).toBeVisible();
      await expect(page.getByTestId('model-swing').filter({ hasText: titles[240] })).toContainText(
        '240 fps · 240 frames',
      );
      await expectAccessible(page);
      await shot(page, 'swing-library', label);
      await page.getByRole('button', { name: `Analyse ${titles[60]}` }).click();
      await whenPlayable(page, 'analysis-video');
      await expectFrame(page, 'frame-counter', 'analysis-video', 0);
      await page.getByTestId('analysis-player').focus();
      await pressTimes(page, '.', 13);
      await expectFrame(page, 'frame-counter', 'analysis-video', 13);
      await expect(page.getByRole('slider', { name: /position/ })).toHaveAttribute(
        'aria-valuetext',
        'Frame 13 of 60 · 0:00.22',
      );
      await pressTimes(page, ',', 5);
      await expectFrame(page, 'frame-counter', 'analysis-video', 8);
      await page.getByRole('button', { name: 'Mark impact' }).click();
      await expect(page.getByRole('button', { name: 'Go to impact, frame 8' })).toBeVisible();
      // Speeds by key, and the help panel by ?.
      await page.keyboard.press('2');
      await expect(page.getByRole('button', { name: 'Speed 0.25× (2)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
      // An A–B loop from frame 8 to 12, played at a quarter speed: it never leaves those frames.
      await page.getByTestId('analysis-player').focus();
      await page.keyboard.press('a');
      await pressTimes(page, '.', 4);
      await expectFrame(page, 'frame-counter', 'analysis-video', 12);
      await page.keyboard.press('b');
      await expect(page.getByTestId('analysis-player')).toContainText('8–12');
      await page.keyboard.press('k');
      const seen = new Set<number>();
      for (let i = 0; i < 12; i++) {
        seen.add(Number(await page.getByTestId('frame-counter').getAttribute('data-frame')));
        await page.waitForTimeout(120);
      }
      await page.keyboard.press('k');
      expect(
        [...seen].every((frame) => frame >= 8 && frame <= 12),
        [...seen].join(', '),
      ).toBe(true);
      expect(seen.size, 'the loop plays').toBeGreaterThan(1);
      await expectNoHorizontalScroll(page);
      await shot(page, 'analysis-player', label);
      await page.keyboard.press('x');
      await expect(page.getByTestId('analysis-player')).toContainText('Loop: set A and B');
      await page.getByRole('button', { name: 'All model swings' }).click();

      // 240 fps: a frame lasts 4.2 ms, and still every press is one frame.
      await page.getByRole('button', { name: `Analyse ${titles[240]}` }).click();
      await whenPlayable(page, 'analysis-video');
      await page.getByTestId('analysis-player').focus();
      await pressTimes(page, '.', 37);
      await expectFrame(page, 'frame-counter', 'analysis-video', 37);
      await pressTimes(page, ',', 2);
      await expectFrame(page, 'frame-counter', 'analysis-video', 35);
      await page.getByRole('button', { name: 'All model swings' }).click();

      // 30 fps, marked at impact too.
      await page.getByRole('button', { name: `Analyse ${titles[30]}` }).click();
      await whenPlayable(page, 'analysis-video');
      await page.getByTestId('analysis-player').focus();
      await pressTimes(page, '.', 4);
      await expectFrame(page, 'frame-counter', 'analysis-video', 4);
      await page.getByRole('button', { name: 'Mark impact' }).click();
      await expect(page.getByRole('button', { name: 'Go to impact, frame 4' })).toBeVisible();
      await page.getByRole('button', { name: 'All model swings' }).click();

      // Side by side, in step at impact, then stepped together one frame of each.
      await page.getByLabel(`Compare ${titles[60]}`).check();
      await page.getByLabel(`Compare ${titles[30]}`).check();
      await page.getByRole('button', { name: 'Compare these two' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Compare swings' })).toBeVisible();
      await whenPlayable(page, 'comparison-video-first');
      await whenPlayable(page, 'comparison-video-second');
      await expect(page.getByRole('button', { name: 'Impact' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Align' }).click();
      await expect(page.getByText('In step at impact.')).toBeVisible();
      await expectFrame(page, 'frame-counter-first', 'comparison-video-first', 8);
      await expectFrame(page, 'frame-counter-second', 'comparison-video-second', 4);
      await page.getByTestId('swing-comparison').focus();
      await pressTimes(page, '.', 3);
      await expectFrame(page, 'frame-counter-first', 'comparison-video-first', 11);
      await expectFrame(page, 'frame-counter-second', 'comparison-video-second', 7);
      await page.keyboard.press(',');
      await expectFrame(page, 'frame-counter-first', 'comparison-video-first', 10);
      await expectFrame(page, 'frame-counter-second', 'comparison-video-second', 6);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await shot(page, 'comparison-side', label);

      // Overlaid: the second over the first, its opacity set by the slider.
      await page.getByRole('button', { name: 'Overlay' }).click();
      await expect(page.getByTestId('swing-comparison')).toHaveAttribute('data-layout', 'overlay');
      const opacity = page.getByTestId('overlay-opacity');
      await opacity.fill('30');
      await expect(page.getByText('30 %', { exact: true })).toBeVisible();
      const secondOpacity = await page
        .getByTestId('comparison-video-second')
        .evaluate((video) => getComputedStyle(video).opacity);
      expect(secondOpacity).toBe('0.3');
      // Laid over the first, not beside or below it.
      const [firstBox, secondBox] = await page.evaluate(() =>
        ['first', 'second'].map((which) => {
          const box = document
            .querySelector(`[data-testid="comparison-video-${which}"]`)
            ?.getBoundingClientRect();
          return box && { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );
      expect(firstBox?.width).toBeGreaterThan(0);
      expect(secondBox).toEqual(firstBox);
      await expectNoHorizontalScroll(page);
      await shot(page, 'comparison-overlay', label);
    });
  }
});
