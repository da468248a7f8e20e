import { expect, type Page, test } from '@playwright/test';
import { campsPage as content, currentCamp } from '../../src/core/content/pages/camps';
import {
  bookingCalendar,
  collectProblems,
  expectAccessibleAtBothWidths,
  expectHashFallback,
  expectScrollsTo,
  sectionTitles,
  widgetOptions,
} from './support/programme-pages';

const ready = (page: Page) => expect(bookingCalendar(page, 'sbw_camps')).toBeVisible();

for (const path of ['/summer-academy', '/golf-camps']) {
  test.describe(`camps page at ${path}`, () => {
    test('shows every section in the spec order with the camp facts', async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(path);
      await ready(page);
      const main = page.getByRole('main');

      // The diary's camp days (the demo's February half-term); how full each is comes from the server.
      await expect(main.getByText(/^Now booking: Mon 15 Feb, Tue 16 Feb, Wed 17 Feb/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Half-Term Golf Camps');
      expect(await sectionTitles(page)).toEqual([
        content.details.title,
        content.pricing.title,
        'What Parents Say',
        content.included.title,
        content.upcoming.title,
        content.booking.title,
        'Frequently Asked Questions',
      ]);

      const details = page.locator('#details');
      await expect(details.getByRole('heading', { name: currentCamp.name })).toBeVisible();
      const days = details.getByRole('list', { name: 'Camp dates' }).getByRole('listitem');
      for (const [index, date] of [
        'Monday 15 February 2027',
        'Tuesday 16 February 2027',
        'Wednesday 17 February 2027',
      ].entries()) {
        await expect(days.nth(index)).toContainText(date);
        await expect(days.nth(index).getByTestId('camp-day-places')).toHaveText(
          /^(Spaces available|Only \d places? left|Fully booked)$/,
        );
      }
      await expect(details).toContainText('10am to 2pm each day');
      await expect(details).toContainText('SO31 4QA');
      await expect(details).toContainText('Ages 8+, maximum 6 golfers per day');
      await expect(details).toContainText('indoor simulator studio');

      const pricing = page.locator('#pricing');
      await expect(pricing).toContainText(/£55\s*per day/);
      await expect(pricing).toContainText('10am to 2pm · 4 hours');
      await expect(pricing).toContainText(
        'That’s under £14 per hour, against private lessons at £60 per hour',
      );
      await expect(pricing).toContainText('Full refund if you cancel 48 hours before the camp starts');
      await expect(pricing).toContainText('Book one day or several');
      await expect(pricing).toContainText('Ages 8+, maximum 6 students per day');

      await expect(page.locator('#testimonials figure')).toHaveCount(3);
      await expect(page.locator('#included li')).toHaveCount(content.included.items.length);
      await expect(page.locator('#upcoming li h3')).toHaveText([
        'Easter Golf Camp',
        'May Half-Term Golf Camp',
        'Summer Golf Camps',
      ]);
      await expect(page.locator('#upcoming').getByText('Coming soon', { exact: true })).toHaveCount(3);

      const faq = page.locator('#faqs details');
      await expect(faq).toHaveCount(content.faqs.length);
      await expect(faq.first()).toHaveAttribute('open', '');
      await expect(faq.first()).toContainText('Ages 8 and up. We take no more than 6 golfers a day');
      await faq.nth(3).locator('summary').click();
      await expect(faq.nth(3)).toContainText('Cancel at least 48 hours before the camp starts');
      await expect(faq.first()).not.toHaveAttribute('open', '');
      expect(problems).toEqual([]);
    });

    test('the booking section #booking holds the scheduling widget', async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await expect(page.locator('section#booking')).toContainText(content.booking.title);
      expect(await widgetOptions(page)).toMatchObject({
        container_id: 'sbw_camps',
        theme: 'dark',
        app_config: { clear_session: 1, predefined: {} },
      });
    });
  });
}

test.describe('camps page booking buttons', () => {
  test('BOOK NOW ONLINE scrolls smoothly to #booking, or sets the hash without it', async ({ page }) => {
    await page.goto('/summer-academy');
    await ready(page);
    const buttons = page.getByRole('main').getByRole('link', { name: 'BOOK NOW ONLINE' });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expectScrollsTo(page, button, 'booking');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectHashFallback(page, buttons.first(), 'booking');
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await expectAccessibleAtBothWidths(page, '/summer-academy', ready);
  });
});
