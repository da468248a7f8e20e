import { expect, type Page, test } from '@playwright/test';
import { catalogueDrill } from '../../src/core/content/coaching/drill-catalogue';
import { addDays, londonDate } from '../../src/core/rules/london-time';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screens';
/** A putting drill no other journey assigns, so what this one finds is what it made. */
const DRILL = catalogueDrill('10-3')!;

interface StaffDrillAssignment {
  drill_id: string;
  due_date: string | null;
  student: { first_name: string; last_name: string };
}

/** Signs in as the demo coach and returns their id, from the public list of coaches. */
async function signInAsCoach(page: Page): Promise<string> {
  await page.context().clearCookies();
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(DEMO_COACH.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const coaches: { id: string; first_name: string; last_name: string }[] = await (
    await page.request.get('/api/coaches')
  ).json();
  const me = coaches.find(
    (c) => c.first_name === DEMO_COACH.firstName && c.last_name === DEMO_COACH.lastName,
  );
  expect(me, 'the demo coach is listed').toBeTruthy();
  return me!.id;
}

async function openLibrary(page: Page) {
  await page.goto('/staff-portal?tab=challenges&view=library');
  await expect(page.getByRole('heading', { level: 2, name: 'Drill Library' })).toBeVisible();
}

const drillCards = (page: Page) => page.getByRole('list', { name: 'Drills' }).getByRole('article');

test.describe('staff portal: drill library', () => {
  test('a coach finds a putting drill and assigns it to Oliver with a due date; Cancel forgets the choice', async ({
    page,
  }) => {
    const coachId = await signInAsCoach(page);
    await openLibrary(page);
    const all = await drillCards(page).count();
    expect(all).toBeGreaterThan(10);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/library-desktop.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/library-desktop-top.png` });

    await page.getByLabel('Category').selectOption('putting');
    await expect(page.getByText(new RegExp(`^\\d+ of ${all} drills$`))).toBeVisible();
    for (const text of await drillCards(page).allTextContents()) expect(text).toContain('Putting');
    await page.getByLabel('Search drills').fill('ladder');
    await expect(drillCards(page)).toHaveCount(1);
    await expect(page.getByText(`1 of ${all} drills`)).toBeVisible();
    const card = page.getByRole('article', { name: DRILL.title });
    await expect(card).toContainText(DRILL.objective);
    await expect(card).toContainText(`${DRILL.duration} min`);
    await expect(card).toContainText('Intermediate');
    await expect(card).toContainText(`Target: ${DRILL.benchmarks.target}`);

    // Cancel clears the chosen students.
    await card.getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Drill' });
    await expect(dialog).toContainText(DRILL.title);
    await dialog.getByRole('checkbox', { name: /David Morgan/ }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await card.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog.getByRole('checkbox', { name: /David Morgan/ })).not.toBeChecked();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /Oliver Bennett/ }).click();
    await expect(confirm).toBeEnabled();
    const due = addDays(londonDate(new Date()), 17);
    await dialog.getByLabel('Due date (optional)').fill(due);
    await expect(dialog.getByLabel('Due date (optional)')).toHaveValue(due);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/library-assign-desktop.png` });

    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/drill-assignments') && r.method() === 'POST',
    );
    await confirm.click();
    expect((await posted).postDataJSON()).toEqual({
      drillId: DRILL.id,
      studentIds: [expect.any(String)],
      coachId,
      dueDate: due,
    });
    await expect(page.getByText(`${DRILL.title} assigned to Oliver Bennett`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The server has it, for Oliver, with that due date.
    const res = await page.request.get(`/api/coaches/${coachId}/drill-assignments`);
    expect(res.ok()).toBe(true);
    const { assignments } = (await res.json()) as { assignments: StaffDrillAssignment[] };
    const made = assignments.filter(
      (a) => a.drill_id === DRILL.id && a.student.first_name === 'Oliver' && a.due_date === due,
    );
    expect(made).toHaveLength(1);

    // Success forgot the students and the date.
    await card.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Oliver Bennett/ })).not.toBeChecked();
    await expect(dialog.getByLabel('Due date (optional)')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Nothing matches: the empty state, and a way back to everything.
    await page.getByLabel('Search drills').fill('zzz no such drill');
    await expect(page.getByRole('heading', { name: 'No drills found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(drillCards(page)).toHaveCount(all);
  });

  test('a failed request says so and keeps the choice', async ({ page }) => {
    await signInAsCoach(page);
    await openLibrary(page);
    await page.route('**/api/drill-assignments', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Search drills').fill(DRILL.title);
    await page.getByRole('article', { name: DRILL.title }).getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Drill' });
    const david = dialog.getByRole('checkbox', { name: /David Morgan/ });
    await david.click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Error assigning drill. Please try again.');
    await expect(david).toBeChecked();
  });

  test('on a phone the library and the dialog fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsCoach(page);
    await openLibrary(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/library-phone.png`, fullPage: true });
    await drillCards(page).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/library-phone-card.png` });
    await page.getByLabel('Category').selectOption('bunker');
    await drillCards(page).first().getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Drill' });
    await expect(dialog.getByRole('checkbox', { name: /Oliver Bennett/ })).toBeVisible();
    const box = await dialog.getByRole('button', { name: 'Confirm' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/library-assign-phone.png` });
  });
});
