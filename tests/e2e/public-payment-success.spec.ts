import { expect, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { collectProblems, expectAccessibleAtBothWidths } from './support/programme-pages';
import { useSiteConfig } from './support/site-config';

/*
 * /payment-success shows only what the server confirms for a Stripe Checkout session (see payments.spec.ts
 * for a real one). Whatever else the address carries is never shown, never thanks anyone, never fires the pixel.
 */
const FORGED = new URLSearchParams({
  booking_id: 'SB-1042',
  service: 'Junior Group Lesson',
  price: '35',
  customer_name: 'Mallory <script>alert(1)</script>',
  customer_email: 'mallory@example.com',
}).toString();

test.describe('payment success page without a verified payment', () => {
  test('a plain page: no thanks, no booking, the links and the phone number', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment');
    await expect(page.getByText('There is no payment to show here.')).toBeVisible();
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
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

  test('details in the address are not shown, and a pixel configured does not fire', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs += 1;
      await d.dismiss();
    });
    await useSiteConfig(page, { adPixelId: '1234567890' });
    await page.goto(`/payment-success?${FORGED}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment');
    const main = page.getByRole('main');
    await expect(main).not.toContainText('Mallory');
    await expect(main).not.toContainText('SB-1042');
    await expect(main).not.toContainText('£35');
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
    await expect(page.locator('script[src*="fbevents"]')).toHaveCount(0);
  });

  test('a session reference with payments off is not a payment', async ({ page }) => {
    await page.goto('/payment-success?session_id=cs_test_a1b2c3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment');
    await expect(page.getByText('There is no payment to show here.')).toBeVisible();
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await expectAccessibleAtBothWidths(page, '/payment-success', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('Your payment');
    });
  });
});
