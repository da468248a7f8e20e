import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { freshStudent } from './support/fresh-student';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function openChipping(page: Page) {
  await page.goto('/student-portal?tab=chipping-tests');
  await expect(page.getByRole('heading', { name: 'Chipping Tests', level: 1 })).toBeVisible();
}

/** Plays ten shots by the outcomes' descriptions, checking the screen as it goes. */
async function playShots(page: Page, outcomes: string[]) {
  for (const [i, outcome] of outcomes.entries()) {
    await expect(page.getByRole('heading', { name: `Shot ${i + 1} of 10` })).toBeVisible();
    const next = page.getByRole('button', { name: i === 9 ? 'Finish!' : 'Next Shot' });
    // A shot needs an outcome before moving on (one chosen earlier and come back to is kept).
    if ((await page.locator('button[aria-pressed="true"]').count()) === 0) await expect(next).toBeDisabled();
    await page.getByRole('button', { name: new RegExp(outcome) }).click();
    await next.click();
  }
}

test.describe('student portal: chipping tests', () => {
  test('a test played to a medal is scored by the server and kept in the results', async ({
    page,
    baseURL,
  }) => {
    await freshStudent(page, baseURL, { firstName: 'Chip', lastName: 'Tester' });
    await openChipping(page);
    const card = page.getByRole('article', { name: '10-Yard Chipping Test' });
    await expect(card).toContainText('10 shots · max 50 points');
    await expect(card).toContainText('Gold 45–50');
    await expect(page.getByText('No tests yet')).toBeVisible();
    await card.getByRole('button', { name: 'Start Game' }).click();

    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(page.getByText('How did your shot from 10 yards go?')).toBeVisible();
    const grid = page.getByRole('group', { name: 'How did your shot from 10 yards go?' }).getByRole('button');
    await expect(grid.first()).toContainText('Holed');
    await expect(grid.last()).toContainText('Chunked');
    // Back keeps what was chosen for the shot before.
    await page.getByRole('button', { name: /Within 3 feet/ }).click();
    await page.getByRole('button', { name: 'Next Shot' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: /Within 3 feet/ })).toHaveAttribute('aria-pressed', 'true');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/chipping-game-desktop.png`, fullPage: true });

    const save = page.waitForResponse(
      (r) => r.url().endsWith('/api/chipping/results') && r.request().method() === 'POST',
    );
    await playShots(page, [...Array(9).fill('Within 3 feet'), 'Holed']);
    const saved = await (await save).json();
    expect(saved.result).toMatchObject({ totalScore: 41, medal: 'silver', handicapLevel: 'Handicap 1-5' });

    await expect(page.getByText('Medal Earned!')).toBeVisible();
    await expect(page.getByTestId('confetti')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/chipping-medal-desktop.png`, fullPage: true });
    const recent = page.getByRole('list', { name: 'Recent test results' });
    await expect(recent).toContainText('10-Yard Chipping Test');
    await expect(recent).toContainText('41/50');
    await expect(recent).toContainText('Handicap 1-5');
    await expect(card).toContainText('Silver held');
    await expect(page.getByText('Medal Earned!')).toBeHidden({ timeout: 6000 });
    await expectAccessible(page);

    // A low score: no medal, the plain message, and the results move on.
    await page
      .getByRole('article', { name: '30-Yard Chipping Test' })
      .getByRole('button', { name: 'Start Game' })
      .click();
    await playShots(page, Array(10).fill('Outside 9 feet'));
    await expect(page.getByText('Test completed! Score: 10/50')).toBeVisible();
    await expect(page.getByTestId('confetti')).toHaveCount(0);
    await expect(recent.getByRole('listitem').first()).toContainText('10/50');
    await expect(page.getByText('Tests completed', { exact: true }).locator('..')).toContainText('2');
  });

  test('on a phone with reduced motion: no confetti, and the game fits the screen', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freshStudent(page, baseURL, { firstName: 'Calm', lastName: 'Chipper' });
    await openChipping(page);
    await expectNoHorizontalScroll(page);
    await page
      .getByRole('article', { name: '20-Yard Chipping Test' })
      .getByRole('button', { name: 'Start Game' })
      .click();
    await expect(page.getByRole('table')).toBeHidden(); // the handicap chart is for wider screens
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/chipping-game-phone.png`, fullPage: true });
    await playShots(page, Array(10).fill('Holed'));
    await expect(page.getByText('Medal Earned!')).toBeVisible();
    await expect(page.getByTestId('confetti')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/chipping-results-phone.png`, fullPage: true });
    await expectAccessible(page);
  });
});
