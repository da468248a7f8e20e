import { expect, type Page, test } from '@playwright/test';
import { LADDER_PROGRESS_TOTAL, puttingLadder } from '../../src/core/content/coaching/putting-ladders';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const FIRST = puttingLadder('ladder-1-4')!;

/** A fresh student, made through the API as the register form would; the page shares its session. */
async function registerFreshStudent(page: Page, firstName: string) {
  const id = unique();
  const coaches = await (await page.request.get('/api/coaches')).json();
  const made = await page.request.post('/api/portal/register', {
    data: {
      firstName,
      lastName: 'Putter',
      email: `${firstName.toLowerCase()}.${id}@example.com`,
      username: `${firstName.toLowerCase()}_${id}`,
      password: 'a long enough passphrase',
      confirmPassword: 'a long enough passphrase',
      dateOfBirth: '1990-04-12',
      coachId: coaches[0].id,
    },
  });
  expect(made.status()).toBe(201);
}

const ladderCard = (page: Page, name: string) => page.getByRole('article', { name });
const ladderBar = (page: Page) => page.getByRole('progressbar', { name: 'Ladders completed' });
const achievements = (page: Page) => page.getByTestId('putting-achievements');
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function openPutting(page: Page) {
  await page.goto('/student-portal?tab=putting-ladder');
  await expect(page.getByRole('heading', { name: 'Putting Ladder Challenge', level: 1 })).toBeVisible();
}

async function climb(page: Page, steps: number) {
  for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Completed', exact: true }).click();
}

test.describe('student portal: putting ladder', () => {
  test('a new student climbs a 4-step ladder after one restart and sees the server’s silver medal', async ({
    page,
  }) => {
    await registerFreshStudent(page, 'Pia');
    await openPutting(page);

    const tabs = page.getByRole('tablist', { name: 'Ladder sizes' });
    await expect(tabs.getByRole('tab')).toHaveText(['4-Step', '6-Step', '8-Step', '10-Step', 'Champion']);
    await expect(page.getByText(`0 of ${LADDER_PROGRESS_TOTAL} ladders completed`)).toBeVisible();
    await expect(ladderBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(achievements(page)).toContainText('0ladders completed');

    const card = ladderCard(page, FIRST.name);
    await expect(card.getByText(FIRST.difficulty, { exact: true })).toBeVisible();
    await expect(card.getByText('4 steps', { exact: true })).toBeVisible();
    await expect(card.getByText(FIRST.description)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Completed' })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(10);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/putting-list-desktop.png`, fullPage: true });

    await tabs.getByRole('tab', { name: 'Champion' }).click();
    const champion = ladderCard(page, 'Champion of Champions');
    await expect(champion.getByText('13 steps', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await tabs.getByRole('tab', { name: '4-Step' }).click();

    await card.getByRole('button', { name: 'Start Challenge' }).click();
    await expect(page.getByRole('heading', { name: FIRST.name, level: 2 })).toBeFocused();
    await expect(figure(page, 'Step')).toHaveText('1 of 4');
    await expect(figure(page, 'Attempts')).toHaveText('1');
    await expect(figure(page, 'Progress')).toHaveText('0%');
    await expect(page.getByTestId('current-step')).toHaveText(FIRST.steps[0]!.description);
    const steps = page.getByRole('list', { name: `${FIRST.name} steps` }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'All Steps' })).toBeVisible();

    await climb(page, 2);
    await expect(figure(page, 'Step')).toHaveText('3 of 4');
    await expect(figure(page, 'Progress')).toHaveText('50%');
    await expect(page.getByRole('progressbar', { name: 'Ladder progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(page.getByTestId('current-step')).toHaveText(FIRST.steps[2]!.description);
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(3)).toHaveAttribute('data-state', 'todo');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/putting-active-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: 'Failed - Restart' }).click();
    await expect(figure(page, 'Step')).toHaveText('1 of 4');
    await expect(figure(page, 'Attempts')).toHaveText('2');
    await expect(figure(page, 'Progress')).toHaveText('0%');
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');

    const saved = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/putting/award-badge'),
    );
    await climb(page, 4);
    expect((await saved).postDataJSON()).toMatchObject({ ladderId: FIRST.id, totalSteps: 4, attempts: 1 });

    await expect(page.getByRole('heading', { name: 'Ladder Complete!' })).toBeVisible();
    await expect(page.getByText(`${FIRST.name} completed in 2 attempts`)).toBeVisible();
    const verdict = page.getByTestId('putting-verdict');
    await expect(verdict).toContainText('Silver medal');
    await expect(verdict).toContainText(`New badge earned: ${FIRST.name} Ladder (Silver).`);
    await expect(achievements(page)).toContainText('1ladder completed');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/putting-complete-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: 'New Ladder' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a Ladder' })).toBeFocused();
    await expect(page.getByText(`1 of ${LADDER_PROGRESS_TOTAL} ladders completed`)).toBeVisible();
    await expect(ladderBar(page)).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((1 / LADDER_PROGRESS_TOTAL) * 100)),
    );
    await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Start Challenge' })).toHaveCount(0);
    await expect(card.getByRole('img', { name: 'Completed' })).toBeVisible();
    await expect(card.getByText('Best: Silver')).toBeVisible();

    // Kept on the server: a reload shows the same.
    await page.reload();
    await expect(ladderCard(page, FIRST.name).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(achievements(page)).toContainText('1ladder completed');
  });

  test('Try Again restarts the same ladder, and a climb with no restart earns gold', async ({ page }) => {
    await registerFreshStudent(page, 'Tom');
    await openPutting(page);
    const ladder = puttingLadder('ladder-2-4')!;
    await ladderCard(page, ladder.name).getByRole('button', { name: 'Start Challenge' }).click();
    await climb(page, 4);
    await expect(page.getByText(`${ladder.name} completed in 1 attempt`)).toBeVisible();
    await expect(page.getByTestId('putting-verdict')).toContainText('Gold medal');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: ladder.name, level: 2 })).toBeVisible();
    await expect(figure(page, 'Step')).toHaveText('1 of 4');
    await expect(figure(page, 'Attempts')).toHaveText('1');
    await page.getByRole('button', { name: 'Failed - Restart' }).click();
    await page.getByRole('button', { name: 'Failed - Restart' }).click();
    await page.getByRole('button', { name: 'Failed - Restart' }).click();
    await climb(page, 4);
    await expect(page.getByText(`${ladder.name} completed in 4 attempts`)).toBeVisible();
    // A bronze climb never lowers the gold badge already held.
    await expect(page.getByTestId('putting-verdict')).toContainText('Bronze medal');
    await expect(page.getByTestId('putting-verdict')).toContainText(
      'You keep your Gold badge for this ladder.',
    );
    await page.getByRole('button', { name: 'New Ladder' }).click();
    await expect(ladderCard(page, ladder.name).getByText('Best: Gold')).toBeVisible();
  });

  test('a failed save keeps the climb and saves it on a retry; a failed load offers to try again', async ({
    page,
  }) => {
    await registerFreshStudent(page, 'Eve');
    await page.route('**/api/putting/completions/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server down"}' }),
    );
    await openPutting(page);
    await expect(page.getByRole('alert')).toContainText('We could not load your ladder results');
    // The ladders can still be played.
    await expect(ladderCard(page, FIRST.name).getByRole('button', { name: 'Start Challenge' })).toBeVisible();
    await expectAccessible(page);
    await page.unroute('**/api/putting/completions/*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.route('**/api/putting/award-badge', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server down"}' }),
    );
    await ladderCard(page, FIRST.name).getByRole('button', { name: 'Start Challenge' }).click();
    await climb(page, 4);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your climb has not been saved yet');
    await expect(alert).toContainText('Server down');
    await expect(page.getByText(`${FIRST.name} completed in 1 attempt`)).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/putting-save-failed-desktop.png`, fullPage: true });

    await page.unroute('**/api/putting/award-badge');
    await page.getByRole('button', { name: 'Save again' }).click();
    await expect(page.getByTestId('putting-verdict')).toContainText('Gold medal');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(achievements(page)).toContainText('1ladder completed');
  });

  test('on a phone the bottom bar’s Putting opens the ladders, and a climb fits without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerFreshStudent(page, 'Max');
    await page.goto('/student-portal');
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('button', { name: 'Putting' })
      .click();
    await expect(page).toHaveURL(/tab=putting-ladder/);
    await expect(page.getByRole('heading', { name: 'Putting Ladder Challenge', level: 1 })).toBeVisible();
    await expect(ladderCard(page, FIRST.name)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    // The five ladder tabs fit on one line.
    for (const tab of await page.getByRole('tablist', { name: 'Ladder sizes' }).getByRole('tab').all()) {
      expect((await tab.boundingBox())!.height).toBeLessThanOrEqual(48);
    }
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/putting-list-phone.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/putting-list-phone-top.png` });
    }

    await page.getByRole('tab', { name: '10-Step' }).click();
    const ladder = puttingLadder('ladder-1-10')!;
    await ladderCard(page, ladder.name).getByRole('button', { name: 'Start Challenge' }).click();
    await climb(page, 3);
    await expect(figure(page, 'Step')).toHaveText('4 of 10');
    for (const name of ['Completed', 'Failed - Restart']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/putting-active-phone.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/putting-active-phone-top.png` });
    }

    await climb(page, 7);
    await expect(page.getByText(`${ladder.name} completed in 1 attempt`)).toBeVisible();
    await expect(page.getByTestId('putting-verdict')).toContainText('Gold medal');
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/putting-complete-phone.png`, fullPage: true });
  });
});
