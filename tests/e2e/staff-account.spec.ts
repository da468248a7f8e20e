import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD, DEMO_STUDENT, E2E_STAFF } from './support/accounts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/staff-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Portal' })).toBeVisible();
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('staff portal: account', () => {
  test('staff sign in with an account made by staff:create, see their role, settings, and log out', async ({
    page,
  }) => {
    await signIn(page, E2E_STAFF.email, E2E_STAFF.password);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(`${E2E_STAFF.firstName} ${E2E_STAFF.lastName}`)).toBeVisible();
    await expect(banner.getByText('Instructor', { exact: true })).toBeVisible();
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveText([
      'Dashboard',
      'Students',
      'Challenges',
      'Messages',
      'Analytics',
      'Curriculum',
      'Bookings',
      'Swing library',
    ]);
    await expectAccessible(page);

    await page.goto('/staff-portal?tab=settings');
    await expect(page.getByText(E2E_STAFF.email)).toBeVisible();

    await page.reload();
    await expect(banner.getByText(`${E2E_STAFF.firstName} ${E2E_STAFF.lastName}`)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Staff Email')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Staff Email')).toBeVisible();
  });

  test('a wrong password shows the server message; a blank forgot-password sends nothing', async ({
    page,
  }) => {
    await signIn(page, E2E_STAFF.email, 'certainly not the password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    let resets = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/forgot-password')) resets++;
    });
    await page.getByLabel('Staff Email').fill('');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    await page.getByRole('dialog').getByLabel('Email').press('Enter');
    expect(resets).toBe(0);
  });

  test('the demo head coach sees the role label Head Coach, and the shell fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'james.whitfield@solentgolf.academy', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await expect(page.getByRole('navigation', { name: 'Staff sections' }).getByRole('button')).toHaveCount(6);
    // On a phone the name and role live in the menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('James Whitfield')).toBeVisible();
    await expect(menu.getByText('Head Coach', { exact: true })).toBeVisible();
  });

  test('a student session cannot reach staff routes', async ({ page }) => {
    await page.goto('/student-portal');
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(`Welcome, ${DEMO_STUDENT.firstName}`)).toBeVisible();

    // With the student's cookie the staff portal still asks for a staff sign-in.
    await page.goto('/staff-portal');
    await expect(page.getByLabel('Staff Email')).toBeVisible();

    const login = await page.request.post('/api/portal/login', {
      headers: { origin: process.env.E2E_BASE_URL! },
      data: { email: DEMO_STUDENT.email, password: DEMO_PASSWORD },
    });
    const { token } = await login.json();
    const staffValidate = await page.request.post('/api/staff-portal/validate', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(staffValidate.status()).toBe(401);
    const studentValidate = await page.request.post('/api/portal/validate', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(studentValidate.status()).toBe(200);
  });
});

test.describe('staff portal: validating and failures', () => {
  test('shows the validating state, then sign-in; a network failure shows the spec text', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/staff-portal/validate', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/staff-portal');
    await expect(page.getByText('Checking your session...')).toBeVisible();
    release();
    await expect(page.getByLabel('Staff Email')).toBeVisible();

    await page.route('**/api/staff-portal/login', (route) => route.abort());
    await page.getByLabel('Staff Email').fill(E2E_STAFF.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Login failed. Please try again.');
  });
});
