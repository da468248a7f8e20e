import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { WIDTHS } from './support/family';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screens';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function openVideoConversions(page: Page) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/staff-portal?tab=admin&section=mail');
  await expect(page.getByRole('tab', { name: 'Mail & video', selected: true })).toBeVisible();
}

for (const [name, viewport] of WIDTHS) {
  test.describe(`the video conversion queue in Academy (${name})`, () => {
    test.use({ viewport });

    test('an administrator sees the counts per status and that the converter is installed', async ({
      page,
    }) => {
      await openVideoConversions(page);
      const section = page.getByRole('region', { name: 'Video conversions' });
      await expect(section.getByRole('heading', { level: 2, name: 'Video conversions' })).toBeVisible();
      const counts = await (await page.request.get('/api/admin/video-conversions')).json();
      expect(counts.converterInstalled).toBe(true);
      for (const [label, status] of [
        ['Waiting', 'queued'],
        ['Converting', 'converting'],
        ['Ready', 'ready'],
        ['Failed', 'failed'],
      ] as const) {
        await expect(section.getByText(label, { exact: true })).toBeVisible();
        expect(counts.counts[status]).toBeGreaterThanOrEqual(0);
      }
      await expect(section.getByText('The video converter is not installed on the server')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await shot(page, 'video-conversions');
    });

    test('says so when the queue cannot be loaded, and loads it on retry', async ({ page }) => {
      let fail = true;
      await page.route('**/api/admin/video-conversions', (route) =>
        fail ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } }) : route.continue(),
      );
      await openVideoConversions(page);
      const section = page.getByRole('region', { name: 'Video conversions' });
      await expect(section.getByText('Video conversions could not be loaded')).toBeVisible();
      await shot(page, 'video-conversions-error');
      fail = false;
      await section.getByRole('button', { name: /try again/i }).click();
      await expect(section.getByText('Waiting', { exact: true })).toBeVisible();
    });

    test('tells the administrator when ffmpeg is missing', async ({ page }) => {
      await page.route('**/api/admin/video-conversions', (route) =>
        route.fulfill({
          json: {
            success: true,
            converterInstalled: false,
            counts: { queued: 3, converting: 0, ready: 12, failed: 1 },
            failures: [
              {
                sourceKey: 'challenge-evidence/0f0e1d2c-3b4a-5968-7766-554433221100.mov',
                error:
                  'Not a readable video: ffprobe failed (exit 1): Invalid data found when processing input',
                attempts: 1,
                createdAt: '2026-11-20T09:15:00.000Z',
                finishedAt: '2026-11-20T09:16:00.000Z',
              },
            ],
          },
        }),
      );
      await openVideoConversions(page);
      const section = page.getByRole('region', { name: 'Video conversions' });
      await expect(section.getByText('The video converter is not installed on the server')).toBeVisible();
      await expect(section.getByTestId('video-conversion-failure')).toHaveCount(1);
      await expect(section.getByTestId('video-conversion-failure')).toContainText('Invalid data found');
      await expect(section.getByTestId('video-conversion-failure')).toContainText('20 Nov 2026, 09:16');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await shot(page, 'video-conversions-missing');
    });
  });
}
