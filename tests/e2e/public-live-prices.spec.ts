import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { WIDTHS } from './support/family';
import { gotoHydrated } from './support/hydration';

/*
 * On the payments server: its database is its own, and no other journey there reads the adult coaching
 * price, so changing it cannot disturb them. The public page must show what staff set, in its HTML and
 * after the browser takes over.
 */
test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL });
test.describe.configure({ mode: 'serial' });

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const PRICES = { desktop: { typed: '74', shown: '£74' }, phone: { typed: '76.50', shown: '£76.50' } };

async function setAdultPrice(page: Page, typed: string, phone: boolean) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bookings' }).click();
  } else {
    await page.getByRole('tab', { name: 'Bookings' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Edit Adult 1:1 Coaching' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Adult 1:1 Coaching' });
  await dialog.getByLabel('Price (£)').fill(typed);
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('Adult 1:1 Coaching saved.')).toBeVisible();
}

test.describe('public pages quote the prices staff set', () => {
  for (const [label, viewport] of WIDTHS) {
    test(`an admin changes the adult coaching price and the adult lessons page shows it (${label})`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(viewport);
      const { typed, shown } = PRICES[label as keyof typeof PRICES];
      await setAdultPrice(page, typed, label === 'phone');

      // A visitor at another computer, with scripts off: the HTML itself carries the price.
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: process.env.E2E_PAYMENTS_BASE_URL,
      });
      const html = await plain.newPage();
      await html.goto('/adult-lessons');
      await expect(html.getByText(`${shown}`, { exact: true }).first()).toBeVisible();
      await expect(html.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`from ${shown.replace('.', '\\.')} an hour`),
      );
      await plain.close();

      // And with scripts on, the page the browser hydrates says the same, with no hydration error.
      const visitor = await browser.newContext({ baseURL: process.env.E2E_PAYMENTS_BASE_URL, viewport });
      const page2 = await visitor.newPage();
      const errors: string[] = [];
      page2.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page2.on('pageerror', (e) => errors.push(e.message));
      // The home page after the browser has taken it over, then the adult page reached inside the app.
      await gotoHydrated(page2, '/');
      await expect(page2.getByText(`From ${shown} an hour`).first()).toBeVisible();
      await page2.getByRole('contentinfo').getByRole('link', { name: 'Adult 1:1 Coaching' }).click();
      await expect(page2).toHaveURL(/\/adult-lessons$/);
      await expect(page2.getByText(shown, { exact: true }).first()).toBeVisible();
      await expect(page2.getByText('£70', { exact: true })).toHaveCount(0);
      await expectNoHorizontalScroll(page2);
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
      await visitor.close();
    });
  }
});
