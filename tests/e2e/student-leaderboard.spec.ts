import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_GUARDIAN, DEMO_PASSWORD, DEMO_STUDENT } from './support/accounts';
import { openChildPortal } from './support/child-portal';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, email: string) {
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome,')).toBeVisible();
}

async function openLeaderboard(page: Page) {
  await page
    .getByRole('tablist', { name: 'Portal sections' })
    .getByRole('tab', { name: 'Badge Leaderboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Badge Leaderboard', level: 1 })).toBeVisible();
}

/** The figure on a stat card, read as a number. */
async function statValue(page: Page, label: string): Promise<number> {
  const card = page.getByText(label, { exact: true }).locator('xpath=../..');
  await expect(card).not.toContainText('–');
  return Number((await card.locator('div.font-display').textContent())?.trim());
}

const board = (page: Page) => page.getByRole('table', { name: 'Top badge winners' });

test.describe('student portal: badge leaderboard', () => {
  // Oliver (12) has no login of his own: his mother opens his portal, where "You" is Oliver.
  test('Oliver’s parent sees the top players, the totals, medals for the podium and Oliver as a junior', async ({
    page,
  }) => {
    await signIn(page, DEMO_GUARDIAN.email);
    const oliverId = await openChildPortal(page, 'Oliver');
    await openLeaderboard(page);
    const data = await (await page.request.get(`/api/badges/leaderboard?studentId=${oliverId}`)).json();

    expect(await statValue(page, 'Total Badges')).toBeGreaterThanOrEqual(5);
    expect(await statValue(page, 'Active Players')).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('heading', { name: 'Top 10 Players' })).toBeVisible();

    const rows = board(page).locator('tbody').first().getByRole('row');
    await expect(rows).toHaveCount(Math.min(10, data.leaderboard.length));
    await expect(rows.nth(0).getByRole('img', { name: 'Rank 1, 1st place' })).toBeVisible();
    await expect(rows.nth(1).getByRole('img', { name: 'Rank 2, 2nd place' })).toBeVisible();
    const count = await rows.count();
    for (let i = 3; i < count; i++) await expect(rows.nth(i)).toContainText(`#${i + 1}`);

    // A junior appears by first name and surname initial, highlighted as the signed-in student.
    const oliver = board(page).getByRole('row', { name: /Oliver B\./ });
    await expect(oliver).toHaveAttribute('aria-current', 'true');
    await expect(oliver.getByText('You', { exact: true })).toBeVisible();
    await expect(oliver).toContainText('24.5');
    await expect(page.getByText('Oliver Bennett')).toHaveCount(0);
    // An adult appears by full name.
    await expect(board(page).getByRole('row', { name: /David Morgan/ })).toContainText('18.3');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leaderboard-desktop.png`, fullPage: true });
  });

  test('a new student who earns a putting badge joins the board, with N/A for a handicap', async ({
    page,
  }) => {
    const id = unique();
    const coaches = await (await page.request.get('/api/coaches')).json();
    const made = await page.request.post('/api/portal/register', {
      data: {
        firstName: 'Lena',
        lastName: 'Newman',
        email: `lena.${id}@example.com`,
        username: `lena_${id}`,
        password: 'a long enough passphrase',
        confirmPassword: 'a long enough passphrase',
        dateOfBirth: '1990-04-12',
        coachId: coaches[0].id,
      },
    });
    expect(made.status()).toBe(201);

    await page.goto('/student-portal?tab=leaderboard');
    await expect(page.getByRole('heading', { name: 'Badge Leaderboard', level: 1 })).toBeVisible();
    const playersBefore = await statValue(page, 'Active Players');
    const badgesBefore = await statValue(page, 'Total Badges');
    await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);

    // Earn a badge the way a student does: climb a putting ladder without a miss.
    await page
      .getByRole('tablist', { name: 'Portal sections' })
      .getByRole('tab', { name: 'Putting Ladder' })
      .click();
    await page
      .getByRole('article', { name: 'First Steps' })
      .getByRole('button', { name: 'Start Challenge' })
      .click();
    for (let step = 0; step < 4; step++) {
      await page.getByRole('button', { name: 'Completed', exact: true }).click();
    }
    await expect(page.getByTestId('putting-verdict')).toContainText('Gold medal');
    await openLeaderboard(page);
    // The board is fetched again after the badge. Other journeys may add players at the same time, so the
    // figures rise by at least one.
    await expect.poll(() => statValue(page, 'Active Players')).toBeGreaterThanOrEqual(playersBefore + 1);
    await expect.poll(() => statValue(page, 'Total Badges')).toBeGreaterThanOrEqual(badgesBefore + 1);

    // Shown in the top ten, or below it as 'Your position: #n'.
    const me = page.locator('tr[aria-current="true"]');
    await expect(me).toHaveCount(1);
    await expect(me.getByRole('rowheader')).toContainText('Lena Newman');
    await expect(me).toContainText('N/A');
    await expect(me.getByText('You', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('when the board cannot be loaded, it says so and offers to try again', async ({ page }) => {
    await signIn(page, DEMO_STUDENT.email);
    await page.route('**/api/badges/leaderboard', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server down"}' }),
    );
    await openLeaderboard(page);
    await expect(page.getByRole('alert')).toContainText('We could not load the leaderboard');
    await expectAccessible(page);
    await page.unroute('**/api/badges/leaderboard');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(board(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a board beyond ten shows the extra players and the student’s own place', async ({
    page,
    baseURL,
  }) => {
    // Enough real badge holders to pass ten: students registered as the form would, each climbing a
    // ladder without a miss (two golds each), and one who climbs after several misses (one bronze).
    test.slow(); // ten registrations, each hashing a password
    const origin = new URL(baseURL!).origin;
    const coaches = await (await page.request.get('/api/coaches')).json();
    async function registered(firstName: string) {
      const id = unique();
      const res = await page.request.post('/api/portal/register', {
        headers: { origin },
        data: {
          firstName,
          lastName: 'Climber',
          email: `${firstName.toLowerCase()}.${id}@example.com`,
          username: `${firstName.toLowerCase()}_${id}`,
          password: 'a long enough passphrase',
          confirmPassword: 'a long enough passphrase',
          dateOfBirth: '1990-04-12',
          coachId: coaches[0].id,
        },
      });
      expect(res.status()).toBe(201);
      const { token, user } = await res.json();
      const climb = (ladderId: string, attempts: number) =>
        page.request.post('/api/putting/award-badge', {
          headers: { authorization: `Bearer ${token}`, origin },
          data: { studentId: user.id, ladderId, totalSteps: 4, attempts },
        });
      return { email: user.email as string, token: token as string, climb };
    }
    for (const name of ['Ava', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Gwen', 'Harry', 'Isla']) {
      const climber = await registered(name);
      expect((await climber.climb('ladder-1-4', 0)).status()).toBe(201);
      expect((await climber.climb('ladder-2-4', 0)).status()).toBe(201);
    }
    const late = await registered('Jack');
    expect((await late.climb('ladder-3-4', 5)).status()).toBe(201);
    const board = await (
      await page.request.get('/api/badges/leaderboard', {
        headers: { authorization: `Bearer ${late.token}` },
      })
    ).json();
    expect(board.me.rank).toBeGreaterThan(10);

    // Registering signed this browser in as each new student in turn: start clean and sign in as Jack.
    await page.context().clearCookies();
    await page.goto('/student-portal');
    await page.getByLabel('Email').fill(late.email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Welcome,')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await page.goto('/student-portal?tab=leaderboard');
      // Other journeys may add players meanwhile: the line reads the board's own count.
      await expect(page.getByText(/^\+\d+ more players$/).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByText(/^Your position: #\d+$/).filter({ visible: true })).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      const name = width > 600 ? 'desktop' : 'phone';
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/leaderboard-beyond-ten-${name}.png`, fullPage: true });
    }
    await expect(
      page
        .getByRole('list', { name: 'Your position' })
        .getByRole('listitem')
        .filter({ hasText: 'Jack Climber' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  // Oliver (12) has no login of his own: his mother opens his portal, where "You" is Oliver.
  test('on a phone the bottom bar’s Ranks shows compact rows without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_GUARDIAN.email);
    await openChildPortal(page, 'Oliver');
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('button', { name: 'Ranks' })
      .click();
    await expect(page).toHaveURL(/tab=leaderboard/);
    const list = page.getByRole('list', { name: 'Top badge winners' });
    await expect(list).toBeVisible();
    await expect(board(page)).toBeHidden();
    await expect(list.getByRole('img', { name: 'Rank 1, 1st place' })).toBeVisible();
    const oliver = list.getByRole('listitem').filter({ hasText: 'Oliver B.' });
    await expect(oliver).toHaveAttribute('aria-current', 'true');
    await expect(oliver).toContainText('Handicap 24.5');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leaderboard-phone.png`, fullPage: true });
  });
});
