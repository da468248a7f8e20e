import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD, E2E_STAFF } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
// An MP4's opening box is enough for the server's type check; the rest is padding.
const MP4 = Buffer.concat([
  Buffer.from('00000020667479706973366d0000020069736f6d69736f3261766331', 'hex'),
  Buffer.alloc(2048, 1),
]);

async function staffSignIn(page: Page, email: string, password: string) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('staff portal: my students and the coaching session', () => {
  test('a coach ticks a module to completion with a note and a video, plays it back and unassigns it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    // A new student of James's, so the journey changes no one else's records.
    const coaches = await (await page.request.get('/api/coaches')).json();
    const james = coaches.find((c: { first_name: string }) => c.first_name === DEMO_COACH.firstName);
    const coachesOf = async () => {
      const res = await page.request.post('/api/portal/register', {
        headers: { origin },
        data: {
          firstName: 'Tia',
          lastName: `Coached${Date.now().toString(36)}`,
          email: `tia.${Date.now().toString(36)}@example.com`,
          username: `tia_${Date.now().toString(36)}`,
          password: 'a long enough passphrase',
          confirmPassword: 'a long enough passphrase',
          dateOfBirth: '1990-04-12',
          coachId: james.id,
        },
      });
      expect(res.status()).toBe(201);
      return (await res.json()).user as { id: string; firstName: string; lastName: string };
    };
    const tia = await coachesOf();
    await page.context().clearCookies();
    await staffSignIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    const assigned = await page.request.post('/api/module-assignments', {
      headers: { origin },
      data: { moduleId: 16, studentIds: [tia.id], coachId: james.id },
    });
    expect(assigned.status()).toBe(201);

    await page.getByRole('tab', { name: 'Students' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
    await expect(page.getByText('Students assigned to you')).toBeVisible();
    const grid = page.getByRole('list', { name: 'My students' });
    await expect(grid).toContainText('Oliver Bennett');
    await page.getByLabel('Search students').fill(tia.lastName);
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid).toContainText('0 achievements');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-students-desktop.png`, fullPage: true });
    await grid.getByRole('button', { name: `Tia ${tia.lastName}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Tia ${tia.lastName}` })).toBeVisible();
    await expect(page.getByText('No Challenges Assigned')).toBeVisible();
    await page.getByRole('tab', { name: 'Modules' }).click();
    await expect(page.getByRole('list', { name: 'Modules' })).toContainText('Lesson 16');
    await page.getByRole('button', { name: 'Start Coaching Session' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Coaching Session' })).toBeVisible();
    await expect(page).toHaveURL(/view=session/);
    const module = page.getByRole('article', { name: /^Lesson 16/ });
    await expect(page.getByRole('tab', { name: 'Completed' })).toBeVisible();

    // A note on the first exercise, saved without losing what is typed.
    await module.getByLabel('Coach notes for 16-1').fill('Good width at the top; keep the lead arm long.');
    await module.getByRole('button', { name: 'Save notes' }).first().click();
    await expect(module.getByRole('button', { name: 'Save notes' }).first()).toBeDisabled();
    // A video on the second.
    await module
      .getByLabel('Coaching video for 16-2')
      .setInputFiles({ name: 'lag.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await expect(module.getByText('lag.mp4 · 0.0 MB')).toBeVisible();
    await module.getByRole('button', { name: 'Upload video' }).nth(1).click();
    const player = module.getByLabel('Coaching video for 16-2', { exact: true }).and(page.locator('video'));
    await expect(player).toBeVisible();
    const src = await player.getAttribute('src');
    const played = await page.request.get(src!, { headers: { range: 'bytes=0-99' } });
    expect(played.status()).toBe(206);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-session-desktop.png`, fullPage: true });

    // Tick every exercise: the last one completes the module.
    const boxes = module.getByRole('checkbox');
    const count = await boxes.count();
    for (let i = 0; i < count - 1; i++) {
      await boxes.nth(i).click();
      await expect(boxes.nth(i)).toBeChecked();
    }
    // The last tick completes the module, which leaves the Active tab.
    await boxes.nth(count - 1).click();
    await expect(page.getByText('Module completed!')).toBeVisible();
    await page.getByRole('tab', { name: 'Completed' }).click();
    const done = page.getByRole('article', { name: /^Lesson 16/ });
    await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(done.getByLabel('Coach notes for 16-1')).toHaveValue(
      'Good width at the top; keep the lead arm long.',
    );
    await expectAccessible(page);

    await done.getByRole('button', { name: 'Unassign' }).click();
    await expect(
      page.getByText(
        'Are you sure you want to unassign this module? This will archive the assignment but preserve progress data.',
      ),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Unassign' }).click();
    await expect(page.getByText('No Completed Modules')).toBeVisible();
  });

  test('a coach without students sees the empty grid; the grid fits a phone', async ({ page }) => {
    await staffSignIn(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.getByRole('tab', { name: 'Students' }).click();
    await expect(page.getByRole('heading', { name: 'No Students Assigned' })).toBeVisible();
    await expect(page.getByText('No students assigned to you.')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().clearCookies();
    await staffSignIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    await page.goto('/staff-portal?tab=students');
    await expect(page.getByRole('list', { name: 'My students' })).toContainText('Oliver Bennett');
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-students-phone.png`, fullPage: true });
    await page
      .getByRole('list', { name: 'My students' })
      .getByRole('button', { name: 'Oliver Bennett' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oliver Bennett' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
