import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { chooseChild, unique, WIDTHS } from './support/family';
import { failRenewal, learningCard, newFamily, openPortalSection, signIn } from './support/memberships';
import { openMemberships, signInAsAdmin } from './support/staff-memberships';

/*
 * On the academy whose clock a journey may move (MOVABLE_CLOCK, its own database and Stripe double): a failed
 * renewal keeps the tier for the 7-day grace period, and a week later, by the server's clock, it is gone.
 * Moving the days affects the whole server, so the two widths take turns.
 */
test.use({ baseURL: process.env.E2E_CLOCK_BASE_URL });
test.describe.configure({ mode: 'serial' });

const origin = () => new URL(process.env.E2E_CLOCK_BASE_URL!).origin;

/** The server's clock that many days ahead of the real time. */
async function setServerDaysAhead(request: APIRequestContext, daysAhead: number) {
  const moved = await request.post('/api/test/clock', { headers: { origin: origin() }, data: { daysAhead } });
  expect(moved.status(), await moved.text()).toBe(200);
}

// Back to the real time after each, as Stripe (the double) keeps it: its Checkout refuses a session that
// would expire more than a day after the time it knows.
test.afterEach(({ request }) => setServerDaysAhead(request, 0));

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a week after a declined renewal the grace period ends, the child's Performance videos lock again and the members list says so`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const child = `${name === 'desktop' ? 'Iris' : 'Noor'}${unique().slice(-3)}`;
    const family = await newFamily(page.request, child, origin());
    await page.context().clearCookies();

    // The parent buys Performance for the child on the Membership page.
    await page.goto('/portal/membership');
    await signIn(page, family.email);
    await page.getByRole('link', { name: family.childName }).click();
    await page.getByRole('button', { name: 'Choose Performance' }).click();
    await page.waitForURL(/\/c\/pay\/cs_/);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText('Membership booking created successfully! Package: Performance'),
    ).toBeVisible();

    // The renewal is declined: Performance stays open for the grace period.
    await failRenewal(page.request, family.email, process.env.E2E_CLOCK_STRIPE_URL!);
    await page.reload();
    const grace = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(grace).toContainText(/Everything in Performance stays open until \d{1,2} \w{3} \d{4}/);
    const until = (await grace.textContent())?.match(/until (\d{1,2} \w{3} \d{4})/)?.[1];
    expect(until).toBeTruthy();

    // Eight days later by the server's clock (the sweep a minute's timer runs, run at once).
    await setServerDaysAhead(page.request, 8);

    // The parent comes back a week on (signed out by then) and finds it closed, on the day it said.
    await page.goto('/portal/membership');
    await signIn(page, family.email);
    await page.getByRole('link', { name: family.childName }).click();
    const closed = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(closed).toContainText(`what Performance opens closed on ${until}`);
    await expect(page.getByText('Everything in Performance stays open')).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    // In the child's portal, Performance's videos ask for an upgrade again.
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await chooseChild(page, child);
    await openPortalSection(page, 'Dashboard', 'Home');
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText('closed on');
    const video = await learningCard(page, 'Pressure Putting and a Pre-Shot Routine');
    await expect(video.getByText('Upgrade Required').first()).toBeVisible();

    // The academy's members list says the same: who pays, the state and since when.
    const staff = await browser.newContext({ baseURL: process.env.E2E_CLOCK_BASE_URL, viewport });
    const desk = await staff.newPage();
    await signInAsAdmin(desk);
    await openMemberships(desk, name === 'phone');
    const row = desk.getByTestId('membership').filter({ hasText: family.childName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Payment failed — tier dropped ${until}`);
    await expect(row).toContainText('Performance · paid by Nadia Shah');
    await expect(row).toContainText('£440.00');
    await expect(row).toContainText('None due');
    await expectNoHorizontalScroll(desk);
    if (process.env.MEMBERSHIP_SCREENSHOTS) {
      await desk.screenshot({
        path: `${process.env.MEMBERSHIP_SCREENSHOTS}/members-${name}.png`,
        fullPage: true,
      });
      await page.screenshot({
        path: `${process.env.MEMBERSHIP_SCREENSHOTS}/grace-ended-${name}.png`,
        fullPage: true,
      });
    }
    await staff.close();
  });
}
