import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { fillDetails, type Participant, widgetOf } from './support/booking-widget';
import { bornYearsAgo, WIDTHS } from './support/family';
import { waitForMail } from './support/mailbox';
import { useSiteConfig } from './support/site-config';

/*
 * The academy that takes payments online (a second server, against a loopback double of Stripe's API whose
 * hosted page has a Pay button and a Back link). Camp days are paid in full when booked.
 */
test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL });

const CAMPER: Participant = {
  name: 'Ellie Parker',
  dateOfBirth: bornYearsAgo(10),
  welfare: { medicalNotes: 'Mild hay fever', contactName: 'Sam Parker', contactPhone: '07700 900321' },
};

/** Books one camp day at 10:00 on the camps page and follows the widget to Stripe's page. */
async function bookCampDay(page: Page, day: string, email: string) {
  // This academy's widget is its own (no provider embed); its pixel id is the server's own setting.
  // biome-ignore lint/correctness/useHookAtTopLevel: a Playwright helper named like a hook, not a React hook
  await useSiteConfig(page, { bookingWidget: null, adPixelId: '1234567890' });
  await page.goto('/summer-academy');
  // The widget mounts as its section comes into view.
  await page.locator('#booking').scrollIntoViewIfNeeded();
  const widget = widgetOf(page);
  await expect(widget.getByRole('radio', { name: /Half-Term Golf Camp/ })).toBeChecked();
  await widget.getByRole('button', { name: day, exact: true }).click();
  await widget.getByRole('button', { name: '10:00' }).click();
  await expect(widget.getByText('£55.00, paid online when you book')).toBeVisible();
  await fillDetails(widget, { name: 'Sam Parker', email }, CAMPER);
  await widget.getByRole('button', { name: 'Book Now' }).click();
  // The server held the place and answered Stripe's page: the widget says so and goes there.
  await page.waitForURL(/\/c\/pay\/cs_/);
  await expect(page.getByRole('heading', { name: 'Pay £55.00' })).toBeVisible();
}

/** The academy's diary as an admin sees it for a day, through the API. */
async function diaryOf(page: Page, date: string) {
  const login = await page.request.post('/api/staff-portal/login', {
    data: { email: 'admin@solentgolf.academy', password: 'solent-demo-2026' },
    // Sent from the test, not a page of the academy's: it says which site it acts for, as a browser would.
    headers: { origin: new URL(process.env.E2E_PAYMENTS_BASE_URL!).origin },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.get(`/api/staff/bookings?from=${date}&to=${date}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { bookings: { clientEmail: string; status: string }[] }).bookings;
}

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a parent pays for a camp day on Stripe's page and sees what the server confirmed`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `paid.${name}.${Date.now()}@example.com`;
    const since = Date.now();
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__pixelScript = true;' }),
    );
    await bookCampDay(page, 'Monday 15 February 2027', email);
    await page.getByRole('button', { name: 'Pay £55.00' }).click();

    await page.waitForURL(/\/payment-success\?session_id=cs_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');
    await expect(page.getByText('Thank you, Sam.')).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText('Half-Term Golf Camp (per day)');
    await expect(details).toContainText('Monday 15 February 2027');
    await expect(details).toContainText('Amount paid£55.00');
    await expect(details).toContainText(email);
    await expectNoHorizontalScroll(page);
    // The advertising pixel hears of it once, with the amount Stripe took.
    const queue = await page.waitForFunction(() => {
      const fbq = (window as { fbq?: { queue: unknown[][] } }).fbq;
      return fbq && fbq.queue.length >= 2 ? fbq.queue : null;
    });
    const calls = (await queue.jsonValue()) as unknown[][];
    expect(calls[1]).toEqual([
      'track',
      'Purchase',
      expect.objectContaining({ value: 55, currency: 'GBP', content_name: 'Half-Term Golf Camp (per day)' }),
      expect.anything(),
    ]);

    const mail = await waitForMail(email, since);
    expect(mail).toContain('Your place is confirmed');
    expect(mail).toContain('Price: £55.00, paid online.');

    // Reloading shows the same confirmed payment, read from the server again, and reports it no more.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');
    await expect(details).toContainText('Amount paid£55.00');
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() =>
        ((window as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? []).filter((call) => call[0] === 'track'),
      ),
    ).toEqual([]);
  });
}

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a parent leaves Stripe’s page: nothing is charged and the held place is free again`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `left.${name}.${Date.now()}@example.com`;
    await bookCampDay(page, 'Tuesday 16 February 2027', email);
    // While on Stripe's page the place is held, and the diary shows it waiting for payment.
    expect((await diaryOf(page, '2027-02-16')).filter((b) => b.clientEmail === email)).toEqual([
      expect.objectContaining({ status: 'awaiting_payment' }),
    ]);

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/booking\/checkout-cancelled\?hold=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment cancelled');
    await expect(page.getByRole('status')).toContainText('nothing was charged and nothing is booked');
    await expectNoHorizontalScroll(page);
    expect((await diaryOf(page, '2027-02-16')).filter((b) => b.clientEmail === email)).toEqual([]);
  });
}

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a parent who paid cancels in time with the link in the e-mail: the refund is on its way`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `refund.${name}.${Date.now()}@example.com`;
    const since = Date.now();
    await bookCampDay(page, 'Wednesday 17 February 2027', email);
    await page.getByRole('button', { name: 'Pay £55.00' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');

    const confirmation = await waitForMail(email, since);
    const link = confirmation.match(/\/booking\/cancel\?token=[A-Za-z0-9_-]+/)![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancelledSince = Date.now();
    await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible();
    const cancelled = await waitForMail(email, cancelledSince);
    expect(cancelled).toContain('We are refunding £55.00 to the card you paid with.');
    await expectNoHorizontalScroll(page);
  });
}

test('/payment-success without a verified payment thanks no one and shows no booking', async ({ page }) => {
  await page.goto('/payment-success?booking_id=123&service=Golf&price=45&customer_name=Mallory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment');
  await expect(page.getByText('There is no payment to show here.')).toBeVisible();
  await expect(page.getByText('Mallory')).toHaveCount(0);
  await expect(page.getByText('£45')).toHaveCount(0);

  await page.goto('/payment-success?session_id=cs_test_not_one_of_ours');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment');
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
});

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a parent pays for two camp days and cancels one: that day's share is refunded`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `twodays.${name}.${Date.now()}@example.com`;
    const since = Date.now();
    await useSiteConfig(page, { bookingWidget: null });
    await page.goto('/summer-academy');
    await page.locator('#booking').scrollIntoViewIfNeeded();
    const widget = widgetOf(page);
    await widget.getByRole('button', { name: 'Tuesday 16 February 2027', exact: true }).click();
    await widget.getByRole('button', { name: '10:00' }).click();
    await widget
      .getByRole('group', { name: 'Add more days' })
      .getByRole('checkbox', { name: 'Wednesday 17 February 2027 at 10:00' })
      .check();
    await expect(widget.getByText('Total £110.00 for 2 days, paid online when you book')).toBeVisible();
    await fillDetails(widget, { name: 'Sam Parker', email }, CAMPER);
    await widget.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('button', { name: 'Pay £110.00' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');

    const confirmation = await waitForMail(email, since);
    expect(confirmation).toContain('Price: £110.00, paid online.');
    await page.goto(confirmation.match(/\/booking\/cancel\?token=[A-Za-z0-9_-]+/)![0]);
    await page.getByRole('button', { name: 'Cancel this day, Tuesday 16 February 2027' }).click();
    const cancelledSince = Date.now();
    await page.getByRole('button', { name: 'Yes, cancel this day' }).click();
    await expect(page.getByText('Tuesday 16 February 2027 is cancelled.')).toBeVisible();
    await expect(page.getByText('£55.00 refunded · on its way to your card')).toBeVisible();
    await expectNoHorizontalScroll(page);
    const mail = await waitForMail(email, cancelledSince);
    expect(mail).toContain('We are refunding £55.00 to the card you paid with.');
    expect(mail).toContain('Still booked: Wednesday 17 February 2027, 10:00 to 14:00');
  });
}
