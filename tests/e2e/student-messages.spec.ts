import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { openChildPortal } from './support/child-portal';
import { waitForMail } from './support/mailbox';

const DAVID = 'david.morgan@example.com';
const GUARDIAN = 'hannah.parker@example.com';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

// A valid PNG header followed by padding: big enough that a slowed upload shows its progress.
const PNG_HEAD = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f80000000049454e44ae426082',
  'hex',
);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, email: string, path = '/student-portal') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function openMessaging(page: Page, email: string) {
  await signIn(page, email);
  await page.getByRole('tab', { name: 'Coach Messaging' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Messaging' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem');

test.describe('student portal: coach messaging', () => {
  // Oliver (12) has no login of his own: his mother opens his portal and sees it as he would.
  test('a junior’s portal shows the guardian note, opens an answered message which is marked read, and sends with an image', async ({
    page,
  }) => {
    // Opening the child's portal, a slowed upload and the mailed copy: more than one journey's usual time.
    test.slow();
    await signIn(page, GUARDIAN);
    await openChildPortal(page, 'Oliver');
    await page.getByRole('tab', { name: 'Coach Messaging' }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
    await expect(page.getByText('A copy of every message is sent to your parent or guardian.')).toBeVisible();
    await expect(page.getByText('Messaging is unlimited', { exact: false }).first()).toBeVisible();
    for (const label of ['Total Messages', 'Pending', 'Answered']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }

    // The seeded answered message: opening it marks it read on the server.
    const answered = messages(page).filter({ hasText: 'Chipping from the fringe' });
    await expect(answered).toContainText('Answered');
    const marked = page.waitForRequest(
      (r) => r.method() === 'PATCH' && /\/api\/messages\/[0-9a-f-]+\/read(\?|$)/.test(r.url()),
    );
    await answered.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Chipping from the fringe' })).toBeVisible();
    await expect(dialog.getByText('James Whitfield replied')).toBeVisible();
    expect((await marked).postDataJSON()).toEqual({ readBy: 'student' });
    await expect(dialog).toContainText(/Sent \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(answered).not.toContainText('New reply');
    await page.reload();
    await page.getByRole('tab', { name: 'Coach Messaging' }).click();
    await expect(messages(page).filter({ hasText: 'Chipping from the fringe' })).not.toContainText(
      'New reply',
    );

    // Send with an image over a slowed connection, so the real upload progress shows.
    const subject = `Grip check ${unique()}`;
    const since = Date.now();
    await page.getByRole('button', { name: 'New Message' }).click();
    const form = page.getByRole('dialog');
    await expect(form.getByLabel('Type')).toHaveValue('question');
    await expect(form.getByLabel('Coach').locator('option:checked')).toHaveText(
      `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`,
    );
    await expect(form.getByText('A copy of every message is sent to your parent or guardian.')).toBeVisible();
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Is my grip too strong? Photo attached.');
    await form.getByLabel('Image (optional)').setInputFiles({
      name: 'grip.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_HEAD, Buffer.alloc(1536 * 1024)]),
    });
    await expect(form.getByLabel('Video (optional)')).toHaveAttribute('accept', 'video/*');
    await expect(form.getByLabel('Image (optional)')).toHaveAttribute('accept', 'image/*');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const progress = form.getByRole('progressbar', { name: 'Uploading your message' });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(messages(page).first()).toContainText(subject);
    await expect(messages(page).first()).toContainText('Pending');
    await expect(messages(page).first()).toContainText('Image');

    // The guardian receives a copy, saying who wrote to whom, without the file.
    // Long headers are folded over lines; unfold them before reading.
    const mail = (await waitForMail(GUARDIAN, since)).replace(/\r?\n(?=[ \t])/g, '');
    expect(mail).toContain(
      `Subject: Copy of a message from Hannah Parker (for Oliver Bennett) to coach James Whitfield: ${subject}`,
    );
    expect(mail).toContain('Is my grip too strong? Photo attached.');
    expect(mail).toContain('Attachments are not sent by e-mail');

    // The form starts empty again, with the same coach chosen.
    await page.getByRole('button', { name: 'New Message' }).click();
    await expect(page.getByRole('dialog').getByLabel('Subject')).toHaveValue('');
    await expect(page.getByRole('dialog').getByLabel('Coach').locator('option:checked')).toHaveText(
      'James Whitfield',
    );
    await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);

    // The sent image opens in the detail dialog through its authorised address.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await messages(page).first().getByRole('button').click();
    const image = page.getByRole('dialog').getByRole('img');
    await expect(image).toBeVisible();
    // Shown is not yet decoded: wait for the image itself, which a broken one never gives.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  test('an adult filters by status and type, searches, and sees the empty state; no guardian note', async ({
    page,
  }) => {
    await openMessaging(page, DAVID);
    await expect(page.getByText('A copy of every message is sent to your parent or guardian.')).toHaveCount(
      0,
    );
    const seeded = 'Driver feels better after the lesson';
    await expect(messages(page).filter({ hasText: seeded })).toHaveCount(1);

    await page.getByLabel('Type').selectOption('feedback');
    await expect(messages(page).filter({ hasText: seeded })).toHaveCount(1);
    await page.getByLabel('Type').selectOption('monthly_review');
    await expect(page.getByRole('heading', { name: 'No messages found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or send your first message!')).toBeVisible();
    await page.getByLabel('Type').selectOption('all');

    await page.getByLabel('Status').selectOption('answered');
    await expect(page.getByRole('heading', { name: 'No messages found' })).toBeVisible();
    await page.getByLabel('Status').selectOption('pending');
    await expect(messages(page).filter({ hasText: seeded })).toHaveCount(1);
    await page.getByLabel('Status').selectOption('all');

    // Search reads the message text as well as the subject, whatever the case.
    await page.getByLabel('Search messages').fill('SLOWER TAKEAWAY');
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText(seeded);
    await page.getByLabel('Search messages').fill('nothing like this anywhere');
    await expect(page.getByRole('heading', { name: 'No messages found' })).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-empty-desktop.png`, fullPage: true });
  });

  test('shows the error states: a list that fails to load, a message that fails to send, and a resend after a lost answer sends once', async ({
    page,
  }) => {
    await page.route('**/api/students/*/messages', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await signIn(page, DAVID);
    await page.getByRole('tab', { name: 'Coach Messaging' }).click();
    await expect(page.getByText('We could not load your messages')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No messages found' })).toBeVisible();

    await page.route('**/api/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'New Message' }).click();
    const form = page.getByRole('dialog');
    // Blank subject: nothing is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/messages')) posts++;
    });
    await form.getByRole('button', { name: 'Send' }).click();
    expect(posts).toBe(0);
    await form.getByLabel('Subject').fill('Will this send?');
    await form.getByLabel('Message').fill('Testing a failure.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
    // Nothing typed is lost.
    await expect(form.getByLabel('Subject')).toHaveValue('Will this send?');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-error-desktop.png` });

    // The next attempt reaches the academy but its answer is lost on the way back. The student sees a
    // failure and presses Send again: the server knows the resend, and the message exists once.
    const subject = `Lost answer ${unique()}`;
    await form.getByLabel('Subject').fill(subject);
    await page.unrouteAll();
    let lost = false;
    await page.route('**/api/messages', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/messages'));
    await form.getByRole('button', { name: 'Send' }).click();
    await failed;
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent to your coach.')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Coach Messaging' }).click();
    await expect(messages(page).first()).toBeVisible();
    await expect(messages(page).filter({ hasText: subject })).toHaveCount(1);
  });

  test('works at phone width: reached from the phone, no sideways scroll, accessible dialog', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DAVID);
    await expect(page.getByRole('navigation', { name: 'Portal sections' })).toBeVisible();
    // The phone's bottom bar and menu do not list messaging (student-portal §2); the address opens it.
    await page.goto('/student-portal?tab=coaching');
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Messaging' })).toBeVisible();
    await expect(messages(page).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'New Message' }).click();
    await expect(page.getByRole('dialog').getByLabel('Subject')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-new-phone.png` });
  });

  test('a coach sees their students’ messages in the staff inbox, newest first, with the stat cards', async ({
    page,
  }) => {
    await page.goto('/staff-portal?tab=messaging');
    await page.getByLabel('Staff Email').fill(DEMO_COACH.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Messages' }).first().click();
    await expect(page.getByText('Total Messages')).toBeVisible();
    const inbox = page.getByRole('list', { name: 'Messages from students' });
    await expect(inbox.getByText('Monthly review: November')).toBeVisible();
    await expect(inbox.getByText('Oliver Bennett').first()).toBeVisible();
    await expect(inbox.getByText('Unread').first()).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-inbox-desktop.png`, fullPage: true });
  });
});
