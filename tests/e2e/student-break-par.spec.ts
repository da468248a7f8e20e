import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { freshStudent } from './support/fresh-student';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
// The smallest valid PNG: real image bytes, so the server's type check accepts it.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f80000000049454e44ae426082',
  'hex',
);

const level = (page: Page, n: number, name: string) =>
  page.getByRole('article', { name: `Level ${n}: ${name}` });

async function openBreakPar(page: Page) {
  await page.goto('/student-portal?tab=break-par');
  await expect(page.getByRole('heading', { name: 'Break Par Challenge', level: 1 })).toBeVisible();
}

/** Enters six hole scores through the scorecard, checking Next Hole, Review and Finish Round as it goes. */
async function playRound(page: Page, scores: number[], firstHole = 1) {
  for (const [j, score] of scores.entries()) {
    const i = firstHole - 1 + j;
    await expect(page.getByRole('heading', { name: new RegExp(`^Hole ${i + 1}`) })).toBeVisible();
    const next = page.getByRole('button', { name: /Next Hole|Review|Finish Round/ });
    await expect(next).toBeDisabled();
    if (score > 8) await page.getByRole('button', { name: '9+' }).click();
    await page
      .getByRole('button', { name: `${score} ${score === 1 ? 'stroke' : 'strokes'}`, exact: true })
      .click();
    if (i < 5) await next.click();
  }
  await expect(page.getByText('6/6 holes')).toBeVisible();
}

test.describe('student portal: Break Par Challenge', () => {
  test('a gold on level 1 with a photo unlocks level 2 and shows on the dashboard and leaderboard', async ({
    page,
    baseURL,
  }) => {
    await freshStudent(page, baseURL, { firstName: 'Bea', lastName: 'Parr' });
    await openBreakPar(page);
    await expect(level(page, 1, 'Starter Stars')).toContainText('Available');
    await expect(level(page, 2, 'Fairway Flyers')).toContainText('Complete level 1 to unlock');
    await expect(level(page, 2, 'Fairway Flyers').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Why Break Par Matters' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/break-par-overview-desktop.png`, fullPage: true });

    await level(page, 1, 'Starter Stars').getByRole('button', { name: 'Play Level 1' }).click();
    await expect(page.getByText('Target score: 17 or less')).toBeVisible();
    await page.getByRole('button', { name: 'Start Challenge!' }).click();

    // Hole 1: a birdie with a photo of the card.
    await page.getByRole('button', { name: '2 strokes', exact: true }).click();
    await expect(page.getByText('Birdie (2 on a par 3)')).toBeVisible();
    await page
      .getByLabel(/Add photo/)
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Evidence for hole 1' })).toBeVisible();
    await page.getByLabel('Notes for hole 1 (optional)').fill('Chip and one putt');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/break-par-scorecard-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next Hole' }).click();
    // Previous Hole keeps what was entered.
    await page.getByRole('button', { name: 'Previous Hole' }).click();
    await expect(page.getByRole('button', { name: '2 strokes', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Next Hole' }).click();
    await playRound(page, [3, 2, 3, 3, 2], 2);
    await expect(page.getByRole('button', { name: 'Finish Round' })).toBeEnabled();
    const save = page.waitForResponse(
      (r) => r.url().endsWith('/api/break-par-challenge/attempts') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Finish Round' }).click();
    const saved = await (await save).json();
    expect(saved.attempt).toMatchObject({ total_score: 15, passed: true, medal: 'gold' });

    await expect(page.getByRole('heading', { name: 'Level 1 Complete!' })).toBeVisible();
    await expect(page.getByText('Gold medal')).toBeVisible();
    await expect(page.getByText('Congratulations! You earned the White Star Achiever!')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/break-par-result-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Review Scores' }).click();
    await expect(page.getByRole('list', { name: 'Scorecard' })).toContainText('H6');
    await page.getByRole('button', { name: 'Back to result' }).click();
    await page.getByRole('button', { name: 'Claim Badge' }).click();

    await expect(level(page, 1, 'Starter Stars')).toContainText('Completed');
    await expect(level(page, 1, 'Starter Stars')).toContainText('Best score: 15');
    await expect(
      level(page, 2, 'Fairway Flyers').getByRole('button', { name: 'Play Level 2' }),
    ).toBeVisible();
    await expect(level(page, 3, 'Swing Builders')).toContainText('Complete level 2 to unlock');
    await expect(page.getByRole('list', { name: 'Badge collection' })).toContainText('Gold');
    const recent = page.getByRole('list', { name: 'Recent attempts' });
    await expect(recent).toContainText('Level 1: 15 (target 17)');
    await expect(recent.getByRole('img', { name: 'Evidence for hole 1' })).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('tablist', { name: 'Portal sections' })
      .getByRole('tab', { name: 'Dashboard' })
      .click();
    await expect(page.getByText('Gold 1')).toBeVisible();
    await page
      .getByRole('tablist', { name: 'Portal sections' })
      .getByRole('tab', { name: 'Badge Leaderboard' })
      .click();
    await expect(page.locator('[aria-current="true"]').filter({ hasText: 'Bea Parr' }).first()).toBeVisible();
  });

  test('a round over the target is saved as Great Effort and unlocks nothing', async ({ page, baseURL }) => {
    await freshStudent(page, baseURL, { firstName: 'Gus', lastName: 'Over' });
    await openBreakPar(page);
    await level(page, 1, 'Starter Stars').getByRole('button', { name: 'Play Level 1' }).click();
    await page.getByRole('button', { name: 'Start Challenge!' }).click();
    await playRound(page, [4, 4, 4, 4, 4, 10]);
    await expect(page.getByRole('button', { name: 'Finish Round' })).toBeEnabled();
    await page.getByRole('button', { name: 'Finish Round' }).click();
    await expect(page.getByRole('heading', { name: 'Great Effort!' })).toBeVisible();
    await expect(page.getByText('You scored 30 against a target of 17.')).toBeVisible();
    await page.getByRole('button', { name: 'Save Round' }).click();
    await expect(level(page, 2, 'Fairway Flyers')).toContainText('Complete level 1 to unlock');
    await expect(page.getByRole('list', { name: 'Recent attempts' })).toContainText('Not passed');
  });

  test('on a phone the scorecard fits, Review leads to the unscored hole, and Maybe Later goes back', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await freshStudent(page, baseURL, { firstName: 'Pip', lastName: 'Phone' });
    await openBreakPar(page);
    await expectNoHorizontalScroll(page);
    await level(page, 1, 'Starter Stars').getByRole('button', { name: 'Play Level 1' }).click();
    await page.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(level(page, 1, 'Starter Stars')).toBeVisible();
    await level(page, 1, 'Starter Stars').getByRole('button', { name: 'Play Level 1' }).click();
    await page.getByRole('button', { name: 'Start Challenge!' }).click();
    // Jump to hole 6 from the scorecard and score it first: it reads Review, which leads back to hole 1.
    await page.getByRole('button', { name: /^Hole 6, par 3/ }).click();
    await page.getByRole('button', { name: '3 strokes', exact: true }).click();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { name: /^Hole 1/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/break-par-scorecard-phone.png`, fullPage: true });
    await expectAccessible(page);
  });
});
