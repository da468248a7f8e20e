import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { freshStudent } from './support/fresh-student';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const SHOTS = process.env.LEARNING_SCREENSHOTS;
// YouTube's own public API sample video.
const YOUTUBE_ID = 'M7lc1UVf-VE';

async function staffSignIn(page: Page, email: string) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('staff portal: content videos', () => {
  test('an admin adds a YouTube video and a free student watches it; coaches have no Content tab', async ({
    page,
    baseURL,
  }) => {
    const title = `Bunker Basics ${Date.now().toString(36)}`;
    await staffSignIn(page, ADMIN_EMAIL);
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learning videos' })).toBeVisible();
    await expect(page.getByTestId('staff-video').first()).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a video' });
    await dialog.getByLabel('YouTube link').fill('not a link');
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Description')
      .fill('Splash the sand, not the ball: set-up and swing for greenside bunkers.');
    await dialog.getByLabel('Instructor').fill('Emma Caldwell');
    await dialog.getByLabel('Duration (minutes)').fill('12');
    await dialog.getByLabel('Rating (optional)').fill('4.8');
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await expect(dialog.getByText('Paste a YouTube video link')).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-add-desktop.png` });
    await dialog.getByLabel('YouTube link').fill(`https://www.youtube.com/watch?v=${YOUTUBE_ID}&t=10s`);
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('staff-video').filter({ hasText: title });
    await expect(row).toContainText('YouTube');

    // On a phone the menu reaches Content without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A free student sees it and the player embeds it without cookies. A new one signs up for it: the
    // demo's free member, Amelia, is a child without a login.
    await freshStudent(page, baseURL, { firstName: 'Fay', lastName: 'Free' });
    await page.goto('/student-portal');
    await page.getByRole('tab', { name: 'Learning Modules' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('img')).toHaveCount(0); // decorative thumbnail
    await card.getByRole('button', { name: /^Watch/ }).click();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${YOUTUBE_ID}`),
    );

    // The admin retires it again; students no longer see it.
    await page.goto('/staff-portal?tab=content');
    await page
      .getByTestId('staff-video')
      .filter({ hasText: title })
      .getByRole('button', { name: `Retire ${title}` })
      .click();
    await expect(page.getByTestId('staff-video').filter({ hasText: title })).toContainText('Retired');

    await page.goto('/student-portal?tab=learning');
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });

  test('a coach has no Content tab, and its address opens the dashboard', async ({ page }) => {
    await staffSignIn(page, DEMO_COACH.email);
    await expect(page.getByRole('tab', { name: 'Bookings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveCount(0);
    await page.goto('/staff-portal?tab=content');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
