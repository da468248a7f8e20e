import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CONSENT_PURPOSES } from '../../src/core/rules/consent-rules';
import { expectNoHorizontalScroll } from './support/a11y';
import { bornYearsAgo, chooseChild, PASSWORD, unique, WIDTHS } from './support/family';
import { useSiteConfig } from './support/site-config';

/*
 * Memberships on the academy that takes payments online: bought on Stripe's page (the double's), followed by
 * Stripe's webhooks (the double delivers them when a journey asks it for a renewal).
 */
test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL });

const SHOTS = process.env.MEMBERSHIP_SCREENSHOTS;
const shot = (page: Page, name: string) =>
  SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : Promise.resolve();

const origin = () => new URL(process.env.E2E_PAYMENTS_BASE_URL!).origin;

/** A new family with one child, made through the API as the Register tab would. */
async function newFamily(request: APIRequestContext, childFirstName: string) {
  const email = `member.${unique()}@example.com`;
  const registered = await request.post('/api/family/register', {
    headers: { origin: origin() },
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
    headers: { origin: origin(), authorization: `Bearer ${token}` },
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

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** What Stripe does when a renewal's card is declined: the double sends the webhooks to the academy. */
async function failRenewal(request: APIRequestContext, payerEmail: string) {
  const stripe = process.env.E2E_STRIPE_URL!;
  const sub = await request.get(`${stripe}/_double/subscriptions?email=${encodeURIComponent(payerEmail)}`);
  expect(sub.ok()).toBe(true);
  const { id } = (await sub.json()) as { id: string };
  const renewed = await request.post(`${stripe}/_double/subscriptions/${id}/renew?outcome=failed`);
  expect(await renewed.json()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
}

const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A portal section: the side tab on a desktop, the bottom bar's button on a phone. */
async function openPortalSection(page: Page, tab: string, button: string) {
  if (onPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('button', { name: button })
      .click();
  } else {
    await page.getByRole('tab', { name: tab }).click();
  }
}

async function learningCard(page: Page, title: string) {
  await openPortalSection(page, 'Learning Modules', 'Learn');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a parent subscribes a child to Performance from the picker; the child's videos unlock; a failed renewal shows the grace banner`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const child = `${name === 'desktop' ? 'Maya' : 'Zara'}${unique().slice(-3)}`;
    const family = await newFamily(page.request, child);
    await page.context().clearCookies();
    await useSiteConfig(page, { bookingWidget: null, membershipsOnline: true });

    // The picker on the adult lessons page: choosing Performance goes to the academy's own Membership page.
    await page.goto('/adult-lessons');
    await page.getByRole('button', { name: 'Choose Performance' }).click();
    await page.waitForURL(/\/portal\/membership\?plan=2$/);
    await signIn(page, family.email);
    await page.getByRole('link', { name: family.childName }).click();
    await expect(page.getByRole('heading', { name: `Choose a plan for ${child}` })).toBeVisible();
    await expect(page.getByText('No membership yet')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `${name}-plans`);
    await page.getByRole('button', { name: 'Choose Performance' }).click();

    // Stripe's page (the double's): the price the server charges, a month.
    await page.waitForURL(/\/c\/pay\/cs_/);
    await expect(page.getByRole('heading', { name: 'Pay £440.00 a month' })).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    // Back on the Membership page: said only once the server has Stripe's word for it.
    await page.waitForURL(/\/portal\/membership\?session_id=cs_/);
    await expect(
      page.getByText('Membership booking created successfully! Package: Performance'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Performance', exact: true })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('8 of 8 lessons left this month')).toBeVisible();
    await expect(page.getByText(/£440\.00 a month · next payment \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `${name}-active`);

    // The child's portal: Performance's videos are open now.
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await chooseChild(page, child);
    const video = await learningCard(page, 'Pressure Putting and a Pre-Shot Routine');
    await expect(video.getByText('Upgrade Required')).toHaveCount(0);
    const elite = await learningCard(page, 'Player Spotlight: A Junior’s Road to the County Squad');
    await expect(elite.getByText('Upgrade Required').first()).toBeVisible();

    // The next month's card is declined: the tier stays for the grace period, with a banner saying so.
    await failRenewal(page.request, family.email);
    await page.reload();
    await openPortalSection(page, 'Dashboard', 'Home');
    const banner = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(banner).toContainText('The last payment for Performance did not go through');
    await expect(banner).toContainText(/stays open until \d{1,2} \w{3} \d{4}/);
    await shot(page, `${name}-grace-dashboard`);
    await banner.getByRole('link', { name: 'Manage membership' }).click();
    await expect(page.getByText('Payment failed', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage membership' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `${name}-grace`);
  });
}
