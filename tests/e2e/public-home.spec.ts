import { expect, type Page, type Route, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { media } from '../../src/core/content/media';
import {
  faqs,
  featureCards,
  galleryImages,
  programmes,
  testimonials,
  whoWeAre,
  whyChooseUs,
} from '../../src/core/content/pages/home';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';

const coachesSection = (page: Page) => page.locator('section#coaches');

/** Holds GET /api/coaches until the returned function is called. */
async function holdCoaches(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/coaches(\?.*)?$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('home page', () => {
  test('its ten sections come in the spec order with their facts', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Golf coaching for juniors and adults on the south coast',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const main = page.getByRole('main');
    const sections = main.locator(':scope > section');
    // 1 banner, 2 feature cards, 3 who we are, 4 join us, 5 programmes, 6 why choose us, 7 testimonials,
    // 8 coaches, 9 gallery, 10 FAQs.
    await expect(sections).toHaveCount(10);
    const headings = await sections.evaluateAll((all) =>
      all.map((s) => s.querySelector('h1, h2')?.textContent?.trim()),
    );
    expect(headings).toEqual([
      'Golf coaching for juniors and adults on the south coast',
      'What we offer',
      whoWeAre.title,
      'Join Us',
      'A programme for every stage of the game',
      'Coaching that shows on the scorecard',
      'What Our Families Say',
      'Our Coaches',
      'Life at the academy',
      'Frequently Asked Questions',
    ]);

    // 1. Banner: the image, the call to action and the social proof beside it.
    const hero = sections.nth(0);
    await expect(hero.getByRole('img', { name: media.homeBanner.alt })).toBeVisible();
    await expect(hero.getByRole('link', { name: `Call ${academy.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${academy.phone.tel}`,
    );
    await expect(hero).toContainText('Rated 5/5 by parents');
    await expect(hero).toContainText('175+ Active Students');

    // 2. Three feature cards, each linking to its page.
    const cards = sections.nth(1).getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Junior Golf Academy',
      'Private Coaching',
      'Performance Memberships',
    ]);
    for (const [index, card] of featureCards.entries()) {
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', card.link!.to);
    }
    await expect(cards.nth(0)).toContainText('Ages 6 to 18+');
    await expect(cards.nth(1)).toContainText('From £70 an hour');

    // 3. Who We Are: the head coach's quote, four bullets, Discover More.
    const who = sections.nth(2);
    await expect(who.locator('blockquote')).toContainText(whoWeAre.quote);
    await expect(who.locator('figcaption')).toContainText('James Whitfield');
    await expect(who.locator('ul > li')).toHaveCount(4);
    await expect(who.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/aboutus');

    // 4. Join Us with the stat.
    const join = sections.nth(3);
    await expect(join).toContainText('175+');
    await expect(join).toContainText('Active Students');
    await expect(join.getByRole('link', { name: `Call ${academy.phone.display}` })).toBeVisible();

    // 5. Our Programs: the four programmes with their ages and prices.
    const programmeCards = sections.nth(4).getByRole('article');
    await expect(programmeCards.getByRole('heading', { level: 3 })).toHaveText([
      'Future',
      'Group Coaching Sessions',
      '1-to-1 Elite Coaching',
      'National & Pro Prep',
    ]);
    await expect(programmeCards.nth(0)).toContainText('Ages 6 to 10');
    await expect(programmeCards.nth(1)).toContainText('Ages 5 to 17');
    await expect(programmeCards.nth(1)).toContainText('£35 per hour');
    await expect(programmeCards.nth(1)).toContainText('At most 6 juniors per group');
    await expect(programmeCards.nth(2)).toContainText('From £70 an hour');
    for (const [index, programme] of programmes.entries()) {
      await expect(programmeCards.nth(index).getByRole('link')).toHaveAttribute('href', programme.link.to);
    }

    // 6. Why Choose Us: four reasons and a Join Us card.
    const why = sections.nth(5);
    await expect(why.locator('ul h3')).toHaveText([
      'Expert Coaching Team',
      'Measurable Progress',
      'Flexible Scheduling',
      'PGA Professional Coaching',
    ]);
    const joinCard = why.getByRole('complementary', { name: 'Join Us' });
    await expect(joinCard).toContainText(whyChooseUs.joinCard.text);
    await expect(joinCard.getByRole('link', { name: whyChooseUs.joinCard.action.label })).toBeVisible();

    // 7. Three static testimonials with name and role.
    const quotes = sections.nth(6).locator('figure');
    await expect(quotes).toHaveCount(3);
    for (const [index, testimonial] of testimonials.entries()) {
      await expect(quotes.nth(index).locator('blockquote')).toContainText(testimonial.quote);
      await expect(quotes.nth(index).locator('figcaption')).toContainText(testimonial.name);
      await expect(quotes.nth(index).locator('figcaption')).toContainText(testimonial.role);
    }

    // 9. Gallery: 8 images with their descriptions, 4 static (hidden) dots.
    const gallery = sections.nth(8);
    const images = gallery.getByTestId('gallery-image').locator('img');
    await expect(images).toHaveCount(8);
    for (const [index, key] of galleryImages.entries()) {
      await expect(images.nth(index)).toHaveAttribute('alt', media[key].alt);
      await expect(images.nth(index)).toHaveAttribute('width', String(media[key].width));
      await expect(images.nth(index)).toHaveAttribute('height', String(media[key].height));
      await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
    }
    const dots = gallery.getByTestId('gallery-dots');
    await expect(dots).toHaveAttribute('aria-hidden', 'true');
    await expect(dots.locator('span')).toHaveCount(4);
    await gallery.scrollIntoViewIfNeeded();
    for (const index of [0, 5, 7]) {
      await expect
        .poll(() => images.nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }

    // 10. FAQs with the spec's facts.
    const faq = sections.nth(9);
    await expect(faq.locator('summary')).toHaveText(faqs.map((f) => f.question));
    const answers = faq.locator('details > div');
    await expect(answers).toHaveCount(7);
    const allAnswers = (await answers.allTextContents()).join(' ');
    for (const fact of [
      'from the age of 5',
      'start from £45',
      'billed monthly',
      '48 hours’ notice to cancel or reschedule',
      'may not be refunded',
      'trial sessions',
      '3 to 5 practice sessions a week of 1 to 2 hours',
      'arrive 10 minutes before your lesson',
    ]) {
      expect(allAnswers).toContain(fact);
    }
  });

  test('/ shows the same home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Golf coaching for juniors and adults on the south coast',
    );
    await expect(page.getByRole('main').locator(':scope > section')).toHaveCount(10);
  });

  test('FAQ: first open, one at a time, all can close, and it works by keyboard', async ({ page }) => {
    await page.goto('/home');
    const faq = page.locator('section#faqs');
    const items = faq.locator('details');
    const isOpen = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    await expect(items).toHaveCount(faqs.length);
    expect(await isOpen()).toEqual(faqs.map((_, i) => i === 0));
    await expect(items.nth(0).getByText(faqs[0]!.answer)).toBeVisible();
    await expect(items.nth(1).getByText(faqs[1]!.answer)).toBeHidden();

    // Opening another closes the first.
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).getByText(faqs[1]!.answer)).toBeVisible();
    await expect(items.nth(0).getByText(faqs[0]!.answer)).toBeHidden();
    expect(await isOpen()).toEqual(faqs.map((_, i) => i === 1));

    // The open one can be closed: nothing open.
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).getByText(faqs[1]!.answer)).toBeHidden();
    expect(await isOpen()).toEqual(faqs.map(() => false));

    // Keyboard: Tab to a question, Enter opens it, Space closes it.
    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(2).getByText(faqs[2]!.answer)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(items.nth(3).locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(items.nth(3).getByText(faqs[3]!.answer)).toBeVisible();
    await expect(items.nth(2).getByText(faqs[2]!.answer)).toBeHidden();
    await page.keyboard.press('Space');
    expect(await isOpen()).toEqual(faqs.map(() => false));
  });

  test('coaches: two grey placeholders while loading, then the coaches two per row', async ({
    page,
    request,
  }) => {
    // The demo founders, plus any coach the test run has added.
    const onServer = (await (await request.get('/api/coaches')).json()) as unknown[];
    expect(onServer.length).toBeGreaterThanOrEqual(2);
    const release = await holdCoaches(page);
    await page.goto('/home');
    const section = coachesSection(page);
    const placeholders = section.getByTestId('coach-placeholder');
    await expect(placeholders).toHaveCount(2);
    await expect(placeholders.first()).toBeVisible();
    await expect(placeholders.first()).toHaveClass(/animate-pulse/);
    await expect(section.getByRole('status')).toHaveText('Loading coaches…');
    await expect(section.getByTestId('coach-card')).toHaveCount(0);

    release();
    const cards = section.getByTestId('coach-card');
    await expect(cards).toHaveCount(onServer.length);
    await expect(placeholders).toHaveCount(0);
    await expect(cards.getByRole('heading', { level: 3 }).nth(0)).toHaveText('James Whitfield');
    await expect(cards.getByRole('heading', { level: 3 }).nth(1)).toHaveText('Emma Caldwell');
    const james = cards.nth(0);
    await expect(james).toContainText('Head Coach & Founder');
    await expect(james).toContainText('twelve years coaching county, national and touring professionals');
    await expect(james.getByRole('listitem')).toContainText(['PGA Advanced Professional']);
    // Phone first, mobile only when there is no phone.
    await expect(james.getByRole('link', { name: /023 8049 6001/ })).toHaveAttribute(
      'href',
      'tel:02380496001',
    );
    // No picture in the demo data: the academy logo stands in.
    await expect(james.locator('img')).toHaveAttribute('src', '/logo.svg');

    // Two per row on a desktop, one per row on a phone.
    const top = async () => Promise.all([0, 1].map(async (i) => (await cards.nth(i).boundingBox())!.y));
    const [first, second] = await top();
    expect(Math.abs(first! - second!)).toBeLessThan(2);
    await page.setViewportSize({ width: 390, height: 844 });
    const [firstPhone, secondPhone] = await top();
    expect(secondPhone!).toBeGreaterThan(firstPhone! + 100);
  });

  test('coaches: a failed request shows the red error text under the heading', async ({ page }) => {
    await page.route(/\/api\/coaches(\?.*)?$/, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/home');
    const section = coachesSection(page);
    const error = section.getByText('Error loading coaches. Please try again later.', { exact: true });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(157, 40, 32)');
    const headingBox = (await section.getByRole('heading', { name: 'Our Coaches' }).boundingBox())!;
    expect((await error.boundingBox())!.y).toBeGreaterThan(headingBox.y);
    await expect(section.getByTestId('coach-placeholder')).toHaveCount(0);
    await expect(section.getByTestId('coach-card')).toHaveCount(0);
  });

  test('coaches: the display fallbacks of §3', async ({ page }) => {
    await page.route(/\/api\/coaches(\?.*)?$/, (route) =>
      route.fulfill({
        json: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            first_name: '',
            last_name: '',
            profile_image_url: null,
            role: '',
            bio: null,
            other_certifications: [],
            phone: null,
            mobile_phone: '07700 900999',
            specializations: [],
          },
          {
            id: '00000000-0000-4000-8000-000000000002',
            first_name: 'Ava',
            last_name: 'Stone',
            profile_image_url: '/media/gallery-trophy.svg',
            role: 'Short Game Coach',
            bio: 'Loves a bunker.',
            other_certifications: ['PGA Professional'],
            phone: '023 8000 0000',
            mobile_phone: '07700 900998',
            specializations: [],
          },
        ],
      }),
    );
    await page.goto('/home');
    const cards = coachesSection(page).getByTestId('coach-card');
    await expect(cards).toHaveCount(2);
    const unnamed = cards.nth(0);
    await expect(unnamed.getByRole('heading', { level: 3 })).toHaveText('Coach');
    await expect(unnamed.locator('p').first()).toHaveText('Coach');
    await expect(unnamed.locator('img')).toHaveAttribute('src', '/logo.svg');
    await expect(unnamed.getByRole('link')).toHaveAttribute('href', 'tel:07700900999');
    await expect(unnamed.getByText('Qualifications')).toHaveCount(0);
    await expect(unnamed.locator('p')).toHaveCount(1);

    const ava = cards.nth(1);
    await expect(ava.getByRole('heading', { level: 3 })).toHaveText('Ava Stone');
    await expect(ava).toContainText('Short Game Coach');
    await expect(ava.locator('img')).toHaveAttribute('src', '/media/gallery-trophy.svg');
    await expect(ava).toContainText('Loves a bunker.');
    await expect(ava).toContainText('PGA Professional');
    await expect(ava.getByRole('link')).toHaveAttribute('href', 'tel:02380000000');
  });

  test('the prerendered HTML has the content and the structured data without JavaScript', async ({
    request,
  }) => {
    const html = await (await request.get('/home')).text();
    expect(html).toContain('Golf coaching for juniors and adults on the south coast</h1>');
    expect(html).toContain('Loading coaches…');
    expect(html).toMatch(/<details[^>]*open=""/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const place = blocks.find((b) => b['@type'] === 'SportsActivityLocation');
    expect(place).toMatchObject({
      name: academy.name,
      telephone: academy.phone.tel,
      address: { postalCode: academy.venue.postcode, addressLocality: academy.venue.town },
    });
    const faqPage = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faqPage.mainEntity).toHaveLength(faqs.length);
    expect(faqPage.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: faqs[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: faqs[0]!.answer },
    });
  });

  for (const width of [1280, 390]) {
    test(`is accessible and fits the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.goto('/home');
      await expect(coachesSection(page).getByTestId('coach-card').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});
