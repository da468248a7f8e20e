import { expect, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { gotoHydrated } from './support/hydration';
import { BROKEN_WIDGET, bookingCalendar, providerOrigin, widgetOptions } from './support/programme-pages';
import { useSiteConfig } from './support/site-config';

const UNAVAILABLE = 'Booking Calendar Unavailable';
const CALL_US = 'Please call us directly to book your lesson';

test.describe('scheduling widget', () => {
  test('ready: loads the provider script on demand and draws the calendar in the page’s container', async ({
    page,
  }) => {
    await page.goto('/summer-academy');
    await expect(bookingCalendar(page, 'sbw_camps')).toBeVisible();
    await expect(page.locator(`script[src="${providerOrigin()}/widget.js"]`)).toHaveCount(1);
    expect(await widgetOptions(page)).toMatchObject({
      widget_type: 'iframe',
      url: `${providerOrigin()}/company`,
      theme: 'dark',
      timeline: 'modern',
      datepicker: 'top_calendar',
      is_rtl: false,
      app_config: { clear_session: 1, allow_switch_to_ada: 0 },
    });
    await expect(page.locator('#booking').getByText(UNAVAILABLE)).toHaveCount(0);
  });

  test('loading: a spinner while the script is on its way', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${providerOrigin()}/widget.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/junior-lessons');
    const booking = page.locator('#booking-section');
    await expect(booking.getByRole('status')).toHaveText('Loading the booking calendar...');
    release();
    await expect(bookingCalendar(page, 'sbw_taster')).toBeVisible();
    await expect(booking.getByRole('status')).toHaveCount(0);
  });

  test('failed: the script cannot load', async ({ page }) => {
    await page.route(`${providerOrigin()}/widget.js`, (route) => route.abort());
    await page.goto('/junior-lessons');
    const alert = page.locator('#booking-section').getByRole('alert');
    await expect(alert).toContainText(UNAVAILABLE);
    await expect(alert).toContainText(CALL_US);
    await expect(alert.getByRole('link', { name: `Call ${academy.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${academy.phone.tel}`,
    );
  });

  test('failed: the provider throws while starting', async ({ page }) => {
    await page.route(`${providerOrigin()}/widget.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: BROKEN_WIDGET }),
    );
    await page.goto('/development-squad');
    await expect(page.locator('#booking-section').getByRole('alert')).toContainText(UNAVAILABLE);
  });

  test('failed: no provider after 10 seconds', async ({ page }) => {
    // The page's clock is the test's: ten seconds pass at once instead of being waited for.
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const scriptAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(`${providerOrigin()}/widget.js`, async (route) => {
      asked();
      await held;
      await route.fulfill({ contentType: 'text/javascript', body: '/* too late */' }).catch(() => {});
    });
    await gotoHydrated(page, '/summer-academy');
    const booking = page.locator('#booking');
    await expect(booking.getByRole('status')).toHaveText('Loading the booking calendar...');
    // The ten seconds count from when the page asks for the script, which follows the site settings'
    // arrival: moving the clock before then would move it past nothing.
    await scriptAsked;
    await page.clock.runFor(9_000);
    await expect(booking.getByRole('status')).toHaveText('Loading the booking calendar...');
    await page.clock.runFor(1_500);
    await expect(booking.getByRole('alert')).toContainText(UNAVAILABLE);
    release();
  });

  test('not configured: the slot holds the academy’s own booking widget on the page’s service', async ({
    page,
  }) => {
    await useSiteConfig(page, { bookingWidget: null });
    for (const [path, anchor, service] of [
      ['/summer-academy', '#booking', /Half-Term Golf Camp/],
      ['/junior-lessons', '#booking-section', /Junior Group Lesson/],
      ['/adult-lessons', '#booking', /Adult 1:1 Coaching/],
      ['/development-squad', '#booking-section', /Junior Development Squad/],
    ] as const) {
      await page.goto(path);
      const slot = page.locator(anchor);
      await slot.scrollIntoViewIfNeeded();
      await expect(slot.getByRole('radio', { name: service })).toBeChecked();
      await expect(slot.getByRole('heading', { name: 'Book by phone' })).toHaveCount(0);
      await expect(slot.locator('iframe')).toHaveCount(0);
    }
    await expect(page.locator('script[src*="widget"]')).toHaveCount(0);
  });
});
