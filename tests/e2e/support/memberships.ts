import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CONSENT_PURPOSES } from '../../../src/core/rules/consent-rules';
import { bornYearsAgo, PASSWORD, unique } from './family';

/** A new family with one child, made through the API as the Register tab would. */
export async function newFamily(request: APIRequestContext, childFirstName: string, origin: string) {
  const email = `member.${unique()}@example.com`;
  const registered = await request.post('/api/family/register', {
    headers: { origin },
    data: {
      firstName: 'Nadia',
      lastName: 'Shah',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      over18: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = ((await registered.json()) as { token: string }).token;
  const coaches = (await (await request.get('/api/coaches')).json()) as { id: string }[];
  const child = await request.post('/api/family/children', {
    headers: { origin, authorization: `Bearer ${token}` },
    data: {
      firstName: childFirstName,
      lastName: 'Shah',
      dateOfBirth: bornYearsAgo(12),
      relationship: 'Mother',
      coachId: coaches[0]!.id,
      consents: Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, true])),
    },
  });
  expect(child.status(), await child.text()).toBe(201);
  return { email, childName: `${childFirstName} Shah` };
}

export async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** What Stripe does when a renewal's card is declined: the double sends the webhooks to the academy. */
export async function failRenewal(request: APIRequestContext, payerEmail: string, stripe: string) {
  const sub = await request.get(`${stripe}/_double/subscriptions?email=${encodeURIComponent(payerEmail)}`);
  expect(sub.ok()).toBe(true);
  const { id } = (await sub.json()) as { id: string };
  const renewed = await request.post(`${stripe}/_double/subscriptions/${id}/renew?outcome=failed`);
  expect(await renewed.json()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
}

const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A portal section: the side tab on a desktop, the bottom bar's button on a phone. */
export async function openPortalSection(page: Page, tab: string, button: string) {
  if (onPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('button', { name: button })
      .click();
  } else {
    await page.getByRole('tab', { name: tab }).click();
  }
}

export async function learningCard(page: Page, title: string) {
  await openPortalSection(page, 'Learning Modules', 'Learn');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}
