import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
// Emma's account is used by no other journey, so changing her password (and back) disturbs nobody.
const EMMA = { email: 'emma.caldwell@solentgolf.academy', name: 'Emma Caldwell' };
const NEW_PASSWORD = 'seagrass and a sea breeze';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

async function openSettingsFromMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(EMMA.name) })
    .click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Another browser signed in as Emma: it must be signed out when she changes her password elsewhere. */
async function otherSession(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, EMMA.email, DEMO_PASSWORD);
  return { page, close: () => context.close() };
}

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(current);
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Confirm new password').fill(confirm);
  await form.getByRole('button', { name: 'Change password' }).click();
  return form;
}

test.describe('staff portal: settings', () => {
  test('a coach reads her profile, changes her password (other sessions end), signs in with it, and changes it back', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const elsewhere = await otherSession(browser, baseURL);
    await signIn(page, EMMA.email, DEMO_PASSWORD);
    await openSettingsFromMenu(page);

    await expect(page.getByRole('heading', { level: 2, name: EMMA.name })).toBeVisible();
    const row = (term: string) => page.getByRole('term').filter({ hasText: term }).locator('xpath=..');
    await expect(row('First name')).toContainText('Emma');
    await expect(row('Last name')).toContainText('Caldwell');
    await expect(row('Email')).toContainText(EMMA.email);
    await expect(row('Role')).toContainText('Head Coach');
    await expect(row('Specializations').getByRole('listitem').first()).toBeVisible();
    await expect(row('Certifications').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('definition').getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });

    // Show and hide: the toggle beside each password field says what it will do.
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    await current.fill('peek-a-boo');
    const toggle = form.locator(`button[aria-controls="${await current.getAttribute('id')}"]`);
    await expect(toggle).toHaveAccessibleName('Show password');
    await toggle.click();
    await expect(current).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await toggle.click();
    await expect(current).toHaveAttribute('type', 'password');

    // What the form can tell before sending, then what only the server knows.
    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD, 'something else entirely');
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await changePassword(page, 'not my password at all', NEW_PASSWORD);
    await expect(form.getByText('Not right')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-error-1280.png`, fullPage: true });

    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    await expect(form.getByRole('status')).toContainText('Password changed');
    await expect(form.getByRole('status')).toContainText('Your other sessions have been signed out.');
    await expect(current).toHaveValue('');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-changed-1280.png`, fullPage: true });

    // The other browser's session has ended; this one goes on.
    await elsewhere.page.reload();
    await expect(elsewhere.page.getByLabel('Staff Email')).toBeVisible();
    await elsewhere.close();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // Sign out; the old password no longer works, the new one does.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Staff Email')).toBeVisible();
    await page.getByLabel('Staff Email').fill(EMMA.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await signIn(page, EMMA.email, NEW_PASSWORD);

    // And back, so the demo account keeps its documented password.
    await openSettingsFromMenu(page);
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    await expect(page.getByRole('form', { name: 'Change password' }).getByRole('status')).toContainText(
      'Password changed',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, EMMA.email, DEMO_PASSWORD);
  });

  // James, not Emma: this runs beside the journey that changes Emma's password.
  test('settings fit a phone, opened from the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'James Whitfield' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    const submit = page.getByRole('button', { name: 'Change password' });
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });
  });
});
