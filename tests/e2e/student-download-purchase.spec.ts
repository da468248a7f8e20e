import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { WIDTHS } from './support/family';
import { freshStudent } from './support/fresh-student';

/*
 * The academy that takes payments online (a second server, against a loopback double of Stripe's API whose
 * hosted page has a Pay button that pays and goes on to the success address). A paid download is bought
 * there, and opens once the server has Stripe's word for the payment.
 */
test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL });

const ITEM = 'Short Game Scoring Card'; // £4.99, within the Free tier
const SHOTS = process.env.DOWNLOADS_SCREENSHOTS;

const card = (page: Page) => page.getByRole('article', { name: ITEM });
const purchasedStat = (page: Page) =>
  page
    .getByTestId('download-stats')
    .locator('> div')
    .filter({ has: page.getByText('Purchased', { exact: true }) })
    .locator('.font-display');

/** Opens Digital Downloads as a person would: the side list on a desktop, the menu on a phone. */
async function openDownloads(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Downloads' }).click();
  } else {
    await page.getByRole('tab', { name: 'Digital Downloads' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Downloads' })).toBeVisible();
  await expect(card(page)).toBeVisible();
}

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a student buys a paid download on Stripe's page, comes back, and it opens`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    // A new member each time, so the item is theirs to buy whatever ran before.
    await freshStudent(page, baseURL, { firstName: 'Penny', lastName: 'Buyer' });
    await page.goto('/student-portal');
    await expect(page.getByText(/Welcome, /)).toBeVisible();
    await openDownloads(page, name === 'phone');

    const item = card(page);
    await expect(item.getByText('£4.99', { exact: true })).toBeVisible();
    await expect(item.getByRole('link')).toHaveCount(0);
    await expect(purchasedStat(page)).toHaveText('0');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/buy-${name}.png`, fullPage: true });
    await item.getByRole('button', { name: `Buy ${ITEM} for £4.99` }).click();

    // Stripe's page, for the item's price.
    await page.waitForURL(/\/c\/pay\/cs_/);
    await expect(page.getByRole('heading', { name: 'Pay £4.99' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay £4.99' }).click();

    // Back on the downloads tab, told only what the server confirmed.
    await page.waitForURL(/\/student-portal\?tab=downloads&purchase=cs_\w+$/);
    const done = page.getByTestId('checkout-return');
    await expect(done.getByText('Purchase complete')).toBeVisible();
    await expect(done.getByText(`“${ITEM}” is yours to keep.`, { exact: false })).toBeVisible();
    await expect(card(page).getByText('Purchased')).toBeVisible();
    await expect(purchasedStat(page)).toHaveText('1');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bought-${name}.png`, fullPage: true });

    // It opens: the file comes down from the card.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page)
        .getByRole('link', { name: `Download ${ITEM}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('short-game-scoring-card.pdf');

    // The message goes when dismissed; the item stays bought after a reload.
    await done.getByRole('button', { name: 'Close this message' }).click();
    await expect(page.getByTestId('checkout-return')).toHaveCount(0);
    await page.reload();
    await expect(card(page).getByText('Purchased')).toBeVisible();
    await expect(card(page).getByRole('button', { name: /Buy/ })).toHaveCount(0);
  });
}
