import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { FRESH_PASSWORD, freshStudent } from './support/fresh-student';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const MP4 = Buffer.concat([
  Buffer.from('00000020667479706973366d0000020069736f6d69736f3261766331', 'hex'),
  Buffer.alloc(2048, 1),
]);

async function staffSignIn(page: Page) {
  await page.context().clearCookies();
  await page.goto('/staff-portal?tab=messaging');
  await page.getByLabel('Staff Email').fill(DEMO_COACH.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
}

test('a student’s message is picked up, answered with a video, and the student sees the reply', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // An adult (no date of birth given), so no guardian address is needed; the coach is James.
  const student = await freshStudent(page, baseURL, { firstName: 'Ada', lastName: 'Asks' });
  const subject = `Driver slice ${Date.now().toString(36)}`;
  await page.goto('/student-portal?tab=coaching');
  await page.getByRole('button', { name: 'New Message' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Coach').selectOption({ label: `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}` });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('My drives curve right. What should I practise?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await staffSignIn(page);
  await expect(page.getByText('Total Messages')).toBeVisible();
  await page.getByLabel('Search messages').fill(subject);
  const card = page.getByRole('list', { name: 'Messages from students' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Ada Asks');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await page.getByLabel('Status').selectOption('resolved');
  await expect(page.getByText('No messages match your current filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-inbox-desktop.png`, fullPage: true });

  await card.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Opened: now In Progress')).toBeVisible();
  await dialog
    .getByLabel('Reply to Ada')
    .fill('Try the gate drill: two tees a clubhead apart, swing through them.');
  await dialog
    .getByLabel('Video (optional)')
    .setInputFiles({ name: 'gate.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent to Ada Asks')).toBeVisible();
  await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(card).toContainText('Your reply: Try the gate drill');

  // The student sees the coach's response.
  await page.context().clearCookies();
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome,')).toBeVisible();
  await page.goto('/student-portal?tab=coaching');
  const mine = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(mine).toContainText('New reply');
  await mine.click();
  await expect(page.getByRole('dialog')).toContainText('Try the gate drill');
});

test('the inbox fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page);
  await expect(page.getByText('Total Messages')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-inbox-phone.png`, fullPage: true });
});
