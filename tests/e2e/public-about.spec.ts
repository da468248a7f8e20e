import { expect, test } from '@playwright/test';
import { academy, venueAddress } from '../../src/core/content/academy';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';

test.describe('about page', () => {
  test('mission, pathway, values, facility and the community link', async ({ page }) => {
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Solent Golf Academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const h2s = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(h2s).toHaveText([
      'To give every young golfer a coach, a plan and a love of the game',
      'One pathway, ages 5 to 17',
      'What we stand for',
      academy.venue.name,
      'Ready to start?',
      'Join our community',
    ]);

    const mission = page.locator('section[aria-labelledby="mission-title"]');
    await expect(mission).toContainText('Our Mission');
    await expect(mission).toContainText(String(academy.foundedYear));

    const pathway = page.locator('section#pathway');
    const steps = pathway.getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Step 1: Summer Academy',
      'Step 2: Junior Lessons',
      'Step 3: Development Squad',
      'Step 4: Elite Academy',
    ]);
    await expect(steps.nth(0)).toContainText('£55 a day, at most 6 golfers');
    await expect(steps.nth(1)).toContainText('Ages 5 to 17');
    await expect(steps.nth(1)).toContainText('£35 per hour, at most 6 per group');
    await expect(steps.nth(2)).toContainText('£120 a month');
    const targets = ['/summer-academy', '/junior-lessons', '/development-squad', '/programs'];
    for (const [index, to] of targets.entries()) {
      await expect(steps.nth(index).getByRole('link')).toHaveAttribute('href', to);
    }

    const values = page.locator('section#values');
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Excellence',
      'Integrity',
      'Community',
    ]);

    const facility = page.locator('section[aria-labelledby="facility-title"]');
    await expect(facility).toContainText('Our Facility');
    await expect(facility).toContainText(venueAddress());

    const instagram = academy.social.find((s) => s.live)!;
    const community = page.getByRole('link', { name: 'Follow us on Instagram (opens in a new tab)' });
    await expect(community).toHaveAttribute('href', instagram.href!);
    await expect(community).toHaveAttribute('target', '_blank');
    await expect(community).toHaveAttribute('rel', /noopener/);
  });

  test('Contact Us rings the academy and Start Your Pathway opens junior lessons', async ({ page }) => {
    await page.goto('/aboutus');
    const contact = page.getByRole('main').getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveCount(2);
    for (const link of await contact.all()) {
      await expect(link).toHaveAttribute('href', `tel:${academy.phone.tel}`);
    }
    await expect(page.getByRole('main')).toContainText(academy.phone.display);

    const start = page.getByRole('link', { name: 'Start Your Pathway' });
    await expect(start).toHaveCount(2);
    await start.first().click();
    await expect(page).toHaveURL(/\/junior-lessons$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Junior Group Lessons/);
  });

  for (const width of [1280, 390]) {
    test(`is accessible and fits the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.goto('/aboutus');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});
