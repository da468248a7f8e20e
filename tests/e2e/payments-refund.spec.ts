import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { bornYearsAgo, WIDTHS } from './support/family';

/* The Academy panel's payments list on the academy that takes payments online, and its refund button. */
test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL });

const origin = () => new URL(process.env.E2E_PAYMENTS_BASE_URL!).origin;

/** A camp day booked and paid as a parent would (widget, Stripe's page, back), done through the same calls. */
async function paidCampDay(request: APIRequestContext, email: string) {
  const booked = await request.post('/api/booking/book', {
    headers: { origin: origin() },
    data: {
      serviceId: 4,
      providerId: null,
      date: '2027-02-15',
      time: '10:00',
      clientData: { name: 'Priya Refund', email },
      participant: {
        name: 'Ana Refund',
        dateOfBirth: bornYearsAgo(10),
        medicalNotes: 'None',
        emergencyContactName: 'Priya Refund',
        emergencyContactPhone: '07700 900555',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { checkoutUrl: string; reference: string } };
  // The Pay button on Stripe's page, then the return page's check with Stripe.
  const paid = await request.post(data.checkoutUrl, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const sessionId = data.checkoutUrl.split('/c/pay/')[1]!;
  const outcome = await request.get(`/api/payments/checkout/${sessionId}`);
  expect(((await outcome.json()) as { outcome: string }).outcome).toBe('confirmed');
  return data.reference;
}

async function openPayments(page: Page) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill('admin@solentgolf.academy');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/staff-portal?tab=admin&section=payments');
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
}

for (const [name, viewport] of WIDTHS) {
  test(`${name}: an admin finds a paid camp day in Payments and refunds it; the booking stands`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `refund.${name}.${Date.now()}@example.com`;
    const reference = await paidCampDay(page.request, email);

    await openPayments(page);
    const row = page.getByRole('listitem').filter({ hasText: reference });
    await expect(row).toContainText(`Priya Refund <${email}>`);
    await expect(row).toContainText('£55.00');
    await expect(row).toContainText('Paid');
    await expectNoHorizontalScroll(page);

    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
    await expect(dialog).toContainText('£55.00 goes back to the card');
    await dialog.getByRole('button', { name: 'Refund £55.00' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(/Refunded/);
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  });
}
