import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { FRESH_PASSWORD, freshStudent } from './support/fresh-student';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const bellWithCount = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const quietBell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const list = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Opens the list at both widths, checks it fits and is accessible, and leaves it open at desktop width. */
async function lookAtList(page: Page, shot: string) {
  const bar = { x: 0, y: 0, height: 64 };
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/${shot}-bell-desktop.png`,
      clip: { ...bar, width: DESKTOP.width },
    });
  await page.setViewportSize(PHONE);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/${shot}-bell-phone.png`, clip: { ...bar, width: PHONE.width } });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(list(page)).toBeVisible();
  await expectNoHorizontalScroll(page);
  const box = await list(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-phone.png` });
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(list(page)).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-desktop.png` });
}

test('a coach sees what awaits them under the bell, opens a message, and the student sees the reply', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const student = await freshStudent(page, baseURL, { firstName: 'Nia', lastName: 'Notices' });
  const subject = `Wedge distances ${Date.now().toString(36)}`;
  await page.goto('/student-portal?tab=coaching');
  await page.getByRole('button', { name: 'New Message' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Coach').selectOption({ label: `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}` });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('How far should my 56 degree go?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The coach signs in: the bell counts what is new, and the list names the student and what happened.
  await page.context().clearCookies();
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(DEMO_COACH.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(bellWithCount(page)).toBeVisible();
  await lookAtList(page, 'staff-notifications');
  const message = list(page).getByRole('button', {
    name: new RegExp(`New message from Nia Notices: ${subject}`),
  });
  await expect(message).toBeVisible();
  // Work to review: the seeded students' completed drills and unverified rounds.
  await expect(
    list(page)
      .getByRole('button', { name: /ready for review|to verify/ })
      .first(),
  ).toBeVisible();
  await message.click();
  await expect(list(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // Opening the list marked everything in it seen.
  await expect(quietBell(page)).toBeVisible();

  // The coach answers, and the student's bell tells them.
  await page.getByLabel('Search messages').fill(subject);
  const card = page.getByRole('list', { name: 'Messages from students' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('dialog').getByLabel('Reply to Nia').fill('About 70 yards with a full swing.');
  await page.getByRole('dialog').getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent to Nia Notices')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome,')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await lookAtList(page, 'student-notifications');
  const reply = list(page).getByRole('button', {
    name: new RegExp(`James Whitfield replied to “${subject}”`),
  });
  await expect(reply).toContainText(/Today \d\d:\d\d/);
  await reply.click();
  await expect(page).toHaveURL(/tab=coaching/);
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(subject);
  await expect(quietBell(page)).toBeVisible();
});

test('a new student is all caught up', async ({ page, baseURL }) => {
  await freshStudent(page, baseURL, { firstName: 'Cal', lastName: 'Quiet' });
  await page.goto('/student-portal');
  await quietBell(page).click();
  await expect(list(page)).toContainText("You're all caught up");
});
