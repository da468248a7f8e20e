import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { WIDTHS } from './support/family';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const LEO = {
  name: 'Leo Patel',
  email: 'leo.patel@example.com',
  medical: 'Mild asthma: inhaler in golf bag.',
};
const COACH = `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`;

async function staffSignIn(page: Page, email: string) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The admin, at a computer of their own. */
async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  return { context, page: await context.newPage() };
}

test.describe('staff portal: the welfare card', () => {
  for (const [width, viewport] of WIDTHS) {
    test(`a coach opens a student's welfare card, and the admin sees the view in the access log (${width})`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(viewport);
      await staffSignIn(page, DEMO_COACH.email);
      await page.goto('/staff-portal?tab=students');
      const grid = page.getByRole('list', { name: 'My students' });
      await grid.getByRole('button', { name: LEO.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: LEO.name })).toBeVisible();

      // The overview shows nothing of it until the coach asks.
      await expect(page.getByText(LEO.medical)).toHaveCount(0);
      await expect(page.getByText('Each view is recorded.')).toBeVisible();
      await page.getByRole('button', { name: 'Show welfare details' }).click();
      const card = page.getByRole('region', { name: 'Welfare' });
      await expect(card.getByText(LEO.medical)).toBeVisible();
      await expect(card).toContainText('Priya Patel');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await card.getByRole('button', { name: 'Hide welfare details' }).click();
      await expect(page.getByText(LEO.medical)).toHaveCount(0);

      // The admin looks up who has viewed Leo's private details.
      const admin = await adminPage(browser, viewport);
      await staffSignIn(admin.page, ADMIN_EMAIL);
      await admin.page.goto('/staff-portal?tab=admin&section=students');
      await admin.page.getByLabel('Search students').fill(LEO.email);
      const row = admin.page
        .getByTestId('admin-student')
        .filter({ has: admin.page.getByRole('heading', { name: LEO.name, exact: true }) });
      await row.getByRole('button', { name: `Who viewed private details of ${LEO.name}` }).click();
      const log = row.getByRole('region', { name: `Who viewed ${LEO.name}'s private details` });
      const entry = log.getByTestId('access-log-entry').filter({ hasText: `${COACH} · Welfare card` });
      await expect(entry.first()).toBeVisible();
      // The newest entry is this journey's view.
      await expect(log.getByTestId('access-log-entry').first()).toContainText(`${COACH} · Welfare card`);
      await expectNoHorizontalScroll(admin.page);
      await expectAccessible(admin.page);
      await admin.context.close();
    });
  }
});
