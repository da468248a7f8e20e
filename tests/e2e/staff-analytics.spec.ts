import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screens';

interface Analytics {
  period: string;
  stats: {
    activeStudents: number;
    totalStudents: number;
    exercisesCompleted: number;
    challengesCompleted: number;
    averageProgress: number;
  };
  thisMonth: {
    newStudents: number;
    modulesCompleted: number;
    challengesCompleted: number;
    messagesReceived: number;
  };
  series: unknown[];
  topStudents: { first_name: string; last_name: string; activity_count: number; progress: number }[];
}

async function signInAsCoach(page: Page) {
  await page.context().clearCookies();
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(DEMO_COACH.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The analytics answer for a period, as the page receives it. */
const analyticsFor = async (page: Page, period: string, act: () => Promise<unknown>): Promise<Analytics> => {
  const response = page.waitForResponse((r) => r.url().includes(`/analytics?period=${period}`) && r.ok());
  await act();
  return (await response).json();
};

/** The stat card whose label is `label`. */
const card = (page: Page, label: string): Locator =>
  page
    .locator('main div.rounded-xl')
    .filter({ has: page.locator('p', { hasText: new RegExp(`^${label}$`) }) })
    .first();

/** Every figure on screen is the one the server sent for the period. */
async function expectFigures(page: Page, data: Analytics) {
  const { stats, thisMonth } = data;
  await expect(card(page, 'Active students')).toContainText(
    `${stats.activeStudents} of ${stats.totalStudents}`,
  );
  await expect(card(page, 'Exercises completed')).toContainText(String(stats.exercisesCompleted));
  await expect(card(page, 'Challenges completed')).toContainText(String(stats.challengesCompleted));
  await expect(card(page, 'Average progress')).toContainText(`${stats.averageProgress}%`);
  const month = page.getByRole('region', { name: 'This Month' });
  const figure = (label: string) =>
    month.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(figure('New students')).toHaveText(String(thisMonth.newStudents));
  await expect(figure('Modules completed')).toHaveText(String(thisMonth.modulesCompleted));
  await expect(figure('Challenges completed')).toHaveText(String(thisMonth.challengesCompleted));
  await expect(figure('Messages received')).toHaveText(String(thisMonth.messagesReceived));
  const top = page.getByRole('list', { name: 'Top students' }).getByRole('listitem');
  const expected = data.topStudents.slice(0, 3);
  await expect(top).toHaveCount(expected.length);
  for (const [i, s] of expected.entries()) {
    await expect(top.nth(i)).toContainText(`${s.first_name} ${s.last_name}`);
    await expect(top.nth(i).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(s.progress));
    await expect(top.nth(i)).toContainText(
      `${s.activity_count} ${s.activity_count === 1 ? 'activity' : 'activities'}`,
    );
  }
}

test.describe('staff portal: analytics', () => {
  test('a coach switches from Week to Quarter and sees the server’s figures for each', async ({ page }) => {
    await signInAsCoach(page);
    const week = await analyticsFor(page, 'week', () =>
      page.getByRole('tab', { name: 'Analytics' }).first().click(),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(week.period).toBe('week');
    expect(week.series).toHaveLength(7);
    const period = page.getByRole('group', { name: 'Period' });
    await expect(period.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await expectFigures(page, week);
    await expect(page.getByRole('table', { name: 'Activity per day in the last 7 days' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Top students' })).toContainText('Oliver Bennett');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/analytics-week-desktop.png`, fullPage: true });

    const quarter = await analyticsFor(page, 'quarter', () =>
      period.getByRole('button', { name: 'Quarter' }).click(),
    );
    expect(quarter.period).toBe('quarter');
    expect(quarter.series).toHaveLength(13);
    await expect(period.getByRole('button', { name: 'Quarter' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Active students')).toContainText('in the last 13 weeks');
    await expectFigures(page, quarter);
    await expect(page.getByRole('table', { name: 'Activity per week in the last 13 weeks' })).toBeAttached();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/analytics-quarter-desktop.png`, fullPage: true });

    const month = await analyticsFor(page, 'month', () =>
      period.getByRole('button', { name: 'Month' }).click(),
    );
    await expectFigures(page, month);
    await page.screenshot({ path: `${SHOTS}/analytics-month-desktop.png`, fullPage: true });
  });

  test('when the figures do not arrive it says so and tries again', async ({ page }) => {
    await signInAsCoach(page);
    let fail = true;
    await page.route('**/analytics?period=*', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.continue(),
    );
    await page.getByRole('tab', { name: 'Analytics' }).first().click();
    await expect(page.getByText('We could not load your analytics')).toBeVisible();
    await expectAccessible(page);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page, 'Active students')).toBeVisible();
  });

  test('on a phone the analytics fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsCoach(page);
    const week = await analyticsFor(page, 'week', () => page.goto('/staff-portal?tab=analytics'));
    await expectFigures(page, week);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/analytics-week-phone.png`, fullPage: true });
    const month = await analyticsFor(page, 'month', () =>
      page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Month' }).click(),
    );
    await expectFigures(page, month);
    await expectNoHorizontalScroll(page);
    const box = await page.getByRole('button', { name: 'Quarter' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${SHOTS}/analytics-month-phone.png`, fullPage: true });
    await page
      .getByRole('region', { name: 'Activity', exact: true })
      .screenshot({ path: `${SHOTS}/analytics-month-chart-phone.png` });
    await page
      .getByRole('region', { name: 'Top Students' })
      .screenshot({ path: `${SHOTS}/analytics-top-students-phone.png` });
  });
});
