import { expect, type Page, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { developmentSquadPage as content } from '../../src/core/content/pages/development-squad';
import {
  bookingCalendar,
  collectProblems,
  expectAccessibleAtBothWidths,
  expectHashFallback,
  expectScrollsTo,
  sectionTitles,
  widgetOptions,
} from './support/programme-pages';

const PATH = '/development-squad';
/** Hydrated: the booking widget has started in its container. */
const ready = (page: Page) => expect(bookingCalendar(page, 'sbw_squad')).toBeVisible();

test.describe('Development Squad page', () => {
  test('shows every section in the spec order with its exact facts', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(PATH);
    await ready(page);

    const main = page.getByRole('main');
    await expect(main.getByText('Limited spots available: only 4 children per class')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior Development Squad');
    await expect(main.getByText('4pm or 5pm (x4)', { exact: true })).toBeVisible();
    await expect(
      main.getByText('4 group lessons every Friday, choose 4-5pm or 5-6pm', { exact: true }),
    ).toBeVisible();
    await expect(main.getByText('Rated 5/5 by parents', { exact: true })).toBeVisible();
    await expect(main.getByRole('list', { name: 'At a glance' }).getByRole('listitem')).toHaveText([
      'Max 4 Kids',
      'PGA Professional',
      'Putting Practice',
      '1 Hour Sessions',
    ]);

    const price = page.locator('#price');
    await expect(price).toContainText(/£120\s*per month/);
    await expect(price).toContainText('£30 per hour per child');
    await expect(price).toContainText('Saves £20 a month against weekly pay-as-you-go lessons');

    expect(await sectionTitles(page)).toEqual([
      content.price.title,
      'What Parents Say',
      content.why.title,
      content.included.title,
      content.learn.title,
      content.programme.title,
      content.safety.title,
      'Two Easy Ways to Book',
      content.booking.title,
    ]);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    await expect(page.locator('#included')).toContainText('Unlimited messaging with your coach');
    await expect(page.locator('#included')).toContainText('No more than 4 children per class');
    await expect(page.locator('#learn ol > li')).toHaveCount(4);
    await expect(page.locator('#learn h3')).toHaveText([
      'Step 1: Fundamentals',
      'Step 2: Short game',
      'Step 3: Putting',
      'Step 4: On the course',
    ]);
    const card = page.locator('#programme article');
    await expect(card).toContainText('Most Popular');
    await expect(card).toContainText(/£120\s*per month/);
    await expect(card).toContainText('Ages 5 to 17');

    const ways = page.getByRole('region', { name: 'Two Easy Ways to Book' });
    await expect(ways.getByRole('heading', { level: 3 })).toHaveText(['1. Book online', '2. Call direct']);
    await expect(ways.getByRole('link', { name: `Call ${academy.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${academy.phone.tel}`,
    );
    expect(problems).toEqual([]);
  });

  test('the booking section holds the provider widget, dark with green accents, on the membership page', async ({
    page,
  }) => {
    await page.goto(PATH);
    await ready(page);
    await expect(page.locator('section#booking-section')).toHaveCount(1);
    const options = await widgetOptions(page);
    expect(options).toMatchObject({
      widget_type: 'iframe',
      theme: 'dark',
      theme_settings: { sb_base_color: '#175535' },
      app_config: { clear_session: 1, predefined: { page: 'membership' } },
      container_id: 'sbw_squad',
    });
    expect(String(options?.url)).toMatch(/\/company$/);
  });

  test('every Join Monthly, Join Development Squad and BOOK NOW ONLINE button scrolls to the booking section', async ({
    page,
  }) => {
    await page.goto(PATH);
    await ready(page);
    const main = page.getByRole('main');
    const buttons = main.getByRole('link', {
      name: /^(Join Monthly|Join Development Squad|BOOK NOW ONLINE)$/,
    });
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', '#booking-section');
      await expectScrollsTo(page, button, 'booking-section');
    }
  });

  test('with reduced motion the jump is instant, and without the anchor the hash is set instead', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PATH);
    await ready(page);
    await page.getByRole('link', { name: 'Join Development Squad' }).click();
    const top = await page.evaluate(
      () => document.getElementById('booking-section')!.getBoundingClientRect().top,
    );
    expect(Math.abs(top)).toBeLessThan(120);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectHashFallback(page, page.getByRole('link', { name: 'BOOK NOW ONLINE' }), 'booking-section');
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await expectAccessibleAtBothWidths(page, PATH, ready);
  });
});
