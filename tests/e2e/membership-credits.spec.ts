import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { PASSWORD, unique, WIDTHS } from './support/family';
import { waitForMail } from './support/mailbox';

/* A member's lessons, paid with the credits of a coaching plan, on the academy that takes payments online. */
test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL });

const origin = () => new URL(process.env.E2E_PAYMENTS_BASE_URL!).origin;

/** A new adult student coached by James, who teaches the adult 1:1 lesson. */
async function newAdult(request: APIRequestContext) {
  const id = unique();
  const email = `credits.${id}@example.com`;
  const coaches = (await (await request.get('/api/coaches')).json()) as { id: string; first_name: string }[];
  const james = coaches.find((c) => c.first_name === 'James')!;
  const res = await request.post('/api/portal/register', {
    headers: { origin: origin() },
    data: {
      firstName: 'Robin',
      lastName: 'Hale',
      email,
      username: `robin_${id}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: '1985-06-14',
      coachId: james.id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** A weekday at least `days` ahead (James teaches Monday to Friday), as yyyy-MM-dd. */
function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function cancelLinkIn(mail: string): string {
  const match = /(https?:\/\/\S+\/booking\/cancel\?token=[A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('the e-mail holds no cancel link');
  return match[1]!;
}

async function subscribeToEssentials(page: Page, email: string) {
  await page.goto('/portal/membership?plan=1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Choose Essentials' }).click();
  await page.waitForURL(/\/c\/pay\/cs_/);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/portal\/membership\?session_id=cs_/);
  await expect(page.getByText('Membership booking created successfully! Package: Essentials')).toBeVisible();
  await expect(page.getByText('4 of 4 lessons left this month')).toBeVisible();
}

for (const [name, viewport] of WIDTHS) {
  test(`${name}: a member books a lesson with a credit, cancels it in good time and gets the credit back`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const email = await newAdult(page.request);
    await page.context().clearCookies();
    await subscribeToEssentials(page, email);

    await expect(page.getByText('Adult 1:1 Coaching with James Whitfield', { exact: false })).toBeVisible();
    const day = weekdayAhead(name === 'desktop' ? 5 : 6);
    await page.getByLabel('Day').fill(day);
    const firstTime = page.getByRole('group', { name: 'Start time' }).getByRole('button').first();
    await expect(firstTime).toBeVisible();
    const time = (await firstTime.textContent())!.trim();
    await firstTime.click();
    const since = Date.now();
    await page.getByRole('button', { name: `Book ${time} with a credit` }).click();
    await expect(page.getByText('Lesson booked')).toBeVisible();
    await expect(page.getByText('3 of 4 lessons left this month')).toBeVisible();
    await expectNoHorizontalScroll(page);
    if (process.env.MEMBERSHIP_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.MEMBERSHIP_SCREENSHOTS}/${name}-credit-booked.png`,
        fullPage: true,
      });
    }

    // The confirmation's cancel link, more than 48 hours ahead: the credit comes back.
    const mail = await waitForMail(email, since);
    await page.goto(cancelLinkIn(mail));
    const card = page.getByRole('main');
    await expect(card).toContainText('Included in the membership');
    await expect(card).toContainText('Paid by membership');
    if (process.env.MEMBERSHIP_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.MEMBERSHIP_SCREENSHOTS}/${name}-credit-cancel.png`,
        fullPage: true,
      });
    }
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this booking?' })
      .getByRole('button', { name: 'Yes, cancel booking' })
      .click();
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');

    await page.goto('/portal/membership');
    await expect(page.getByText('4 of 4 lessons left this month')).toBeVisible();
  });
}
