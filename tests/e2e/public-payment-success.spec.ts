import { expect, type Page, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { collectProblems, expectAccessibleAtBothWidths } from './support/programme-pages';
import { useSiteConfig } from './support/site-config';

const details = (page: Page) => page.locator('dl');
/** The value shown for a label in the booking details. */
const value = (page: Page, label: string) =>
  details(page)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const QUERY = new URLSearchParams({
  booking_id: 'SB-1042',
  service: 'Junior Group Lesson',
  coach: 'James Whitfield',
  date: '2027-02-15',
  time: '10:00',
  duration: '60',
  price: '35',
  customer_name: 'Sam Parent',
  customer_email: 'sam@example.com',
}).toString();

test.describe('payment success page', () => {
  test('without a query string: the defaults, the What’s Next list and the links', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');
    await expect(value(page, 'Service')).toHaveText('Golf Lesson');
    await expect(value(page, 'Location')).toHaveText(academy.name);
    await expect(value(page, 'Amount paid')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'What’s Next' })).toBeVisible();
    await expect(page.getByRole('main').locator('ol > li')).toHaveText([
      /Check your e-mail for your booking confirmation\.$/,
      /Arrive 10 minutes before your lesson starts\.$/,
      /Bring comfortable clothes and shoes\. Clubs are provided if you need them\.$/,
    ]);
    await expect(page.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/student-portal#bookings',
    );
    await expect(page.getByRole('link', { name: 'Book Another Lesson' })).toHaveAttribute(
      'href',
      '/programs',
    );
    await expect(page.getByRole('main').getByRole('link', { name: academy.phone.display })).toHaveAttribute(
      'href',
      `tel:${academy.phone.tel}`,
    );
    expect(problems).toEqual([]);
  });

  test('with booking details: every value, and the price in pounds with two decimals', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(`/payment-success?${QUERY}`);
    await expect(value(page, 'Booking reference')).toHaveText('SB-1042');
    await expect(value(page, 'Service')).toHaveText('Junior Group Lesson');
    await expect(value(page, 'Coach')).toHaveText('James Whitfield');
    await expect(value(page, 'Date')).toHaveText('Monday 15 February 2027');
    await expect(value(page, 'Time')).toHaveText('10:00');
    await expect(value(page, 'Duration')).toHaveText('60 minutes');
    await expect(value(page, 'Location')).toHaveText(academy.name);
    await expect(value(page, 'Amount paid')).toHaveText('£35.00');
    await expect(value(page, 'Name')).toHaveText('Sam Parent');
    await expect(value(page, 'E-mail')).toHaveText('sam@example.com');
    await expect(page.getByRole('main')).toContainText('Thank you, Sam Parent.');
    await expect(page.getByRole('main')).toContainText('We sent it to sam@example.com.');
    // The prerendered page had no query string: hydration must not have complained.
    expect(problems).toEqual([]);
  });

  test('another currency is shown by its code', async ({ page }) => {
    await page.goto('/payment-success?price=12.5&currency=EUR&location=Hamble%20Studio');
    await expect(value(page, 'Amount paid')).toHaveText('EUR 12.50');
    await expect(value(page, 'Location')).toHaveText('Hamble Studio');
  });

  test('a script tag in the query string is shown as text and never runs', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs += 1;
      await d.dismiss();
    });
    const evil = '<script>alert(1)</script>';
    const img = '<img src=x onerror=alert(2)>';
    await page.goto(
      `/payment-success?customer_name=${encodeURIComponent(evil)}&service=${encodeURIComponent(img)}&booking_id=${encodeURIComponent('"><svg onload=alert(3)>')}`,
    );
    await expect(value(page, 'Name')).toHaveText(evil);
    await expect(value(page, 'Service')).toHaveText(img);
    await expect(page.getByRole('main')).toContainText(`Thank you, ${evil}.`);
    expect(await page.locator('main script, main img, main svg[onload]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
  });

  test('the advertising pixel stays off unless configured', async ({ page }) => {
    await page.goto(`/payment-success?${QUERY}`);
    await expect(value(page, 'Amount paid')).toHaveText('£35.00');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
    await expect(page.locator('script[src*="fbevents"]')).toHaveCount(0);
  });

  test('with a pixel configured, the purchase event fires after the page has rendered', async ({ page }) => {
    await useSiteConfig(page, { adPixelId: '1234567890' });
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__pixelScript = true;' }),
    );
    await page.goto(`/payment-success?${QUERY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');
    const queue = await page.waitForFunction(() => {
      const fbq = (window as { fbq?: { queue: unknown[][] } }).fbq;
      return fbq && fbq.queue.length >= 2 ? fbq.queue : null;
    });
    const calls = (await queue.jsonValue()) as unknown[][];
    expect(calls[0]).toEqual(['init', '1234567890']);
    expect(calls[1]).toEqual([
      'track',
      'Purchase',
      expect.objectContaining({
        value: 35,
        currency: 'GBP',
        content_ids: ['SB-1042'],
        content_name: 'Junior Group Lesson',
        coach: 'James Whitfield',
        lesson_date: 'Monday 15 February 2027',
        lesson_time: '10:00',
      }),
      { eventID: 'SB-1042' },
    ]);
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await expectAccessibleAtBothWidths(page, `/payment-success?${QUERY}`, async (p) => {
      await expect(value(p, 'Amount paid')).toHaveText('£35.00');
    });
  });
});
