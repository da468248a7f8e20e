import { expect, type Page, test } from '@playwright/test';
import { catalogueDrill } from '../../src/core/content/coaching/drill-catalogue';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { freshStudent } from './support/fresh-student';

const DAVID = 'david.morgan@example.com';
const titleOf = (id: string) => catalogueDrill(id)!.title;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function signIn(page: Page, email: string) {
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome,')).toBeVisible();
}

async function openChallenges(page: Page) {
  await page
    .getByRole('tablist', { name: 'Portal sections' })
    .getByRole('tab', { name: 'Challenges & Tests' })
    .click();
  await expect(page.getByRole('heading', { name: 'Challenges & Tests', level: 1 })).toBeVisible();
}

const card = (page: Page, drillId: string) => page.getByRole('article', { name: titleOf(drillId) });

/**
 * Signs this browser in as a new student of James's to whom he has just assigned `drillId`: a drill of
 * their own to start and complete, which no other journey touches.
 */
async function studentWithNewDrill(page: Page, baseURL: string | undefined, drillId: string) {
  const origin = new URL(baseURL!).origin;
  const coaches: { id: string; first_name: string; last_name: string }[] = await (
    await page.request.get('/api/coaches')
  ).json();
  const james = coaches.find(
    (c) => c.first_name === DEMO_COACH.firstName && c.last_name === DEMO_COACH.lastName,
  );
  expect(james, 'the demo coach is listed').toBeTruthy();
  const coach = await page.request.post('/api/staff-portal/login', {
    headers: { origin },
    data: { email: DEMO_COACH.email, password: DEMO_PASSWORD },
  });
  expect(coach.status()).toBe(200);
  // Registering signs this browser in as the student too; the coach's session cookie stays beside it.
  const student = await freshStudent(page, baseURL, { firstName: 'Drew', lastName: 'Driller' });
  const assigned = await page.request.post('/api/drill-assignments', {
    headers: { origin },
    data: { drillId, studentIds: [student.id], coachId: james!.id, dueDate: null },
  });
  expect(assigned.status()).toBe(201);
  await page.goto('/student-portal');
  await expect(page.getByText('Welcome,')).toBeVisible();
}

test.describe('student portal: challenges & tests', () => {
  test('cards show each status, the overdue badge and the coach’s rating; View shows the drill', async ({
    page,
  }) => {
    await signIn(page, DAVID);
    await openChallenges(page);
    await expect(page.getByRole('tab', { name: 'Coach Assignments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const overdue = card(page, '8-1');
    await expect(overdue.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(overdue.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(overdue.getByText('Lesson 8', { exact: true })).toBeVisible();
    await expect(overdue.getByText(/^Due \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(overdue.getByText('Assigned by James Whitfield')).toBeVisible();
    await expect(overdue.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(overdue.getByRole('button', { name: 'Complete' })).toHaveCount(0);

    const underWay = card(page, '18-1');
    await expect(underWay.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(underWay.getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(underWay.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await expect(underWay.getByText('Overdue')).toHaveCount(0);

    const completed = card(page, '6-1');
    await expect(completed.getByText('Completed', { exact: true })).toBeVisible();
    await expect(completed.getByText('7/10')).toBeVisible();
    await expect(completed.getByRole('button')).toHaveText(['View']);

    // Reviewed, although its due date has passed: no Overdue badge, the rating and the comments.
    const reviewed = card(page, '9-1');
    await expect(reviewed.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(reviewed.getByText('Rating: 4/5 stars')).toBeVisible();
    await expect(reviewed.getByText(/Great rhythm and a solid baseline/)).toBeVisible();
    await expect(reviewed.getByText('Overdue')).toHaveCount(0);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assignments-desktop.png`, fullPage: true });

    const drill = catalogueDrill('8-1')!;
    await overdue.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: drill.title });
    await expect(dialog.getByText('Lesson 8', { exact: true })).toBeVisible();
    for (const heading of ['Objective', 'Key Points', 'Setup', 'Instructions', 'Target Goal']) {
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(dialog.getByText(drill.objective)).toBeVisible();
    await expect(dialog.getByText(drill.benchmarks.target)).toBeVisible();
    await expect(dialog.getByText(drill.keyPoints[0]!)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start This Challenge' })).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assignment-view-desktop.png` });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // A completed drill's details offer no Start.
    await completed.getByRole('button', { name: 'View' }).click();
    const done = page.getByRole('dialog', { name: titleOf('6-1') });
    await expect(done.getByRole('heading', { name: 'Target Goal' })).toBeVisible();
    await expect(done.getByRole('button', { name: 'Start This Challenge' })).toHaveCount(0);
  });

  test('a student starts a drill, completes it with a score and sees it completed', async ({
    page,
    baseURL,
  }) => {
    await studentWithNewDrill(page, baseURL, '3-1');
    await openChallenges(page);
    const drill = card(page, '3-1');
    await expect(drill.getByText('Assigned', { exact: true })).toBeVisible();

    const started = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/api/drill-assignments/'),
    );
    await drill.getByRole('button', { name: 'Start' }).click();
    expect((await started).postDataJSON()).toEqual({ status: 'in_progress' });
    await expect(drill.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(drill.getByRole('button', { name: 'Start' })).toHaveCount(0);

    await drill.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Challenge Assignment' });
    await expect(dialog.getByText('e.g. 7/10, 45 yards, 2:30 minutes')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit Completion' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Score/Result').fill('   ');
    await expect(submit).toBeDisabled();
    // Cancel keeps the assignment in progress.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(drill.getByText('In Progress', { exact: true })).toBeVisible();

    await drill.getByRole('button', { name: 'Complete' }).click();
    await dialog.getByLabel('Score/Result').fill(' 8/10 ');
    await dialog.getByLabel('Notes (optional)').fill('Found my rhythm after the first five.');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assignment-complete-desktop.png` });
    const completed = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/api/drill-assignments/'),
    );
    await submit.click();
    expect((await completed).postDataJSON()).toMatchObject({
      status: 'completed',
      student_score: '8/10',
      student_notes: 'Found my rhythm after the first five.',
      submission_type: 'score',
    });
    await expect(dialog).toBeHidden();
    await expect(drill.getByText('Completed', { exact: true })).toBeVisible();
    await expect(drill.getByText('8/10')).toBeVisible();
    await expect(drill.getByRole('button')).toHaveText(['View']);

    await page.reload();
    await expect(card(page, '3-1').getByText('Completed', { exact: true })).toBeVisible();
  });

  test('a failed update shows the spec’s alerts and changes nothing', async ({ page }) => {
    await signIn(page, DAVID);
    await openChallenges(page);
    const drill = card(page, '12-1');
    await page.route('**/api/drill-assignments/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server down"}' }),
    );
    await drill.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Failed to update assignment. Please try again.')).toBeVisible();
    await expect(drill.getByText('Assigned', { exact: true })).toBeVisible();

    await page.unroute('**/api/drill-assignments/*');
    await page.route('**/api/drill-assignments/*', (route) => route.abort());
    await drill.getByRole('button', { name: 'View' }).click();
    await page.getByRole('button', { name: 'Start This Challenge' }).click();
    await expect(page.getByText('Error updating assignment. Please try again.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: titleOf('12-1') })).toBeVisible();
  });

  test('shows the loading text, then the empty state for a student without assignments', async ({ page }) => {
    const id = unique();
    const coaches = await (await page.request.get('/api/coaches')).json();
    const made = await page.request.post('/api/portal/register', {
      data: {
        firstName: 'Nina',
        lastName: 'New',
        email: `nina.${id}@example.com`,
        username: `nina_${id}`,
        password: 'a long enough passphrase',
        confirmPassword: 'a long enough passphrase',
        dateOfBirth: '1990-04-12',
        coachId: coaches[0].id,
      },
    });
    expect(made.status()).toBe(201);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/students/*/assignments', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/student-portal?tab=challenges');
    await expect(page.getByText('Loading assignments...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'No Challenges Yet' })).toBeVisible();
    await expect(
      page.getByText('Your coach will assign challenges from the P9 curriculum when available.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('when the list cannot be loaded, the empty state shows with a way to try again', async ({ page }) => {
    await signIn(page, DAVID);
    await page.route('**/api/students/*/assignments', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server down"}' }),
    );
    await openChallenges(page);
    await expect(page.getByRole('alert')).toContainText('We could not load your assignments');
    await expect(page.getByRole('heading', { name: 'No Challenges Yet' })).toBeVisible();
    await expectAccessible(page);

    await page.unroute('**/api/students/*/assignments');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page, '9-1')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('on a phone the bottom bar’s Drills opens the cards without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DAVID);
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('button', { name: 'Drills' })
      .click();
    await expect(page).toHaveURL(/tab=challenges/);
    await expect(card(page, '8-1').getByText('Overdue', { exact: true })).toBeVisible();
    await expect(card(page, '9-1').getByText('Rating: 4/5 stars')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assignments-phone.png`, fullPage: true });

    await card(page, '18-1').getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: titleOf('18-1') });
    await expect(dialog.getByRole('heading', { name: 'Target Goal' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assignment-view-phone.png` });
  });
});
