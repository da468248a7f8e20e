import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD, DEMO_STUDENT } from './support/accounts';
import { resetLinkIn, waitForMail } from './support/mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openLogin(page: Page) {
  await page.goto('/student-portal');
  await expect(page.getByRole('heading', { name: 'Student Portal' })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('student portal: account', () => {
  test('a student registers, logs out, logs in, and a wrong password shows the server message', async ({
    page,
  }) => {
    const id = unique();
    const email = `ava.${id}@example.com`;
    await openLogin(page);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Ava');
    await page.getByLabel('Last Name').fill('Lewis');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('Username').fill(`ava_${id}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByLabel('Confirm Password', { exact: true }).fill('a long enough passphrase');
    // The coach list comes from the server, founders first.
    const coach = page.getByLabel('Coach');
    await expect(coach.locator('option').nth(0)).toHaveText('James Whitfield – PGA Tour-level coaching');
    await expect(coach.locator('option').nth(1)).toHaveText('Emma Caldwell – Junior & all-level development');
    await coach.selectOption({ label: (await coach.locator('option').nth(1).textContent()) ?? '' });
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Welcome, Ava')).toBeVisible();
    await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();

    // The session is a cookie the page cannot read, and the token is not kept in storage.
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token/i);

    await page.reload();
    await expect(page.getByText('Welcome, Ava')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

    await logIn(page, email, 'not my password at all');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');

    await logIn(page, email, 'a long enough passphrase');
    await expect(page.getByText('Welcome, Ava')).toBeVisible();
  });

  test('registration refuses mismatched passwords without asking the server, and shows server refusals', async ({
    page,
  }) => {
    await openLogin(page);
    await page.getByRole('tab', { name: 'Register' }).click();
    let registrations = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/portal/register')) registrations++;
    });
    await page.getByLabel('First Name').fill('Ben');
    await page.getByLabel('Last Name').fill('Cole');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('Username').fill(`ben_${unique()}`);
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByLabel('Confirm Password', { exact: true }).fill('something different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match').first()).toBeVisible();
    expect(registrations).toBe(0);

    await page.getByLabel('Confirm Password', { exact: true }).fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('An account with this email already exists', { exact: false }).first(),
    ).toBeVisible();
    expect(registrations).toBe(1);
  });

  test('a forgotten password is reset with the link from the e-mail actually received', async ({ page }) => {
    const id = unique();
    const email = `reset.${id}@example.com`;
    // A fresh account, made through the API as the register form would.
    const coaches = await (await page.request.get('/api/coaches')).json();
    const made = await page.request.post('/api/portal/register', {
      data: {
        firstName: 'Rita',
        lastName: 'Reset',
        email,
        username: `rita_${id}`,
        password: 'my original passphrase',
        confirmPassword: 'my original passphrase',
        dateOfBirth: '1990-04-12',
        coachId: coaches[0].id,
      },
    });
    expect(made.status()).toBe(201);
    await page.context().clearCookies();

    await openLogin(page);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog');
    // Blank: nothing can be sent.
    await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    const since = Date.now();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('Password reset email sent! Please check your inbox.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const link = resetLinkIn(await waitForMail(email, since));
    expect(link.startsWith(`${process.env.E2E_BASE_URL}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('my brand new passphrase');
    await page.getByLabel('Confirm new password', { exact: true }).fill('my brand new passphrase');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset')).toBeVisible();

    // The link works once only.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByLabel('Confirm new password', { exact: true }).fill('yet another passphrase');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByText('This reset link is invalid or has expired. Please request a new one.').first(),
    ).toBeVisible();

    await openLogin(page);
    await logIn(page, email, 'my original passphrase');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await logIn(page, email, 'my brand new passphrase');
    await expect(page.getByText('Welcome, Rita')).toBeVisible();
  });

  test('the signed-in shell has ten tabs on a desktop and seven items in the phone bar', async ({ page }) => {
    await openLogin(page);
    await logIn(page, DEMO_STUDENT.email, DEMO_PASSWORD);
    await expect(page.getByText(`Welcome, ${DEMO_STUDENT.firstName}`)).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Portal sections' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'Dashboard',
      'Learning Modules',
      'Challenges & Tests',
      'Break Par Challenge',
      'Putting Ladder',
      'Chipping Tests',
      'Digital Downloads',
      'Coach Messaging',
      'Badge Leaderboard',
      'My Profile',
    ]);
    await tabs.filter({ hasText: 'Badge Leaderboard' }).click();
    await expect(page).toHaveURL(/tab=leaderboard/);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.getByRole('navigation', { name: 'Portal sections' });
    await expect(bar.getByRole('button')).toHaveText([
      'Home',
      'Learn',
      'Break Par',
      'Putting',
      'Chipping',
      'Drills',
      'Ranks',
    ]);
    await bar.getByText('Drills').click();
    await expect(page).toHaveURL(/tab=challenges/);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button', { name: 'My Profile' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Downloads' })).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/tab=/);
  });
});

test.describe('student portal: loading and failures', () => {
  test('shows Loading... while the session is checked, then the login card', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/portal/validate', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/student-portal');
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a network failure shows the spec texts for login, registration and reset', async ({ page }) => {
    await openLogin(page);
    await page.route('**/api/portal/login', (route) => route.abort());
    await logIn(page, DEMO_STUDENT.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Login failed. Please try again.');

    await page.route('**/api/forgot-password', (route) => route.abort());
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(DEMO_STUDENT.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('Failed to send reset email. Please try again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route('**/api/portal/register', (route) => route.abort());
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Net');
    await page.getByLabel('Last Name').fill('Fail');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('Username').fill(`net_${unique()}`);
    await page.getByLabel('Email').fill(`net.${unique()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByLabel('Confirm Password', { exact: true }).fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration failed. Please try again.')).toBeVisible();
  });
});
