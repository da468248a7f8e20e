import { expect, test } from '@playwright/test';
import { academy, footerProgramLinks, footerUsefulLinks, headerLinks } from '../../src/core/content/academy';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { gotoHydrated } from './support/hydration';

/** What each public path shows as its main heading. */
const HEADINGS: Record<string, RegExp> = {
  '/home': /Golf coaching for juniors and adults/,
  '/programs': /Elite Junior Academy/,
  '/development-squad': /Junior Development Squad/,
  '/summer-academy': /Half-Term Golf Camps/,
  '/junior-lessons': /Junior Group Lessons/,
  '/adult-lessons': /Elite Adult 1:1 Coaching/,
  '/aboutus': /About Solent Golf Academy/,
  '/coaches': /Our Coaches/,
  '/student-portal': /Student Portal/,
  '/staff-portal': /Staff Portal/,
};

test.describe('public header and footer', () => {
  test('every header link, in the spec order, lands on its page', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link')).toHaveText(headerLinks.map((l) => l.label));
    for (const link of headerLinks) {
      await page.goto('/home');
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[link.to]!);
    }
  });

  test('every footer link lands on its page; contact, socials and copyright are there', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Our Programs' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Useful Links' })).toBeVisible();
    await expect(footer).toContainText(`${academy.headCoach.firstName} ${academy.headCoach.lastName}`);
    await expect(footer.getByRole('link', { name: academy.phone.display })).toHaveAttribute(
      'href',
      `tel:${academy.phone.tel}`,
    );
    await expect(footer).toContainText(academy.venue.postcode);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${academy.name}. All rights reserved.`);

    const live = footer.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(live).toHaveAttribute('rel', /noopener/);
    for (const name of ['Facebook', 'YouTube', 'TikTok']) {
      await expect(footer.getByText(`${name}: coming soon`)).toBeAttached();
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    }

    for (const link of [...footerProgramLinks, ...footerUsefulLinks]) {
      await page.goto('/aboutus');
      await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[link.to]!);
    }
  });

  test('on a phone the menu opens, lists every link and closes when one is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/home');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText([
      ...headerLinks.map((l) => l.label),
      `Call ${academy.phone.display}`,
    ]);
    await menu.getByRole('link', { name: 'Development Squad' }).click();
    await expect(page).toHaveURL(/\/development-squad$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectNoHorizontalScroll(page);

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('public pages are accessible and fit a phone', async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/home', '/programs', '/coaches']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      }
    }
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers 404 and shows the not-found page with the footer', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('No route matches the path')).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });

  test('files and API paths are never answered with the app', async ({ request }) => {
    const asset = await request.get('/assets/nothing.js');
    expect(asset.status()).toBe(404);
    const api = await request.get('/api/nothing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'No API route matches GET /api/nothing' });
  });
});
