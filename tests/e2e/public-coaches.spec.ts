import { expect, test } from '@playwright/test';
import { coachProgrammes, founders } from '../../src/core/content/pages/coaches';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';

interface ApiCoach {
  first_name: string;
  last_name: string;
  role: string;
  bio: string | null;
  other_certifications: string[];
}

test.describe('coaches page', () => {
  test('the two founders with their qualifications and testimonials', async ({ page, request }) => {
    const coaches = (await (await request.get('/api/coaches')).json()) as ApiCoach[];
    await page.goto('/coaches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Coaches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // Every profile the academy shows, in its order: the founders first.
    const profiles = page.locator('section#founders').getByRole('article');
    await expect(profiles.getByRole('heading', { level: 3 })).toHaveText(
      coaches.map((c) => `${c.first_name} ${c.last_name}`),
    );
    await expect(profiles.getByRole('heading', { level: 3 }).nth(0)).toHaveText('James Whitfield');
    await expect(profiles.getByRole('heading', { level: 3 }).nth(1)).toHaveText('Emma Caldwell');

    const james = page.getByRole('article', { name: 'James Whitfield' });
    await expect(james).toContainText('Head Coach & Founder');
    for (const qualification of [
      'PGA Advanced Professional',
      'TrackMan Level 2 certified',
      'Enhanced DBS check',
    ]) {
      await expect(james.getByRole('listitem').filter({ hasText: qualification })).toHaveCount(1);
    }
    await expect(james.locator('figure blockquote')).toContainText(founders[0]!.testimonial.quote);
    await expect(james.locator('figure figcaption')).toContainText(founders[0]!.testimonial.name);

    const emma = page.getByRole('article', { name: 'Emma Caldwell' });
    await expect(emma).toContainText('Junior Programme Lead & Co-founder');
    for (const qualification of ['PGA Professional', 'UK Coaching Level 3', 'Paediatric First Aid']) {
      await expect(emma.getByRole('listitem').filter({ hasText: qualification }).first()).toBeVisible();
    }
    await expect(emma.locator('figure figcaption')).toContainText(founders[1]!.testimonial.role);
  });

  test('the profiles agree with the coach records the server holds', async ({ page, request }) => {
    const coaches = (await (await request.get('/api/coaches')).json()) as ApiCoach[];
    await page.goto('/coaches');
    for (const founder of founders) {
      const record = coaches.find(
        (c) => c.first_name === founder.firstName && c.last_name === founder.lastName,
      );
      expect(record, `${founder.firstName} is a coach on the server`).toBeDefined();
      expect(founder.role).toBe(record!.role);
      expect(founder.bio).toBe(record!.bio);
      expect(founder.qualifications).toEqual(record!.other_certifications);
      const profile = page.getByRole('article', { name: `${founder.firstName} ${founder.lastName}` });
      await expect(profile).toContainText(record!.bio!);
    }
  });

  test('the programmes, and every Book Now goes to junior lessons', async ({ page }) => {
    await page.goto('/coaches');
    const programmes = page.locator('section#coach-programmes').getByRole('article');
    await expect(programmes.getByRole('heading', { level: 3 })).toHaveText(
      coachProgrammes.map((p) => p.title),
    );
    await expect(programmes.nth(0)).toContainText('Mentor Programme');
    await expect(programmes.nth(1)).toContainText('6 x 60 minute lessons over 3 months');

    const bookNow = page.getByRole('link', { name: /^Book Now/ });
    await expect(bookNow).toHaveCount(2);
    for (const link of await bookNow.all()) await expect(link).toHaveAttribute('href', '/junior-lessons');
    await bookNow.nth(1).click();
    await expect(page).toHaveURL(/\/junior-lessons$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Junior Group Lessons/);
  });

  for (const width of [1280, 390]) {
    test(`is accessible and fits the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.goto('/coaches');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});
