import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { chooseChild, unique, WIDTHS } from './support/family';
import { failRenewal, learningCard, newFamily, openPortalSection, signIn } from './support/memberships';
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

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a parent subscribes a child to Performance from the picker; the child's videos unlock; a failed renewal shows the grace banner`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const child = `${name === 'desktop' ? 'Maya' : 'Zara'}${unique().slice(-3)}`;
    const family = await newFamily(page.request, child, origin());
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
    await failRenewal(page.request, family.email, process.env.E2E_STRIPE_URL!);
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

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a parent joins the Development Squad monthly from its page, at the Friday time chosen there`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const child = `${name === 'desktop' ? 'Leo' : 'Ava'}${unique().slice(-3)}`;
    const family = await newFamily(page.request, child, origin());
    await page.context().clearCookies();
    await useSiteConfig(page, { bookingWidget: null, membershipsOnline: true });

    await page.goto('/development-squad');
    const join = page.getByRole('heading', { name: 'Join the squad monthly' }).locator('..');
    await join.getByRole('radio', { name: '5–6 pm' }).check();
    await join.getByRole('link', { name: 'Join Development Squad' }).click();
    await page.waitForURL(/\/portal\/membership\?plan=4&squadTime=17:00$/);
    await signIn(page, family.email);
    await page.getByRole('link', { name: family.childName }).click();
    // The time chosen on the squad page is still chosen here.
    await expect(page.getByRole('radio', { name: '5–6 pm' })).toBeChecked();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Choose Development Squad' }).click();

    await page.waitForURL(/\/c\/pay\/cs_/);
    await expect(page.getByRole('heading', { name: 'Pay £120.00 a month' })).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/portal\/membership\?session_id=cs_/);
    await expect(
      page.getByText('Membership booking created successfully! Package: Development Squad'),
    ).toBeVisible();
    await expect(page.getByText('Fridays 5–6 pm, a fixed place every week')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `${name}-squad`);
  });
}
