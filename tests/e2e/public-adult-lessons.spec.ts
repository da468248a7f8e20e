import { expect, type Page, test } from '@playwright/test';
import { adultLessonsPage as content } from '../../src/core/content/pages/adult-lessons';
import {
  BROKEN_WIDGET,
  bookingCalendar,
  collectProblems,
  expectAccessibleAtBothWidths,
  expectHashFallback,
  expectScrollsTo,
  providerOrigin,
  sectionTitles,
  widgetOptions,
} from './support/programme-pages';

const PATH = '/adult-lessons';
const ready = async (page: Page) => {
  await expect(bookingCalendar(page, 'sbw_adult')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Performance' })).toBeVisible();
};

test.describe('Elite adult 1:1 coaching page', () => {
  test('shows Adult Essentials, the membership picker and the booking section', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(PATH);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elite Adult 1:1 Coaching');
    expect(await sectionTitles(page)).toEqual([
      'Adult Essentials',
      content.approach.title,
      'What Our Golfers Say',
      content.memberships.title,
      content.booking.title,
      'Frequently Asked Questions',
    ]);
    const essentials = page.locator('#essentials');
    await expect(essentials).toContainText(/£70\s*per hour/);
    await expect(essentials).toContainText('1 hour per week (4 hours per month)');
    await expect(page.locator('#memberships article')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  test('the widget in #booking opens on its membership view with session clearing', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);
    await expect(page.locator('section#booking')).toHaveCount(1);
    expect(await widgetOptions(page)).toMatchObject({
      container_id: 'sbw_adult',
      app_config: { clear_session: 1, allow_switch_to_ada: 0, predefined: { page: 'membership' } },
    });
  });

  test('a widget that fails to start is ignored quietly: booking by phone, no error', async ({ page }) => {
    await page.route(`${providerOrigin()}/widget.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: BROKEN_WIDGET }),
    );
    await page.goto(PATH);
    const booking = page.locator('#booking');
    await expect(booking.getByRole('heading', { name: 'Book by phone' })).toBeVisible();
    await expect(booking.getByText('Booking Calendar Unavailable')).toHaveCount(0);
    await expect(booking.getByRole('alert')).toHaveCount(0);
  });

  test('Join now scrolls to #booking, or sets the hash without it', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);
    const buttons = page.getByRole('main').getByRole('link', { name: 'Join now' });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expectScrollsTo(page, button, 'booking');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectHashFallback(page, buttons.first(), 'booking');
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await expectAccessibleAtBothWidths(page, PATH, ready);
  });
});
