import { expect, type Page, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { media } from '../../src/core/content/media';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';

const CONFIG_BLOCK = /<script type="application\/json" id="site-config">[\s\S]*?<\/script>/;

/** Serves /welcome with the given intro video configured, as the server will when it is set. */
async function configureIntroVideo(page: Page, introVideoUrl: string | null) {
  const block = `<script type="application/json" id="site-config">${JSON.stringify({
    bookingWidget: null,
    leadForm: null,
    introVideoUrl,
    adPixelId: null,
  })}</script>`;
  await page.route(/\/welcome$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = CONFIG_BLOCK.test(html)
      ? html.replace(CONFIG_BLOCK, block)
      : html.replace('</body>', `${block}</body>`);
    await route.fulfill({ response, body });
  });
}

/** A two-second WebM clip recorded in the browser itself (no video files in the repository). */
async function recordClip(page: Page): Promise<Buffer> {
  await page.goto('/home');
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        context.fillStyle = '#175535';
        context.fillRect(0, 0, 160, 90);
        context.fillStyle = '#f0db9c';
        context.beginPath();
        context.arc(20 + (t / 2000) * 120, 40, 12, 0, Math.PI * 2);
        context.fill();
        if (t < 2000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

const section = (page: Page) => page.locator('section[data-intro-state]');

test.describe('landing intro page', () => {
  test('the prerendered page says Loading... and offers ENTER', async ({ request }) => {
    const html = await (await request.get('/welcome')).text();
    expect(html).toContain(`${academy.name}</h1>`);
    expect(html).toContain('Loading...');
    expect(html).toMatch(/<a[^>]*href="\/home"[^>]*>ENTER/);
  });

  test('with no video configured it shows the banner image, and ENTER goes home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await configureIntroVideo(page, null);
    await page.goto('/welcome');
    await expect(section(page)).toHaveAttribute('data-intro-state', 'fallback');
    const banner = page.getByRole('img', { name: media.welcomeBanner.alt });
    await expect(banner).toHaveCSS('opacity', '1');
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(academy.name);

    await page.getByRole('link', { name: 'ENTER' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Golf coaching for juniors and adults on the south coast',
    );
    expect(errors).toEqual([]);
  });

  test('a video that fails is logged as a warning and the banner shows instead', async ({ page }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
      if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
    });
    await configureIntroVideo(page, '/media/does-not-exist.mp4');
    await page.goto('/welcome');
    await expect(section(page)).toHaveAttribute('data-intro-state', 'fallback');
    await expect(page.getByRole('img', { name: media.welcomeBanner.alt })).toHaveCSS('opacity', '1');
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(warnings.some((w) => w.includes('/media/does-not-exist.mp4'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a working video shows Loading... until it can play, then fades in muted and looping', async ({
    page,
  }) => {
    const clip = await recordClip(page);
    expect(clip.length).toBeGreaterThan(500);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/media/intro-test.webm', async (route) => {
      await released;
      await route.fulfill({ status: 200, contentType: 'video/webm', body: clip });
    });
    await configureIntroVideo(page, '/media/intro-test.webm');
    await page.goto('/welcome');

    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(section(page)).toHaveAttribute('data-intro-state', 'loading');
    await expect(video).toHaveCSS('opacity', '0');

    release();
    await expect(section(page)).toHaveAttribute('data-intro-state', 'playing');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(video).toHaveCSS('opacity', '1');
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted,
        loop: v.loop,
        inline: v.playsInline,
      })),
    ).toEqual({ muted: true, loop: true, inline: true });
    await expect(page.getByRole('img', { name: media.welcomeBanner.alt })).toHaveCSS('opacity', '0');
  });

  test('with reduced motion it shows the banner and never starts the video', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await configureIntroVideo(page, '/media/intro-test.webm');
    await page.goto('/welcome');
    await expect(section(page)).toHaveAttribute('data-intro-state', 'fallback');
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('img', { name: media.welcomeBanner.alt })).toHaveCSS('opacity', '1');
  });

  for (const width of [1280, 390]) {
    test(`is accessible and fits the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.goto('/welcome');
      await expect(section(page)).toHaveAttribute('data-intro-state', 'fallback');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});
