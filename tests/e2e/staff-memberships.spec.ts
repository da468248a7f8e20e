import { mkdir } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { WIDTHS } from './support/family';
import { openMemberships, signInAsAdmin } from './support/staff-memberships';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screens';
/** A price no other journey uses, so the public page showing it can only be this change. */
const NEW_PRICE = {
  desktop: { typed: '251.25', shown: '£251.25' },
  phone: { typed: '249', shown: '£249.00' },
};

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/memberships-${name}-${width}.png`, fullPage: true });
}

const planCard = (page: Page, name: string): Locator =>
  page.getByTestId('membership-plan').filter({ has: page.getByRole('heading', { name, exact: true }) });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function changePrice(page: Page, typed: string) {
  await planCard(page, 'Essentials').getByRole('button', { name: 'Change price of Essentials' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the price of Essentials' });
  await dialog.getByLabel('Monthly price (£)').fill(typed);
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(dialog).toHaveCount(0);
}

/** A visitor at another computer: their own browser, so no cached copy of the plans. */
async function visitorSees(browser: Browser, price: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
  const visitor = await context.newPage();
  await visitor.goto('/adult-lessons');
  const essentials = visitor.getByRole('article', { name: 'Essentials', exact: true });
  await expect(essentials).toContainText(new RegExp(`${price.replace('.', '\\.')}\\s*per month`));
  await context.close();
}

// Both widths change the same plan's price, so they run one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('staff portal: Memberships (admin)', () => {
  for (const [label, viewport] of WIDTHS) {
    test(`an admin sees the plans, changes Essentials' price and the public page shows it (${label})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const phone = label === 'phone';
      await page.setViewportSize(viewport);
      await signInAsAdmin(page);
      await openMemberships(page, phone);

      // Payments are off here: nothing has been bought online, and the payments list says so too.
      await expect(page.getByRole('heading', { name: 'No memberships yet' })).toBeVisible();
      const sectionBar = page.getByRole('tablist', { name: 'Academy sections' });
      await sectionBar.getByRole('tab', { name: 'Payments' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
      await sectionBar.getByRole('tab', { name: 'Memberships' }).click();
      const essentials = planCard(page, 'Essentials');
      await expect(essentials).toContainText('Coaching plan');
      await expect(essentials).toContainText('Gives Essentials · 4 lessons a month');
      await expect(page.getByTestId('membership-plan')).toHaveCount(4);
      const before = ((await essentials.getByTestId('plan-price').textContent()) ?? '').trim();
      expect(before).toMatch(/^£[\d,]+\.\d{2}$/);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await shot(page, 'section');

      // The dialog says who pays the new price, and refuses what is not money.
      await essentials.getByRole('button', { name: 'Change price of Essentials' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the price of Essentials' });
      await expect(dialog).toContainText(
        'New members pay the new price; members already paying keep theirs.',
      );
      const box = dialog.getByLabel('Monthly price (£)');
      await expect(box).toHaveValue(before.slice(1).replaceAll(',', ''));
      await box.fill('twelve');
      await dialog.getByRole('button', { name: 'Save price' }).click();
      await expect(dialog.getByText('Enter the price in pounds, like 49.00')).toBeVisible();
      await box.fill('0.50');
      await dialog.getByRole('button', { name: 'Save price' }).click();
      await expect(dialog.getByText('A plan costs at least £1.00')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await shot(page, 'price-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);

      const next = NEW_PRICE[label];
      await changePrice(page, next.typed);
      await expect(toast(page, `Essentials now costs ${next.shown} a month for new members.`)).toBeVisible();
      await expect(essentials).toContainText(next.shown);
      // Saved on the server: a reload shows the same.
      await page.reload();
      await expect(planCard(page, 'Essentials')).toContainText(next.shown);
      await visitorSees(browser, next.shown.replace(/\.00$/, ''));

      // The price goes back to what it was, so the demo reads as before.
      await changePrice(page, before.slice(1).replaceAll(',', ''));
      await expect(planCard(page, 'Essentials')).toContainText(before);
    });
  }
});
