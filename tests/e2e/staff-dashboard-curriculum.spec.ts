import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD, E2E_STAFF } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function staffSignIn(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const stats = page.waitForResponse((r) => r.url().includes('/dashboard-stats'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return (await stats).json();
}

const card = (page: Page, label: string) =>
  page.locator('main').getByText(label, { exact: true }).locator('xpath=../..');

test.describe('staff portal: dashboard and curriculum', () => {
  test('the dashboard shows the coach’s real figures and recent activity', async ({ page }) => {
    const stats = await staffSignIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    await expect(card(page, 'Students')).toContainText(String(stats.totalStudents));
    await expect(card(page, 'Students')).toContainText(`${stats.newStudentsThisMonth} new this month`);
    await expect(card(page, 'Active students')).toContainText(`${stats.engagementRate}% engagement`);
    await expect(card(page, 'Completed challenges')).toContainText(String(stats.completedChallenges));
    await expect(card(page, 'Average progress')).toContainText(`${stats.avgProgress}%`);
    await expect(card(page, 'Unread messages')).toContainText(String(stats.unreadMessages));
    // The newest of the server's events, whoever's they are: other journeys add to James's students' activity.
    const activity = page.getByRole('list', { name: 'Recent activity' });
    expect(stats.recentActivity.length).toBeGreaterThan(0);
    await expect(activity.getByRole('listitem')).toHaveCount(stats.recentActivity.length);
    await expect(activity.getByRole('listitem').first()).toContainText(stats.recentActivity[0].studentName);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-dashboard-desktop.png`, fullPage: true });

    await staffSignIn(page, E2E_STAFF.email, E2E_STAFF.password);
    await expect(page.getByRole('heading', { name: 'No recent activity' })).toBeVisible();
  });

  test('a coach reads a lesson and assigns it; the same lesson again is refused by name', async ({
    page,
  }) => {
    await staffSignIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    await page.getByRole('tab', { name: 'Curriculum' }).click();
    await expect(page.getByRole('heading', { name: 'Select a Module' })).toBeVisible();
    const lessons = page.getByRole('navigation', { name: 'Lessons' }).getByRole('button');
    await expect(lessons).toHaveCount(18);
    await lessons.filter({ hasText: 'Lesson 12' }).click();
    await expect(page.getByRole('heading', { name: 'Learning outcomes' })).toBeVisible();
    await page.getByRole('button', { name: /^12-1 · / }).click();
    await expect(page.getByRole('heading', { name: 'Key points' }).first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-curriculum-desktop.png`, fullPage: true });

    await lessons.filter({ hasText: 'Lesson 14' }).click();
    await page.getByRole('button', { name: 'Assign to Students' }).click();
    const dialog = page.getByRole('dialog');
    const assign = dialog.getByRole('button', { name: 'Assign', exact: true });
    await expect(assign).toBeDisabled();
    await dialog.getByLabel('David Morgan').click();
    await assign.click();
    await expect(page.getByText('Lesson 14 assigned to 1 student')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Assign to Students' }).click();
    await dialog.getByLabel('David Morgan').click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog).toContainText('David Morgan already has lesson 14');
    await expectAccessible(page);
  });

  test('on a phone the lessons and a lesson show one at a time', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await staffSignIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    await expectNoHorizontalScroll(page);
    await page.goto('/staff-portal?tab=curriculum');
    await page
      .getByRole('navigation', { name: 'Lessons' })
      .getByRole('button')
      .filter({ hasText: 'Lesson 3' })
      .first()
      .click();
    await expect(page.getByRole('navigation', { name: 'Lessons' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Learning outcomes' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'All lessons' }).click();
    await expect(page.getByRole('navigation', { name: 'Lessons' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-curriculum-phone.png`, fullPage: true });
  });
});
