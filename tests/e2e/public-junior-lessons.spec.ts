import { expect, type Page, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { juniorLessonsPage as content } from '../../src/core/content/pages/junior-lessons';
import {
  bookingCalendar,
  collectProblems,
  expectAccessibleAtBothWidths,
  expectHashFallback,
  expectScrollsTo,
  sectionTitles,
  widgetOptions,
} from './support/programme-pages';

const PATH = '/junior-lessons';
const ready = (page: Page) => expect(bookingCalendar(page, 'sbw_taster')).toBeVisible();

test.describe('Junior group lessons page', () => {
  test('shows price, testimonials, benefits, what to expect, options and booking in the spec order', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto(PATH);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior Group Lessons');
    expect(await sectionTitles(page)).toEqual([
      content.price.title,
      'What Parents Say',
      content.benefits.title,
      content.expect.title,
      content.options.title,
      content.booking.title,
    ]);

    await expect(page.locator('#price')).toContainText(/£35\s*per hour/);
    await expect(page.locator('#price')).toContainText('45-minute taster session');
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    await expect(page.locator('#benefits li')).toHaveCount(6);
    await expect(page.locator('#what-to-expect ol > li')).toHaveCount(4);

    const options = page.locator('#options article');
    await expect(options).toHaveCount(3);
    await expect(options.locator('h3')).toHaveText([
      'Junior Group Lesson',
      'Taster Session',
      'Junior Development Squad',
    ]);
    await expect(options.nth(0)).toContainText('Most Popular');
    await expect(options.nth(0)).toContainText('Ages 5 to 12');
    await expect(options.nth(0)).toContainText(/£35\s*1 hour/);
    await expect(options.nth(0)).toContainText('Max 6 juniors per group');
    await expect(options.nth(1)).toContainText(/£35\s*45 minutes/);
    await expect(options.nth(1)).not.toContainText('Most Popular');
    await expect(options.nth(2)).toContainText(/£120\s*per month · 4 x 1 hour/);

    const call = page.locator('#options').getByRole('link', { name: `Call ${academy.phone.display}` });
    await expect(call).toHaveAttribute('href', `tel:${academy.phone.tel}`);
    await expect(page.locator('#options')).toContainText(content.callDirect.title);
    expect(problems).toEqual([]);
  });

  test('the taster booking section holds the scheduling widget', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);
    await expect(page.locator('section#booking-section')).toHaveCount(1);
    expect(await widgetOptions(page)).toMatchObject({ container_id: 'sbw_taster', theme: 'dark' });
  });

  test('View Programme and Join Monthly go to the Development Squad', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);
    await expect(page.getByRole('link', { name: 'View Programme' })).toHaveAttribute(
      'href',
      '/development-squad',
    );
    await page.getByRole('link', { name: 'Join Monthly' }).click();
    await expect(page).toHaveURL(/\/development-squad#booking-section$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior Development Squad');
    await expect(page.locator('#booking-section')).toBeInViewport({ ratio: 0.1 });

    await page.goto(PATH);
    await ready(page);
    await page.getByRole('link', { name: 'View Programme' }).click();
    await expect(page).toHaveURL(/\/development-squad$/);
  });

  test('booking buttons scroll to #booking-section, or set the hash without it', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);
    const main = page.getByRole('main');
    for (const name of ['Book a taster', 'BOOK NOW ONLINE']) {
      await expectScrollsTo(page, main.getByRole('link', { name, exact: true }), 'booking-section');
    }
    for (const button of await main.getByRole('link', { name: 'Book now', exact: true }).all()) {
      await expectScrollsTo(page, button, 'booking-section');
    }
    await expectHashFallback(page, main.getByRole('link', { name: 'BOOK NOW ONLINE' }), 'booking-section');
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await expectAccessibleAtBothWidths(page, PATH, ready);
  });
});
