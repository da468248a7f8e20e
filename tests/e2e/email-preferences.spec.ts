import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD, DEMO_STUDENT } from './support/accounts';
import { type Viewport, WIDTHS } from './support/family';
import { freshStudent } from './support/fresh-student';
import { unsubscribeLinkIn, waitForMail } from './support/mailbox';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const COACH_NAME = `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// James's and Leo's settings are shared by every journey here: one at a time, each leaving them as found.
test.describe.configure({ mode: 'serial' });

async function staffSignIn(page: Page) {
  await page.getByLabel('Staff Email').fill(DEMO_COACH.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Staff Email')).toBeHidden();
}

async function studentSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome,')).toBeVisible();
}

const staffCard = (page: Page) => page.getByRole('form', { name: 'E-mail notifications' });

/** Chooses how James hears of students' messages, saves, and waits for the toast. */
async function chooseAndSave(page: Page, choice: string) {
  const form = staffCard(page);
  await form.getByRole('radio', { name: new RegExp(`^${choice}`) }).check();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/staff/email-preferences'),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('E-mail settings saved')).toBeVisible();
}

async function anonymousPage(browser: Browser, baseURL: string | undefined, viewport: Viewport) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const [label, viewport] of WIDTHS) {
  test(`a coach chooses one summary a day, finds it kept, and goes back to e-mails at once (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/staff-portal?tab=settings');
    await staffSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const form = staffCard(page);
    await expect(form.getByRole('radio', { name: /^E-mail me at once/ })).toBeChecked();
    // James is a coach, not an admin: purchase requests are not his to hear of.
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await chooseAndSave(page, 'One summary a day \\(after 7am\\)');
    await page.reload();
    await expect(staffCard(page).getByRole('radio', { name: /^One summary a day/ })).toBeChecked();
    await expect(staffCard(page).getByRole('radio', { name: /^E-mail me at once/ })).not.toBeChecked();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/email-settings-staff-${label}.png`, fullPage: true });

    await chooseAndSave(page, 'E-mail me at once');
    await page.reload();
    await expect(staffCard(page).getByRole('radio', { name: /^E-mail me at once/ })).toBeChecked();
  });

  test(`a student turns off the e-mails of the coach's replies in My Profile, and back on (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await studentSignIn(page, DEMO_STUDENT.email);
    await page.goto('/student-portal?tab=profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const form = page.getByRole('form', { name: 'E-mails' });
    const box = form.getByRole('checkbox', {
      name: 'E-mail me when my coach replies, reviews a drill or verifies a round',
    });
    await expect(box).toBeChecked();

    await box.click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('E-mail settings saved')).toBeVisible();
    await page.reload();
    await expect(box).not.toBeChecked();
    await form.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    // The card where it sits on the screen (a full-page shot repeats the fixed bars mid-page).
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/email-settings-profile-${label}.png` });

    await box.click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('E-mail settings saved')).toBeVisible();
    await page.reload();
    await expect(box).toBeChecked();
  });

  test(`a coach unsubscribes with the link in a new message's e-mail, and turns it back on (${label})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);

    // A new student writes to James from the portal; he is e-mailed at once, with an unsubscribe link.
    await freshStudent(page, baseURL, { firstName: 'Robin', lastName: 'Fairway' });
    await page.goto('/student-portal?tab=coaching');
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Messaging' })).toBeVisible();
    await page.getByRole('button', { name: 'New Message' }).click();
    const dialog = page.getByRole('dialog');
    const subject = `Bunker practice ${unique()}`;
    const since = Date.now();
    await dialog.getByLabel('Coach').selectOption({ label: COACH_NAME });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('Could we work on splash shots next week?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
    const link = unsubscribeLinkIn(await waitForMail(DEMO_COACH.email, since, 15_000, subject));

    // He opens it from his mail, signed in nowhere.
    const mail = await anonymousPage(browser, baseURL, viewport);
    try {
      const unsubscribe = mail.page;
      await unsubscribe.goto(link);
      const description = 'e-mails when a student sends you a message';
      await expect(
        unsubscribe.getByRole('heading', { level: 1, name: `Unsubscribe from ${description}?` }),
      ).toBeVisible();
      await expect(unsubscribe.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectAccessible(unsubscribe);
      await expectNoHorizontalScroll(unsubscribe);
      if (SHOTS)
        await unsubscribe.screenshot({ path: `${SHOTS}/unsubscribe-ask-${label}.png`, fullPage: true });

      await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(unsubscribe.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
      await expect(
        unsubscribe.getByText(
          `You will no longer get ${description}. You can turn them back on in your settings.`,
        ),
      ).toBeVisible();
      await expectAccessible(unsubscribe);
      if (SHOTS)
        await unsubscribe.screenshot({ path: `${SHOTS}/unsubscribe-done-${label}.png`, fullPage: true });

      // The link opened again says it is done already.
      await unsubscribe.reload();
      await expect(
        unsubscribe.getByRole('heading', { level: 1, name: "You're already unsubscribed" }),
      ).toBeVisible();

      // From the page to the Staff Portal's sign-in, and on to Settings, where it shows as off.
      await unsubscribe.getByRole('link', { name: 'Go to the Staff Portal' }).click();
      await staffSignIn(unsubscribe);
      await expect(unsubscribe.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(staffCard(unsubscribe).getByRole('radio', { name: /^Don't e-mail me/ })).toBeChecked();
      await chooseAndSave(unsubscribe, 'E-mail me at once');
      await unsubscribe.reload();
      await expect(staffCard(unsubscribe).getByRole('radio', { name: /^E-mail me at once/ })).toBeChecked();
    } finally {
      await mail.close();
    }
  });

  test(`a broken or unknown unsubscribe link says so (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/email-preferences?token=short');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByText('This unsubscribe link is not valid', { exact: true })).toBeVisible();

    await page.goto(`/email-preferences?token=${'z'.repeat(43)}`);
    await expect(page.getByText('This unsubscribe link is not valid, or it has expired')).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/unsubscribe-invalid-${label}.png`, fullPage: true });
  });
}
