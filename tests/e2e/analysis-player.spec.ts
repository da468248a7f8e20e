import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { unique, WIDTHS } from './support/family';
import { expectFrame, numberedClip, pressTimes, whenPlayable } from './support/numbered-video';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const CLIPS = {
  30: readFileSync(numberedClip(30)),
  60: readFileSync(numberedClip(60)),
  240: readFileSync(numberedClip(240)),
} as const;

/** A screenshot of the page's main area from its heading down, for looking at by eye. */
async function shot(page: Page, name: string, label: string) {
  if (!SHOTS) return;
  await page.locator('main h1').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: label === 'phone' });
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
