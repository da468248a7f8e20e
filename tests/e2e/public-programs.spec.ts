import { expect, type Page, test } from '@playwright/test';
import { programsPage as content } from '../../src/core/content/pages/programs';
import {
  collectProblems,
  expectAccessibleAtBothWidths,
  expectHashFallback,
  expectScrollsTo,
  sectionTitles,
} from './support/programme-pages';

const PATH = '/programs';
/** Hydrated: the membership picker has loaded the academy's plans. */
const ready = (page: Page) => expect(page.getByRole('button', { name: 'Choose Elite' })).toBeVisible();

test.describe('Elite Junior Academy page', () => {
  test('shows every section in the spec order', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(PATH);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elite Junior Academy');
    expect(await sectionTitles(page)).toEqual([
      content.pitch.title,
      content.coaches.title,
      'In a parent’s words',
      content.pathway.title,
      content.differentiators.title,
      content.methodology.title,
      content.results.title,
      content.facilities.title,
      content.parents.title,
      'Frequently Asked Questions',
      'Book a Membership',
      content.closing.title,
    ]);

    await expect(page.locator('#coaching-team')).toContainText('James Whitfield');
    await expect(
      page.locator('#coaching-team').getByRole('link', { name: 'Meet the coaches' }),
    ).toHaveAttribute('href', '/coaches');
    await expect(page.locator('#testimonial')).toContainText(content.testimonial.name);
    await expect(page.locator('#pathway ol h3')).toHaveText([
      'Foundation',
      'Development',
      'Performance',
      'Elite',
    ]);
    await expect(page.locator('#pathway')).toContainText('Ages 6 to 10, our Future programme');
    await expect(page.locator('#results')).toContainText('175+');
    await expect(page.locator('#results')).toContainText('5/5');
    await expect(page.locator('#facilities')).toContainText('Hamble Lane, Southampton, SO31 4QA');
    await expect(page.locator('#facilities img')).toHaveAttribute('alt', /simulator screen/);
    expect(problems).toEqual([]);
  });

  test('FAQs: the first is open, one at a time, with the spec’s facts', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);
    const items = page.locator('#faqs details');
    await expect(items.locator('summary')).toHaveText(content.faqs.map((f) => f.question));
    await expect(items.first()).toHaveAttribute('open', '');
    await expect(items.first()).toContainText('From 5.');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toContainText('Group junior sessions and 1-to-1 coaching start from £45');
    await expect(items.first()).not.toHaveAttribute('open', '');
    await items.nth(3).locator('summary').press('Enter');
    await expect(items.nth(3)).toContainText('48 hours’ notice. Missed sessions may not be refunded.');
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).not.toHaveAttribute('open', '');
    await items.nth(5).locator('summary').click();
    await expect(items.nth(5)).toContainText('3 to 5 practice sessions a week of 1 to 2 hours');
    await items.nth(4).locator('summary').click();
    await expect(items.nth(4)).toContainText('trial session');
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toContainText('Memberships are billed monthly.');
  });

  test('Book a Membership holds the picker with the three plans from the server', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);
    const section = page.locator('section#book-membership');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Book a Membership');
    await expect(section.locator('article h3')).toHaveText(['Essentials', 'Performance', 'Elite']);
    await expect(section.locator('article').nth(1)).toContainText('Most Popular');
  });

  test('every Join now button scrolls to the membership picker, or sets the hash without it', async ({
    page,
  }) => {
    await page.goto(PATH);
    await ready(page);
    const buttons = page.getByRole('main').getByRole('link', { name: 'Join now' });
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', '#book-membership');
      await expectScrollsTo(page, button, 'book-membership');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectHashFallback(page, buttons.first(), 'book-membership');
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await expectAccessibleAtBothWidths(page, PATH, ready);
  });
});
