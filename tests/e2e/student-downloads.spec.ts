import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { freshStudent } from './support/fresh-student';

const GRACE = { email: 'grace.thompson@example.com', name: 'Grace Thompson' }; // performance tier
const ADMIN_EMAIL = 'admin@solentgolf.academy';
const REQUESTED = 'Requested — the academy will confirm your purchase and take payment at the venue';
const SHOTS = process.env.DOWNLOADS_SCREENSHOTS;

// The journeys change the same seeded items (a request, a grant, an upload), so they run in order.
test.describe.configure({ mode: 'serial' });

async function studentSignIn(page: Page, email: string) {
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(/Welcome, /)).toBeVisible();
}

/** Signs this browser in as a new free-tier member: the demo's free member, Amelia, is a child without a login. */
async function freeMemberSignIn(page: Page, baseURL: string | undefined) {
  await freshStudent(page, baseURL, { firstName: 'Fay', lastName: 'Free' });
  await page.goto('/student-portal');
  await expect(page.getByText(/Welcome, /)).toBeVisible();
}

async function openDownloads(page: Page) {
  await page.getByRole('tab', { name: 'Digital Downloads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Downloads' })).toBeVisible();
  await expect(page.getByTestId('download-card').first()).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const titles = (page: Page) => page.getByTestId('download-card').getByRole('heading').allTextContents();
const stat = (page: Page, label: string): Locator =>
  page
    .getByTestId('download-stats')
    .locator('> div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.font-display');

test.describe('student portal: digital downloads', () => {
  test('a free member sees stats, filters, sorts and the right button on each card, and asks to buy', async ({
    page,
    baseURL,
  }) => {
    await freeMemberSignIn(page, baseURL);
    await openDownloads(page);

    // Five seeded items: two free of charge, two within the Free tier.
    await expect(stat(page, 'Total')).toHaveText('5');
    await expect(stat(page, 'Purchased')).toHaveText('0');
    await expect(stat(page, 'Free')).toHaveText('2');
    await expect(stat(page, 'Available')).toHaveText('2');

    // Newest first by default.
    expect((await titles(page))[0]).toBe('Tournament Preparation Workbook');
    await page.getByLabel('Sort by').selectOption({ label: 'Most popular' });
    expect((await titles(page))[0]).toBe('Weekly Practice Plan');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    expect((await titles(page))[0]).toBe('Tournament Preparation Workbook');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    expect((await titles(page)).slice(0, 2).sort()).toEqual([
      'Putting Tempo Metronome',
      'Weekly Practice Plan',
    ]);

    // Free: Download only. Paid within the tier: Buy. Above the tier: 'Upgrade Required', leading to the plans.
    const free = card(page, 'Weekly Practice Plan');
    await expect(free.getByRole('link', { name: /Download/ })).toBeVisible();
    await expect(free.getByRole('link', { name: /Preview/ })).toHaveCount(0);
    await expect(free.getByRole('button', { name: /Buy/ })).toHaveCount(0);
    const paid = card(page, 'Short Game Scoring Card');
    await expect(paid.getByText('£4.99')).toBeVisible();
    await expect(paid.getByRole('link')).toHaveCount(0);
    const locked = card(page, 'Tournament Preparation Workbook');
    await expect(locked.getByRole('link', { name: /^Upgrade Required/ })).toBeVisible();
    await expect(locked.getByRole('link', { name: /Download|Preview/ })).toHaveCount(0);
    const metronome = card(page, 'Putting Tempo Metronome').getByRole('link', { name: /^Upgrade Required/ });
    await expect(metronome).toHaveAccessibleName(
      'Upgrade Required: see the memberships that open Putting Tempo Metronome',
    );
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/downloads-desktop.png`, fullPage: true });

    // It leads to the Membership page; with payments off that says how to join. Back returns to the list.
    await metronome.click();
    await expect(page).toHaveURL(/\/portal\/membership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upgrade-membership-desktop.png`, fullPage: true });
    await page.goBack();
    await expect(card(page, 'Putting Tempo Metronome')).toBeVisible();

    // Search matches the title or the description, in any case.
    await page.getByLabel('Search').fill('TEMPO');
    expect(await titles(page)).toEqual(['Putting Tempo Metronome']);
    await page.getByLabel('Search').fill('scorecard');
    await expect(page.getByRole('heading', { name: 'No downloads found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Type').selectOption({ label: 'Audio' });
    expect(await titles(page)).toEqual(['Putting Tempo Metronome']);
    await page.getByLabel('Type').selectOption({ label: 'Video' });
    await expect(page.getByRole('heading', { name: 'No downloads found' })).toBeVisible();
    await page.getByLabel('Type').selectOption({ label: 'All types' });
    await page.getByLabel('Category').selectOption({ label: 'Practice plans' });
    expect((await titles(page)).sort()).toEqual(['Junior Range Session Plans', 'Weekly Practice Plan']);
    await page.getByLabel('Category').selectOption({ label: 'All categories' });

    // Download: the server sends the file and counts it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      free.getByRole('link', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('weekly-practice-plan.pdf');
    await expect(free.getByText(/^14[3-9] downloads$/)).toBeVisible({ timeout: 10_000 });

    // Buy records a request; no payment is taken online.
    await paid.getByRole('button', { name: /Buy/ }).click();
    await expect(paid.getByText(REQUESTED)).toBeVisible();
    await page.reload();
    await openDownloads(page);
    await expect(card(page, 'Short Game Scoring Card').getByText(REQUESTED)).toBeVisible();
    await expect(stat(page, 'Purchased')).toHaveText('0');
  });

  test('a failed load says so and offers to try again', async ({ page, baseURL }) => {
    await freeMemberSignIn(page, baseURL);
    let fail = true;
    await page.route('**/api/downloads', (route) =>
      fail ? route.fulfill({ status: 500, body: '{"message":"Something went wrong"}' }) : route.continue(),
    );
    await page.getByRole('tab', { name: 'Digital Downloads' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Downloads could not be loaded' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('download-card').first()).toBeVisible();
  });

  test('fits a phone, reached through the menu', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await freeMemberSignIn(page, baseURL);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Downloads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Downloads' })).toBeVisible();
    await expect(page.getByTestId('download-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/downloads-phone.png`, fullPage: true });
  });

  test('an administrator grants a purchase and uploads and retires a download; the student sees it', async ({
    page,
    browser,
  }) => {
    // Grace asks to buy a paid plan her tier allows.
    await studentSignIn(page, GRACE.email);
    await openDownloads(page);
    const plans = card(page, 'Junior Range Session Plans');
    await plans.getByRole('button', { name: /Buy/ }).click();
    await expect(plans.getByText(REQUESTED)).toBeVisible();

    // The administrator grants it from the Content tab.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto('/staff-portal');
    await staff.getByLabel('Staff Email').fill(ADMIN_EMAIL);
    await staff.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Sign In' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await staff.getByRole('tab', { name: 'Content' }).click();
    await expect(staff.getByRole('heading', { name: 'Purchase requests' })).toBeVisible();
    await staff.getByRole('button', { name: `Grant Junior Range Session Plans to ${GRACE.name}` }).click();
    await expect(
      staff.getByRole('button', { name: `Grant Junior Range Session Plans to ${GRACE.name}` }),
    ).toHaveCount(0);

    // Upload a small PDF, watching the progress, then retire it.
    await staff.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Upload a download' });
    await dialog.getByLabel('Title').fill('Bunker Basics');
    await dialog.getByLabel('Description').fill('Three bunker drills for a Saturday morning.');
    await dialog.getByLabel('Category').fill('Short game');
    await dialog.getByLabel('Author').fill('Emma Caldwell');
    await dialog.getByLabel('Price (£)', { exact: true }).fill('0');
    await dialog.getByLabel('File').setInputFiles({
      name: 'bunker-basics.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    // A file whose bytes are not the type chosen is refused by the server, beside the field.
    await dialog.getByLabel('Type').selectOption({ label: 'Audio' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('File type not allowed')).toBeVisible();
    await dialog.getByLabel('Type').selectOption({ label: 'PDF' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toHaveCount(0);
    const uploaded = staff
      .getByRole('list', { name: 'Downloads' })
      .getByRole('listitem')
      .filter({ hasText: 'Bunker Basics' });
    await expect(uploaded).toBeVisible();
    await expectAccessible(staff);
    if (SHOTS) await staff.screenshot({ path: `${SHOTS}/downloads-staff.png`, fullPage: true });

    await page.reload();
    await openDownloads(page);
    await expect(card(page, 'Bunker Basics')).toBeVisible();
    const granted = card(page, 'Junior Range Session Plans');
    await expect(granted.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', /preview=1$/);
    await expect(granted.getByRole('link', { name: /Download/ })).toBeVisible();
    await expect(stat(page, 'Purchased')).toHaveText('1');

    await uploaded.getByRole('button', { name: 'Retire Bunker Basics' }).click();
    await expect(uploaded.getByText('Retired')).toBeVisible();
    await page.reload();
    await openDownloads(page);
    await expect(card(page, 'Bunker Basics')).toHaveCount(0);
    await staffContext.close();
  });
});
