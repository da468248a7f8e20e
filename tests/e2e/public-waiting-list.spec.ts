import { expect, type Page, test } from '@playwright/test';
import { WAITING_LIST_PROGRAMMES, WAITING_LIST_THANKS } from '../../src/core/contracts/waiting-list';
import { expectAccessible } from './support/a11y';
import { providerOrigin } from './support/programme-pages';
import { useSiteConfig } from './support/site-config';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Join the waiting list' });

/** Opens the popup from the Development Squad's limited-spots banner. */
async function openFromSquadBanner(page: Page) {
  await page.goto('/development-squad');
  // Hydrated once the provider widget has started.
  await expect(page.locator('#sbw_squad[data-state]')).toBeAttached();
  const opener = page.getByRole('main').getByRole('button', { name: 'Join the waiting list' });
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  return opener;
}

async function fillForm(page: Page) {
  const form = dialog(page);
  await form.getByLabel('Parent or guardian name').fill('Sam Parent');
  await form.getByLabel('E-mail').fill(`sam.parent+${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('07700 900123');
  await form.getByLabel("Child's age").fill('9');
}

test.describe('waiting-list popup', () => {
  test('with the lead-capture provider configured: its script on demand and its form in the popup', async ({
    page,
  }) => {
    await page.goto('/programs');
    await expect(page.getByRole('button', { name: 'Choose Elite' })).toBeVisible();
    await expect(page.locator(`script[src="${providerOrigin()}/lead-form.js"]`)).toHaveCount(0);

    const opener = page.locator('#pathway').getByRole('button', { name: 'Join the waiting list' });
    await opener.click();
    const popup = dialog(page);
    await expect(popup).toBeVisible();
    const frame = popup.locator('iframe[title="Waiting list form"]');
    await expect(frame).toHaveAttribute('src', `${providerOrigin()}/lead-form`);
    await expect(page.frameLocator('iframe[title="Waiting list form"]').getByRole('heading')).toHaveText(
      'Waiting list form',
    );
    await expect
      .poll(() => page.evaluate(() => (window as { __leadFormLoaded?: boolean }).__leadFormLoaded))
      .toBe(true);

    // Fixed in the centre of the viewport.
    const box = (await popup.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);

    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('our own form: labelled fields, checks before sending, focus kept inside, closable', async ({
    page,
  }) => {
    await useSiteConfig(page, { leadForm: null });
    const opener = await openFromSquadBanner(page);
    const popup = dialog(page);
    await expect(popup.getByLabel('Programme')).toHaveValue('Junior Development Squad');
    expect(await popup.getByLabel('Programme').locator('option:not([disabled])').allTextContents()).toEqual([
      ...WAITING_LIST_PROGRAMMES,
    ]);
    await expectAccessible(page);

    await popup.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(popup.getByText('Enter your name')).toBeVisible();
    await expect(popup.getByText('Enter your e-mail address')).toBeVisible();
    await expect(popup.getByLabel('Parent or guardian name')).toBeFocused();
    await popup.getByLabel("Child's age").fill('4');
    await popup.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(popup.getByText('Our youngest golfers are 5', { exact: true })).toBeVisible();

    // The page behind is inert: tabbing round reaches the popup's controls (or the browser's own UI),
    // never the page.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await popup.evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await expect(opener).toBeFocused();

    // A click on the backdrop closes it too.
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('our own form: a real sign-up is thanked', async ({ page }) => {
    await useSiteConfig(page, { leadForm: null });
    await openFromSquadBanner(page);
    await fillForm(page);
    const [response] = await Promise.all([
      page.waitForResponse('**/api/waiting-list'),
      dialog(page).getByRole('button', { name: 'Join the waiting list' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(dialog(page).getByRole('status')).toHaveText(WAITING_LIST_THANKS);
    await dialog(page).getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('our own form: the server’s field errors appear beside the field and nothing typed is lost', async ({
    page,
  }) => {
    await useSiteConfig(page, { leadForm: null });
    await page.route('**/api/waiting-list', (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: 'Please check the highlighted fields',
          fields: { phone: 'Enter a phone number we can call' },
        },
      }),
    );
    await openFromSquadBanner(page);
    await fillForm(page);
    await dialog(page).getByRole('button', { name: 'Join the waiting list' }).click();

    const popup = dialog(page);
    await expect(popup.getByRole('alert')).toContainText('Please check the highlighted fields');
    await expect(popup.getByText('Enter a phone number we can call')).toBeVisible();
    await expect(popup.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(popup.getByLabel('Phone')).toBeFocused();
    await expect(popup.getByLabel('Parent or guardian name')).toHaveValue('Sam Parent');
    await expect(popup.getByLabel('Phone')).toHaveValue('07700 900123');
    await expect(popup.getByLabel("Child's age")).toHaveValue('9');
  });

  test('is offered where places are limited: the pathway, upcoming camps and the squad banner', async ({
    page,
  }) => {
    for (const [path, where] of [
      ['/programs', '#pathway'],
      ['/summer-academy', '#upcoming'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(where).getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
    }
    await page.goto('/development-squad');
    const banner = page
      .getByRole('main')
      .locator('div', { hasText: /^Limited spots available/ })
      .first();
    await expect(banner.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  });
});
