import { expect, type Page, type Route, test } from '@playwright/test';
import { membershipRecord } from './support/programme-pages';

const ERROR_TEXT = 'Failed to load membership packages. Please refresh the page.';
const REDIRECT_TEXT = 'You are being redirected to our booking provider to complete your purchase securely.';

/** Answers the memberships call with the given body and status. */
async function answerMemberships(page: Page, body: unknown, status = 200) {
  await page.route('**/api/booking/memberships', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** Records window.open calls instead of opening tabs. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
}

const picker = (page: Page) => page.locator('#book-membership');

test.describe('membership picker', () => {
  test('loading, then three cards in three columns (one on a phone), loaded once', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    await page.route('**/api/booking/memberships', async (route: Route) => {
      calls += 1;
      await held;
      await route.fulfill({
        json: {
          success: true,
          data: [membershipRecord(3), membershipRecord(1), membershipRecord(2), membershipRecord(7)],
        },
      });
    });
    await page.goto('/programs');
    await expect(picker(page).getByText('Loading membership packages...')).toBeAttached();
    await expect(picker(page).locator('.animate-pulse').first()).toBeVisible();
    release();

    const cards = picker(page).locator('article');
    await expect(cards.locator('h3')).toHaveText(['Essentials', 'Performance', 'Elite']);
    await expect(cards.nth(0)).toContainText(/£150\s*per month • 4 sessions/);
    await expect(cards.nth(1)).toContainText(/£280\s*per month • 8 sessions/);
    await expect(cards.nth(2)).toContainText(/£400\s*per month • 12 sessions/);
    await expect(cards.nth(1)).toContainText('Most Popular');
    await expect(cards.nth(0)).not.toContainText('Most Popular');
    await expect(cards.nth(0)).toContainText('4 hours private coaching per month');
    await expect(cards.nth(1)).toContainText('Everything in Essentials');
    await expect(cards.nth(2)).toContainText('Priority access to bootcamps');

    const tops = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneTops = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(phoneTops[0]! < phoneTops[1]! && phoneTops[1]! < phoneTops[2]!).toBe(true);
    expect(calls).toBe(1);
  });

  test('price rules: first price, else recurring price, else FREE; limit defaults to 4', async ({ page }) => {
    await answerMemberships(page, {
      success: true,
      data: [
        membershipRecord(1, { first_price: null, recurring_price: 95 }),
        membershipRecord(2, { first_price: 0, recurring_price: 0, limit: null }),
        membershipRecord(3, { duration_type: 'once', limit: 'lots' }),
      ],
    });
    await page.goto('/programs');
    const cards = picker(page).locator('article');
    await expect(cards.nth(0)).toContainText(/£95\s*per month • 4 sessions/);
    await expect(cards.nth(1)).toContainText(/FREE\s*per month • 4 sessions/);
    await expect(cards.nth(2)).toContainText(/£400\s*one-time • 4 sessions/);
  });

  test('a failing request shows the red error box', async ({ page }) => {
    await page.route('**/api/booking/memberships', (route) => route.abort());
    await page.goto('/programs');
    const alert = picker(page).getByRole('alert');
    await expect(alert).toHaveText(ERROR_TEXT);
    await expect(alert).toHaveCSS('background-color', 'rgb(253, 236, 235)');
    await expect(picker(page).locator('article')).toHaveCount(0);
  });

  test('a server error shows the same box', async ({ page }) => {
    await answerMemberships(page, { message: 'Something went wrong' }, 500);
    await page.goto('/adult-lessons');
    await expect(page.locator('#memberships').getByRole('alert')).toHaveText(ERROR_TEXT);
  });

  test('an answer without success shows no cards and no error', async ({ page }) => {
    await answerMemberships(page, { success: false, error: 'provider down' });
    await page.goto('/programs');
    await expect(picker(page).getByText('Loading membership packages...')).toHaveCount(0);
    await expect(picker(page).locator('article')).toHaveCount(0);
    await expect(picker(page).getByRole('alert')).toHaveCount(0);
  });

  test('an image that fails is replaced by a placeholder in the package colour', async ({ page }) => {
    await answerMemberships(page, {
      success: true,
      data: [
        membershipRecord(1, { picture_path: '/media/missing-essentials.png' }),
        membershipRecord(2, { picture_path: '/media/missing-performance.png' }),
        membershipRecord(3, { picture_path: '/media/missing-elite.png' }),
      ],
    });
    await page.goto('/programs');
    // The images load lazily, as the picker comes into view.
    await picker(page).locator('article').first().scrollIntoViewIfNeeded();
    const placeholders = picker(page).getByTestId('membership-placeholder');
    await expect(placeholders).toHaveCount(3);
    expect(await placeholders.evaluateAll((els) => els.map((el) => el.getAttribute('data-color')))).toEqual([
      'blue',
      'green',
      'purple',
    ]);
    await expect(picker(page).locator('article img')).toHaveCount(0);
  });

  test('choosing a plan opens the purchase page in a new tab and says so', async ({ page }) => {
    await recordWindowOpen(page);
    await answerMemberships(page, {
      success: true,
      data: [membershipRecord(1), membershipRecord(2), membershipRecord(3)],
    });
    await page.goto('/programs');
    await picker(page).getByRole('button', { name: 'Choose Performance' }).click();
    expect(await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened)).toEqual([
      ['https://provider.example.com/v2/#membership/2/date/2027-02-01', '_blank', 'noopener,noreferrer'],
    ]);
    const status = page.getByRole('status').filter({ hasText: REDIRECT_TEXT });
    await expect(status).toBeVisible();
    await expect(status.getByRole('link', { name: 'Open the Performance page' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await status.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(REDIRECT_TEXT)).toHaveCount(0);
  });

  test('against the real server: the three seeded plans, bought on the provider’s page with today’s date', async ({
    page,
  }) => {
    await recordWindowOpen(page);
    await page.goto('/programs');
    const cards = picker(page).locator('article');
    await expect(cards.locator('h3')).toHaveText(['Essentials', 'Performance', 'Elite']);
    await expect(cards.nth(0)).toContainText('per month • 4 sessions');
    await expect(cards.nth(1)).toContainText('per month • 8 sessions');
    await expect(cards.nth(2)).toContainText('per month • 12 sessions');
    await cards.nth(0).getByRole('button', { name: 'Choose Essentials' }).click();
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: [string, string, string][] }).__opened,
    );
    const [url, target, features] = opened[0]!;
    expect(url).toMatch(/\/company\/v2\/#membership\/1\/date\/\d{4}-\d{2}-\d{2}$/);
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    await expect(page.getByText(REDIRECT_TEXT)).toBeVisible();
  });

  test('a real new tab opens on the provider’s page', async ({ page, context }) => {
    await answerMemberships(page, {
      success: true,
      data: [
        membershipRecord(1, { purchase_url: `${process.env.E2E_PROVIDER_ORIGIN}/company/v2/#membership/1` }),
      ],
    });
    await page.goto('/programs');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      picker(page).getByRole('button', { name: 'Choose Essentials' }).click(),
    ]);
    await expect(tab).toHaveURL(/\/company\/v2\/#membership\/1$/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });
});
