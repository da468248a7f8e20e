import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';

const SHOTS = process.env.LEARNING_SCREENSHOTS;
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(/Welcome, /)).toBeVisible();
}

/** A new free-tier student of our own, so completing a video never depends on an earlier run. */
async function registerStudent(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const coaches = (await (await request.get('/api/coaches')).json()) as Array<{ id: string }>;
  const email = `learner.${id}@example.com`;
  const password = 'a long enough passphrase';
  const res = await request.post('/api/portal/register', {
    data: {
      firstName: 'Lara',
      lastName: 'Learner',
      email,
      username: `lara_${id}`,
      password,
      confirmPassword: password,
      dateOfBirth: '1990-04-12',
      coachId: coaches[0]!.id,
    },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

/** Signs this browser in as a new free-tier student: the demo's free member, Amelia, is a child without a login. */
async function signInFreeStudent(page: Page) {
  const student = await registerStudent(page.request);
  await page.context().clearCookies();
  await signIn(page, student.email, student.password);
}

async function openLearning(page: Page) {
  await page.getByRole('tab', { name: 'Learning Modules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Modules' })).toBeVisible();
  await expect(page.getByTestId('video-card').first()).toBeVisible();
}

test.describe('student portal: learning modules', () => {
  test('searches, filters, keeps locked videos shut, opens a video and remembers completion', async ({
    page,
    baseURL,
  }) => {
    const student = await registerStudent(page.request);
    await page.context().clearCookies();
    await signIn(page, student.email, student.password);
    await openLearning(page);

    const grip = card(page, 'Grip, Stance and Posture');
    await expect(grip.getByText('Demo', { exact: true })).toBeVisible();
    await expect(grip.getByRole('button', { name: /^Watch/ })).toBeVisible();
    await expect(grip.getByTestId('thumbnail-placeholder')).toContainText('Grip, Stance and Posture');

    // Above a free member's tier: dimmed, 'Upgrade Required' leading to the plans, and nothing opens it.
    const locked = card(page, 'Course Management: Playing to Your Strengths');
    await expect(locked.getByRole('link', { name: /^Upgrade Required/ })).toHaveAttribute(
      'href',
      '/portal/membership',
    );
    await expect(locked.getByRole('button', { name: /^(Watch|Continue|Review)/ })).toHaveCount(0);
    await expect(locked.getByTestId('thumbnail-locked')).toContainText('Performance members');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/learning-desktop.png`, fullPage: true });

    // Search: title or description, any case.
    const search = page.getByLabel('Search');
    await search.fill('SLICE');
    await expect(page.getByTestId('video-card')).toHaveCount(1);
    await expect(card(page, 'Fixing the Slice')).toBeVisible();
    await search.fill('wall and chair');
    await expect(page.getByTestId('video-card')).toHaveCount(1);
    await expect(card(page, 'Curing the Early Extension')).toBeVisible();
    await search.fill('');

    // Category and level filters, and the empty state.
    await page.getByLabel('Category').selectOption({ label: 'Player Spotlights' });
    await expect(card(page, 'Player Spotlight: A Junior’s Road to the County Squad')).toBeVisible();
    await expect(card(page, 'Fixing the Slice')).toHaveCount(0);
    await page.getByLabel('Level').selectOption({ label: 'Advanced' });
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'All Categories' });
    await expect(card(page, 'Curing the Early Extension')).toBeVisible();
    await expect(card(page, 'Grip, Stance and Posture')).toHaveCount(0);
    await page.getByLabel('Level').selectOption({ label: 'All Levels' });

    // Progress recorded elsewhere shows as Continue.
    const videos = (await (await page.request.get('/api/learning/videos')).json()).videos as Array<{
      id: string;
      title: string;
    }>;
    const putting = videos.find((v) => v.title === 'Putting Basics: Start Line and Pace')!;
    const saved = await page.request.put(`/api/learning/videos/${putting.id}/progress`, {
      data: { progress: 30 },
      headers: { origin: baseURL! },
    });
    expect(saved.status()).toBe(200);

    // The detail view of a demo video: its details and an explanation instead of a player.
    await grip.getByRole('button', { name: /^Watch/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grip, Stance and Posture' })).toBeVisible();
    await expect(page.getByText('Demo video — the academy adds its own')).toBeVisible();
    await expect(page.getByText('Emma Caldwell')).toBeVisible();
    await expect(page.getByText('1/12/2026')).toBeVisible();
    await expect(page.getByText('4.9')).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/learning-detail-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled();

    await page.getByRole('button', { name: 'Back to Learning Modules' }).click();
    await expect(
      card(page, 'Grip, Stance and Posture').getByRole('button', { name: /^Review/ }),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Modules' })).toBeVisible();
    await expect(
      card(page, 'Grip, Stance and Posture').getByRole('button', { name: /^Review/ }),
    ).toBeVisible();
    await expect(
      card(page, 'Putting Basics: Start Line and Pace').getByRole('button', { name: /^Continue/ }),
    ).toBeVisible();
    await expect(card(page, 'Fixing the Slice').getByRole('button', { name: /^Watch/ })).toBeVisible();
  });

  test('says so when the videos cannot be loaded, and recovers on Try again', async ({ page }) => {
    await signInFreeStudent(page);
    await page.route('**/api/learning/videos', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByRole('tab', { name: 'Learning Modules' }).click();
    await expect(page.getByRole('alert')).toContainText('We couldn’t load the learning modules');
    await expectAccessible(page);
    await page.unroute('**/api/learning/videos');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('fits a phone, reached from the bottom bar’s Learn', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFreeStudent(page);
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('button', { name: 'Learn' })
      .click();
    await expect(page).toHaveURL(/tab=learning/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Modules' })).toBeVisible();
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/learning-phone.png`, fullPage: true });

    await card(page, 'Fixing the Slice')
      .getByRole('button', { name: /^(Watch|Continue|Review)/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fixing the Slice' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/learning-detail-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Back to Learning Modules' }).click();
    await expect(card(page, 'Fixing the Slice')).toBeVisible();
  });
});
