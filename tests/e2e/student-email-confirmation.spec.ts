import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { FRESH_PASSWORD, freshStudent } from './support/fresh-student';
import { confirmationLinkIn, waitForMail } from './support/mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function registerThroughTheForm(page: Page, firstName: string, email: string) {
  await page.goto('/student-portal');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Newcomer');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Username').fill(`${firstName.toLowerCase()}_${unique()}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
}

async function sendMessage(page: Page, subject: string) {
  await page.goto('/student-portal?tab=coaching');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Messaging' })).toBeVisible();
  await page.getByRole('button', { name: 'New Message' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('When is the best time to book a playing lesson?');
  await form.getByRole('button', { name: 'Send' }).click();
  return form;
}

test.describe('student portal: confirming the e-mail address', () => {
  for (const width of [1280, 390]) {
    test(`a new student is asked to confirm, opens the mailed link, and can then message (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      const email = `nina.${unique()}@example.com`;
      const since = Date.now();
      await registerThroughTheForm(page, 'Nina', email);

      const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(`We sent a link to ${email}.`);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      // The server refuses the message, and the form says why in the server's words.
      const refused = await sendMessage(page, 'Playing lessons');
      await expect(refused.getByRole('alert')).toHaveText('Confirm your e-mail address to send messages');
      await refused.getByRole('button', { name: 'Cancel' }).click();

      await banner.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
      await expect(banner).toContainText(`We have sent a new confirmation link to ${email}.`);

      const link = confirmationLinkIn(await waitForMail(email, since));
      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
      ).toBeVisible();
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
      await expect(page.getByText('E-mail address confirmed')).toBeVisible();
      await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
      await page.getByRole('link', { name: 'Go to the Student Portal' }).click();

      await expect(page.getByText('Welcome, Nina')).toBeVisible();
      await expect(banner).toHaveCount(0);
      const sent = await sendMessage(page, 'Playing lessons');
      await expect(sent).toBeHidden({ timeout: 15_000 });
      await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toContainText(
        'Playing lessons',
      );

      // The same link a second time is refused with the server's explanation.
      await page.goto(link);
      await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
      await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid or has expired');
    });
  }

  test('a new address shows as pending on the profile until its link is opened', async ({
    page,
    baseURL,
  }) => {
    const { email } = await freshStudent(page, baseURL, { firstName: 'Milo', lastName: 'Moves' });
    const newEmail = `milo.${unique()}@example.com`;
    const since = Date.now();
    await page.goto('/student-portal?tab=profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByText(`pending: ${newEmail}`)).toBeVisible();

    await page.goto(confirmationLinkIn(await waitForMail(newEmail, since)));
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
    await page.goto('/student-portal?tab=profile');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
    await expect(page.getByText('pending:', { exact: false })).toHaveCount(0);
  });
});
