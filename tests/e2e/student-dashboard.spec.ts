import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function logIn(page: Page, email: string, password: string, firstName: string) {
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
}

interface Dashboard {
  medals: { gold: number; silver: number; bronze: number; total: number; byType: Record<string, number> };
  programme: {
    overallPercent: number;
    completed: number;
    inProgress: number;
    upcoming: number;
    current: { exerciseTitle: string } | null;
  } | null;
  recentActivity: { title: string }[];
}

const card = (page: Page, title: string) =>
  page.locator('div.rounded-xl').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('student portal: dashboard', () => {
  test('David sees his coach, medals, programme progress and recent activity from the server', async ({
    page,
  }) => {
    await logIn(page, 'david.morgan@example.com', DEMO_PASSWORD, 'David');
    await expect(page.getByRole('heading', { name: 'Welcome back, David!' })).toBeVisible();
    const user = (
      await (
        await page.request.post('/api/portal/validate', { headers: { origin: new URL(page.url()).origin } })
      ).json()
    ).user;
    const data: Dashboard = await (await page.request.get(`/api/students/${user.id}/dashboard`)).json();

    await expect(page.getByText('Performance', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(String(user.handicap ?? 'N/A'), { exact: true })).toBeVisible();
    await expect(page.getByText('James Whitfield', { exact: true })).toBeVisible();
    await expect(page.getByText('PGA Tour-level coaching')).toBeVisible();

    // The seeded programme: lesson 1 under way.
    expect(data.programme).not.toBeNull();
    const programme = card(page, 'Programme Progress');
    await expect(programme.getByText(data.programme!.current!.exerciseTitle)).toBeVisible();
    await expect(programme.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      String(data.programme!.overallPercent),
    );
    await expect(programme.getByText(`${data.programme!.overallPercent}%`)).toBeVisible();

    const medals = card(page, 'Medal Collection');
    expect(data.medals.total).toBeGreaterThan(0);
    await expect(medals.getByText(`Gold ${data.medals.gold}`)).toBeVisible();
    await expect(medals.getByText(`Silver ${data.medals.silver}`)).toBeVisible();
    await expect(medals.getByText(`Bronze ${data.medals.bronze}`)).toBeVisible();
    await expect(medals.getByText(`Total ${data.medals.total}`)).toBeVisible();

    const activity = card(page, 'Recent Activity');
    expect(data.recentActivity.length).toBeGreaterThan(0);
    await expect(activity.getByRole('listitem')).toHaveCount(data.recentActivity.length);
    await expect(activity.getByRole('listitem').first()).toContainText(data.recentActivity[0]!.title);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/pw-profile/dashboard-desktop.png', fullPage: true });

    await page.getByRole('button', { name: 'Message Coach' }).click();
    await expect(page).toHaveURL(/tab=coaching/);
  });

  test('a new student sees friendly empty states', async ({ page }) => {
    const id = unique();
    const email = `nova.${id}@example.com`;
    const coaches = await (await page.request.get('/api/coaches')).json();
    const made = await page.request.post('/api/portal/register', {
      data: {
        firstName: 'Nova',
        lastName: 'New',
        email,
        username: `nova_${id}`,
        password: 'a long enough passphrase',
        confirmPassword: 'a long enough passphrase',
        dateOfBirth: '1990-04-12',
        coachId: coaches[1].id,
      },
    });
    expect(made.status()).toBe(201);
    await page.context().clearCookies();
    await logIn(page, email, 'a long enough passphrase', 'Nova');
    await expect(page.getByText('N/A', { exact: true })).toBeVisible();
    await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Emma Caldwell', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No programme yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No medals yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No recent activity yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Ask your coach' }).click();
    await expect(page).toHaveURL(/tab=coaching/);
  });

  test('skeletons show while loading, and a failure says so and offers to try again', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route('**/api/students/*/dashboard', async (route) => {
      await held;
      if (fail)
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' });
      else await route.continue();
    });
    await logIn(page, 'david.morgan@example.com', DEMO_PASSWORD, 'David');
    await expect(page.getByText('Loading your dashboard...')).toBeAttached();
    await expect(page.locator('.animate-pulse').first()).toBeVisible();
    release();
    await expect(page.getByText('We could not load your dashboard')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Medal Collection' })).toBeVisible();
  });

  test('on a phone the dashboard fits the screen and Home returns to it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'david.morgan@example.com', DEMO_PASSWORD, 'David');
    await expect(page.getByRole('heading', { name: 'Welcome back, David!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Programme Progress' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: '/tmp/pw-profile/dashboard-phone.png', fullPage: true });
    const bar = page.getByRole('navigation', { name: 'Portal sections' });
    await bar.getByText('Ranks').click();
    await expect(page).toHaveURL(/tab=leaderboard/);
    await bar.getByText('Home').click();
    await expect(page.getByRole('heading', { name: 'Welcome back, David!' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
