import { mkdir } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { UndeliveredMail } from '../../src/core/contracts/mail-admin';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { acceptMailTo, refuseMailTo, resetLinkIn, waitForMail } from './support/mailbox';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const RESET_SUBJECT = 'Reset your Solent Golf Academy password';
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screens';
const BRITISH_DATE_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function signIn(page: Page, email: string) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Academy → Mail, the way a person reaches it at this size: the tab bar, or the menu on a phone. */
async function openMail(page: Page, size: Size) {
  if (size.name === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Academy' }).click();
  } else {
    await page.getByRole('tab', { name: 'Academy' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await page.getByRole('tablist', { name: 'Academy sections' }).getByRole('tab', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/section=mail/);
  await expect(page.getByRole('heading', { level: 2, name: 'Undelivered e-mail' })).toBeVisible();
}

/** A student account, made as the register form makes one, once its confirmation mail has arrived. */
async function newStudent(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const id = unique();
  const email = `nadia.${id}@example.com`;
  const since = Date.now();
  const coaches = await (await request.get('/api/coaches')).json();
  const made = await request.post('/api/portal/register', {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      firstName: 'Nadia',
      lastName: 'Bounce',
      email,
      username: `nadia_${id}`,
      password: 'a long enough passphrase',
      confirmPassword: 'a long enough passphrase',
      dateOfBirth: '1990-04-12',
      coachId: coaches[0].id,
    },
  });
  expect(made.status()).toBe(201);
  await waitForMail(email, since);
  return email;
}

const mailRow = (page: Page, to: string): Locator => page.getByTestId('failed-mail').filter({ hasText: to });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * A message whose link ran out while it waited: only a link at least half an hour old gets there, which no
 * journey can wait for, so it is added to what the server answers, to show both kinds side by side.
 */
const EXPIRED: UndeliveredMail = {
  id: '00000000-0000-4000-8000-00000000e4e1',
  to: 'hannah.whitmore-fairbairn.long-address@example.com',
  subject: 'Your Solent Golf Academy staff account',
  status: 'expired',
  error: null,
  attempts: 3,
  createdAt: '2026-11-19T09:14:00.000Z',
  expiresAt: '2026-11-26T09:14:00.000Z',
  resendable: false,
};

async function withExpiredRow(page: Page) {
  await page.route('**/api/admin/mail/failed', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: true; mail: UndeliveredMail[] };
    await route.fulfill({ response, json: { ...body, mail: [...body.mail, EXPIRED] } });
  });
}

/** Each element's text sits on one line: a date or a tab label broken in two reads badly on a phone. */
async function expectOneLine(elements: Locator) {
  const broken = await elements.evaluateAll((els) =>
    els
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((el) => el.textContent),
  );
  expect(broken, 'text broken over lines').toEqual([]);
}

async function expectThumbSized(page: Page) {
  const small = await page
    .getByRole('main')
    .locator('button:visible, select:visible, a:visible')
    .evaluateAll((elements) =>
      elements.filter((el) => el.getBoundingClientRect().height < 44).map((el) => el.outerHTML.slice(0, 80)),
    );
  expect(small).toEqual([]);
}

test.describe('staff portal: Academy → Mail (admin)', () => {
  for (const size of SIZES) {
    test(`${size.name}: a reset link the mail server refused is listed, resent, and arrives`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const student = await newStudent(request, baseURL);

      // The student's mail server starts refusing them; they ask for a reset link, which fails for good.
      await refuseMailTo(student);
      try {
        const asked = await request.post('/api/forgot-password', {
          headers: { origin: new URL(baseURL!).origin },
          data: { email: student, userType: 'student' },
        });
        expect(asked.status()).toBe(200);

        await signIn(page, ADMIN_EMAIL);
        // Delivery runs just after the request answers; the admin's list has it once the server said no.
        await expect
          .poll(async () => {
            const res = await page.request.get('/api/admin/mail/failed');
            expect(res.status()).toBe(200);
            const { mail } = (await res.json()) as { mail: UndeliveredMail[] };
            return mail.filter((m) => m.to === student).length;
          })
          .toBe(1);
      } finally {
        await acceptMailTo(student);
      }

      await withExpiredRow(page);
      await openMail(page, size);
      const row = mailRow(page, student);
      await expect(row.getByRole('heading', { level: 3, name: RESET_SUBJECT })).toBeVisible();
      await expect(row.getByText('Not delivered', { exact: true })).toBeVisible();
      await expect(row).toContainText('550 5.1.1 Mailbox unavailable');
      await expect(row.locator('time')).toHaveText(BRITISH_DATE_TIME);

      // The expired one says why it cannot be sent again, and offers no button.
      const expired = mailRow(page, EXPIRED.to);
      await expect(expired.getByText('Link expired', { exact: true })).toBeVisible();
      await expect(expired.locator('time')).toHaveText('19 Nov 2026, 09:14');
      await expect(expired).toContainText('Its link no longer works');
      await expect(expired.getByRole('button')).toHaveCount(0);

      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await expectOneLine(page.getByRole('tablist', { name: 'Academy sections' }).getByRole('tab'));
      await expectOneLine(page.getByTestId('failed-mail').locator('time'));
      if (size.name === 'phone') await expectThumbSized(page);
      await shot(page, 'failed-mail');

      const since = Date.now();
      await row.getByRole('button', { name: `Resend ${RESET_SUBJECT} to ${student}` }).click();
      await expect(toast(page, 'The e-mail is queued and will be sent again in a moment.')).toBeVisible();
      await expect(mailRow(page, student)).toHaveCount(0);
      await expect(mailRow(page, EXPIRED.to)).toHaveCount(1);

      // The very link the student asked for arrives, and still works.
      const link = resetLinkIn(await waitForMail(student, since));
      expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);
    });

    test(`${size.name}: a list that fails to load can be tried again; an empty one says so`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      // Other journeys may leave failed mail behind at any moment: this one asks for an empty list.
      let failing = true;
      await page.route('**/api/admin/mail/failed', (route) =>
        failing
          ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } })
          : route.fulfill({ json: { success: true, mail: [] } }),
      );
      await signIn(page, ADMIN_EMAIL);
      await openMail(page, size);
      await expect(page.getByText('Undelivered e-mail could not be loaded')).toBeVisible();
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'No undelivered e-mail' })).toBeVisible();
      await expect(page.getByTestId('failed-mail')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await shot(page, 'failed-mail-empty');
    });
  }

  test('a coach has no Academy tab, and undelivered mail is not theirs to read or resend', async ({
    page,
  }) => {
    await signIn(page, DEMO_COACH.email);
    await expect(page.getByRole('tab', { name: 'Bookings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Academy' })).toHaveCount(0);
    await page.goto('/staff-portal?tab=admin&section=mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Undelivered e-mail' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/mail/failed')).status()).toBe(403);
    const resend = await page.request.post(`/api/admin/mail/${EXPIRED.id}/resend`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(resend.status()).toBe(403);
  });
});
