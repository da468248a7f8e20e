import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { bornYearsAgo, WIDTHS } from './support/family';
import { gotoHydrated } from './support/hydration';

/*
 * On the payments server, whose database is its own: no other journey there reads the coaches page, and the
 * camp days this journey adds are its own (a place held for payment counts as taken, as in the diary).
 */
test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL });
test.describe.configure({ mode: 'serial' });
// Testimonials added here are the payments server's only camps quotes; no other journey there reads them.

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const SHOTS = process.env.CONTENT_SCREENSHOTS ?? 'test-results/content-profiles';
const origin = () => new URL(process.env.E2E_PAYMENTS_BASE_URL!).origin;
/** Two camp days of the journey's own: one nearly full, one full (the camp takes six). */
const FEW_DAY = { date: '2027-03-01', label: 'Monday 1 March 2027', booked: 4, words: 'Only 2 places left' };
const FULL_DAY = { date: '2027-03-02', label: 'Tuesday 2 March 2027', booked: 6, words: 'Fully booked' };

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/staff-portal/login', {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
    headers: { origin: origin() },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The diary's camp days as an admin adds them, and parents booking places (held while they pay). */
async function campDaysWithPlacesTaken(request: APIRequestContext) {
  const token = await adminToken(request);
  for (const day of [FEW_DAY, FULL_DAY]) {
    const added = await request.post('/api/staff/booking/sessions', {
      headers: { authorization: `Bearer ${token}`, origin: origin() },
      data: { serviceId: 4, date: day.date, start: '10:00', end: '14:00' },
    });
    // A retry finds the day already there, with its places already taken (a hold lasts half an hour).
    if (added.status() === 409) continue;
    expect(added.status(), await added.text()).toBe(201);
    for (let i = 0; i < day.booked; i++) {
      const booked = await request.post('/api/booking/book', {
        headers: { origin: origin() },
        data: {
          serviceId: 4,
          providerId: null,
          date: day.date,
          time: '10:00',
          clientData: { name: `Parent ${i}`, email: `camp.${day.date}.${i}.${Date.now()}@example.com` },
          participant: {
            name: `Camper ${i}`,
            dateOfBirth: bornYearsAgo(10),
            medicalNotes: 'None',
            emergencyContactName: `Parent ${i}`,
            emergencyContactPhone: '07700 900555',
          },
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }
  }
}

async function openContent(page: Page, phone: boolean) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Content' }).click();
  } else {
    await page.getByRole('tab', { name: 'Content' }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Coach profiles' })).toBeVisible();
}

const hydrationErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

test.beforeAll(async ({ request }) => {
  await campDaysWithPlacesTaken(request);
});

for (const [label, viewport] of WIDTHS) {
  test(`${label}: an admin edits a coach's biography and photo; the coaches and camps pages show the server's content`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const bio = `Emma leads the junior pathway (${label} ${Date.now().toString(36)}): patient, playful sessions.`;
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 36, g: 92, b: 66 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1200" height="900"><circle cx="600" cy="380" r="220" fill="#e6c76c"/><rect x="330" y="620" width="540" height="280" rx="120" fill="#f8edcc"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();

    await openContent(page, label === 'phone');
    const row = page.getByTestId('coach-profile').filter({ hasText: 'Emma Caldwell' });
    await row.getByRole('button', { name: 'Edit Emma Caldwell' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Emma Caldwell’s profile' });
    await dialog.getByLabel('Phone').fill('call me');
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(dialog.getByText('Phone must be a phone number')).toBeVisible();
    await dialog.getByLabel('Phone').fill('');
    await dialog.getByLabel('Biography').fill(bio);
    await dialog
      .getByLabel('Photo')
      .setInputFiles({ name: 'emma.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/content-edit-${label}.png` });
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile saved. The coaches page shows it now.')).toBeVisible();
    await expect(row.locator('img')).toBeVisible();

    // A testimonial for the camps page, added as the academy would.
    const quote = `Maya loved every minute (${label} ${Date.now().toString(36)}).`;
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a testimonial' });
    await addDialog.getByLabel('Page', { exact: true }).selectOption({ label: 'Camps' });
    await addDialog.getByRole('button', { name: 'Add testimonial' }).click();
    await expect(addDialog.getByText('Quote is required')).toBeVisible();
    await addDialog.getByLabel('Quote', { exact: true }).fill(quote);
    await addDialog.getByLabel('Name', { exact: true }).fill(`Daniel P. ${label}`);
    await addDialog.getByLabel('Who they are').fill('Parent of Maya, 11');
    await addDialog.getByRole('button', { name: 'Add testimonial' }).click();
    await expect(addDialog).toBeHidden();
    await expect(page.getByTestId('testimonial').filter({ hasText: quote })).toContainText('Camps');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/content-profiles-${label}.png`, fullPage: true });

    // A visitor with scripts off: the HTML itself carries the new biography and the photo.
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: origin(), viewport });
    const html = await plain.newPage();
    await html.goto('/coaches');
    const card = html.getByRole('article', { name: 'Emma Caldwell' });
    await expect(card).toContainText(bio);
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/api\/coach-photos\/.+\.avif 160w/,
    );
    await expect(card.getByTestId('coach-photo')).toHaveAttribute('width', '96');
    await html.goto('/golf-camps');
    await expect(html.getByTestId('camp-day').filter({ hasText: FEW_DAY.label })).toBeVisible();
    // No places are claimed before the server is asked.
    await expect(html.getByTestId('camp-day-places')).toHaveCount(0);
    await expect(html.locator('#testimonials')).toContainText(quote);
    await plain.close();

    // With scripts on, the page hydrates with the same content, the photo loads, and nothing mismatches.
    const visitor = await browser.newContext({ baseURL: origin(), viewport });
    const page2 = await visitor.newPage();
    const errors = hydrationErrors(page2);
    await gotoHydrated(page2, '/coaches');
    const emma = page2.getByRole('article', { name: 'Emma Caldwell' });
    await expect(emma).toContainText(bio);
    const img = emma.getByTestId('coach-photo');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page2.getByRole('article', { name: 'James Whitfield' })).toBeVisible();
    await expectNoHorizontalScroll(page2);
    await emma.screenshot({ path: `${SHOTS}/coaches-emma-${label}.png` });
    await page2.screenshot({ path: `${SHOTS}/coaches-${label}.png`, fullPage: true });

    // The camps page: the diary's days, each with the words the server's count gives.
    await gotoHydrated(page2, '/golf-camps');
    const days = page2.getByTestId('camp-day');
    const few = days.filter({ hasText: FEW_DAY.label });
    const full = days.filter({ hasText: FULL_DAY.label });
    await expect(few.getByTestId('camp-day-places')).toHaveText(FEW_DAY.words);
    await expect(full.getByTestId('camp-day-places')).toHaveText(FULL_DAY.words);
    await expect(few).toContainText('10am to 2pm');
    const answer = (await (await page2.request.get('/api/camp-days')).json()) as { days: { date: string }[] };
    await expect(days).toHaveCount(answer.days.length);
    await expect(page2.getByText('Spaces available for February half-term')).toHaveCount(0);
    await expect(page2.locator('#testimonials figure').filter({ hasText: quote })).toContainText(
      `Daniel P. ${label}`,
    );
    await expectNoHorizontalScroll(page2);
    await expectAccessible(page2);
    await page2.locator('#details').screenshot({ path: `${SHOTS}/camps-days-${label}.png` });
    expect(errors).toEqual([]);
    await visitor.close();
  });
}
