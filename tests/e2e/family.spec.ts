import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import {
  bornYearsAgo,
  chooseChild,
  confirmAddress,
  fillFamilyAccount,
  fillStudent,
  mailTo,
  openRegister,
  openSection,
  PASSWORD,
  secondDevice,
  shortDate,
  unique,
  WIDTHS,
} from './support/family';
import { invitationLinkIn, waitForMail } from './support/mailbox';

const COACH = `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`;

async function addChild(page: Page, firstName: string, age: number, coach?: string) {
  await page.getByRole('button', { name: 'Add a child' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Reid');
  await dialog.getByLabel('Date of birth').fill(bornYearsAgo(age));
  await dialog.getByLabel('Your relationship to them').fill('Mother');
  const coachSelect = dialog.getByLabel('Coach', { exact: true });
  await expect(coachSelect).not.toHaveValue('');
  if (coach) {
    // Each choice reads "<name> – <first specialization>".
    const option = coachSelect.locator('option', { hasText: `${coach} – ` });
    await coachSelect.selectOption((await option.getAttribute('value'))!);
  }
  // Nothing is ticked for the parent: she agrees to each consent herself.
  const consents = dialog.getByRole('group', { name: 'What you agree to' }).getByRole('checkbox');
  await expect(consents).toHaveCount(5);
  for (const box of await consents.all()) {
    await expect(box).not.toBeChecked();
    await box.click();
  }
  await dialog.getByRole('button', { name: 'Add child' }).click();
  const card = page.getByRole('article', { name: `${firstName} Reid` });
  await expect(card).toBeVisible();
  if (coach) await expect(card).toContainText(`Coach: ${coach}`);
}

/** A coach answers in the staff portal, on a computer of their own. */
async function coachReplies(browser: Browser, baseURL: string | undefined, from: string, reply: string) {
  const context = await browser.newContext({ baseURL });
  const coach = await context.newPage();
  await coach.goto('/staff-portal?tab=messaging');
  await coach.getByLabel('Staff Email').fill(DEMO_COACH.email);
  await coach.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await coach.getByRole('button', { name: 'Sign In' }).click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await coach.getByLabel('Search messages').fill('Oliver’s grip');
  // Every family's Oliver writes under this subject: theirs is the one with the family's address.
  const card = coach
    .getByRole('list', { name: 'Messages from students' })
    .getByRole('listitem')
    .filter({ hasText: from });
  await expect(card).toContainText('Oliver Reid');
  await card.getByRole('button', { name: 'Reply' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Oliver’s grip' });
  await expect(dialog).toContainText('Is his grip too strong?');
  await dialog.getByLabel('Reply to Oliver').fill(reply);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(coach.getByText('Reply sent to Oliver Reid')).toBeVisible();
  await context.close();
}

/** Maya (14), in her own portal: her date of birth and her guardian are shown, never hers to change. */
async function expectSafeguardingReadOnly(page: Page, guardianEmail: string) {
  await openSection(page, 'My Profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeEditable();
  const dateOfBirth = page.getByLabel('Date of Birth');
  await expect(dateOfBirth).toHaveValue(shortDate(bornYearsAgo(14)));
  await expect(dateOfBirth).not.toBeEditable();
  await expect(
    page.getByText('Only your parent or guardian, or the academy, can change this.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Emergency' }).click();
  await expect(
    page.getByText('Only your parent or guardian, or the academy, can change these.'),
  ).toBeVisible();
  for (const [label, value] of [
    ['Name', 'Hannah Reid'],
    ['Relationship', 'Mother'],
    ['Email', guardianEmail],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel(label, { exact: true })).not.toBeEditable();
  }
  // What is hers to change still saves beside them.
  await page.getByRole('tab', { name: 'Golf Info' }).click();
  await page.getByLabel('Goals').fill('Make the county squad');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
}

test.describe('student portal: family accounts', () => {
  for (const [width, viewport] of WIDTHS) {
    test(`a guardian registers, adds two children, gives one her own login, messages for the other and reads the coach’s reply (${width})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // Three accounts, two children, four e-mails and three devices: a long journey.
      test.slow();
      await page.setViewportSize(viewport);
      const id = unique();
      const guardianEmail = `hannah.${id}@example.com`;
      const mayaEmail = `maya.${id}@example.com`;
      const since = Date.now();

      await openRegister(page);
      await page.getByText('I’m a parent or guardian').click();
      await fillFamilyAccount(page, 'Hannah', 'Reid', guardianEmail);
      await expect(page.getByRole('heading', { name: 'Add your child' })).toBeVisible();

      // Sending for a child needs the guardian's own address confirmed.
      await confirmAddress(page, guardianEmail, since);
      await page.goto('/student-portal');

      await addChild(page, 'Oliver', 9, COACH);
      await addChild(page, 'Maya', 14);
      await expectNoHorizontalScroll(page);

      // Maya (14) is invited to her own login.
      const maya = page.getByRole('article', { name: 'Maya Reid' });
      await maya.getByRole('button', { name: 'Give Maya their own login' }).click();
      const invite = page.getByRole('dialog', { name: 'Give Maya their own login' });
      await invite.getByLabel("Maya's e-mail").fill(mayaEmail);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await invite.getByRole('button', { name: 'Done' }).click();
      await expect(maya.getByText(mayaEmail)).toBeVisible();

      // Maya opens the link on her own device and signs in to her own portal.
      const link = invitationLinkIn(await waitForMail(mayaEmail, since));
      const mayaDevice = await secondDevice(browser, viewport);
      const mayaPage = mayaDevice.page;
      await mayaPage.goto(link);
      await expect(mayaPage.getByRole('heading', { name: 'Welcome, Maya' })).toBeVisible();
      await mayaPage.getByLabel('Username').fill(`maya_${id}`);
      await mayaPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await mayaPage.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
      await mayaPage.getByRole('button', { name: 'Set up my login' }).click();
      await expect(mayaPage.getByRole('heading', { name: 'Welcome back, Maya!' })).toBeVisible();
      await expect(mayaPage.getByLabel('Viewing:')).toHaveCount(0);
      await expectSafeguardingReadOnly(mayaPage, guardianEmail);
      await mayaDevice.context.close();

      // Oliver's portal, as Oliver would see it.
      await chooseChild(page, 'Oliver');
      await expect(page.getByRole('heading', { name: 'Welcome back, Oliver!' })).toBeVisible();
      await openSection(page, 'Coach Messaging');
      await page.getByRole('button', { name: 'New Message' }).click();
      const compose = page.getByRole('dialog', { name: 'New Message' });
      await expect(compose.getByLabel('Coach').locator('option:checked')).toHaveText(COACH);
      await compose.getByLabel('Subject').fill('Oliver’s grip');
      await compose.getByLabel('Message', { exact: true }).fill('Is his grip too strong?');
      const sentAt = Date.now();
      await compose.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Message sent to your coach.')).toBeVisible();
      await expect(page.getByText('Oliver’s grip')).toBeVisible();

      // The guardian's own message is copied to the family's guardians: to Hannah herself.
      const copy = await mailTo(guardianEmail, sentAt);
      expect(copy).toContain(`Hannah Reid (for Oliver Reid) wrote to coach ${COACH}`);
      expect(copy).toContain('Is his grip too strong?');

      // The coach answers; Hannah, back in Oliver's Coach Messaging, reads it, and has a copy by e-mail.
      const reply = `Relax the left hand a little: two knuckles showing, not three. ${id}`;
      const repliedAt = Date.now();
      await coachReplies(browser, baseURL, guardianEmail, reply);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Coach Messaging' })).toBeVisible();
      const answered = page
        .getByRole('list', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: 'Oliver’s grip' });
      await expect(answered).toContainText('Answered');
      await expect(answered).toContainText('New reply');
      await answered.getByRole('button').click();
      const thread = page.getByRole('dialog', { name: 'Oliver’s grip' });
      await expect(thread.getByText(`${COACH} replied`)).toBeVisible();
      await expect(thread).toContainText(reply);
      const replyCopy = await mailTo(guardianEmail, repliedAt);
      expect(replyCopy).toContain(`coach ${COACH} wrote to Oliver Reid`);
      expect(replyCopy).toContain(reply);
      await thread.getByRole('button', { name: 'Close' }).click();

      await chooseChild(page, 'Family');
      await expect(page.getByRole('heading', { name: 'Family' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Oliver Reid' })).toContainText('Answered');
    });
  }

  test('a 9-year-old registering alone is sent to the family sign-up', async ({ page }) => {
    await openRegister(page);
    await fillStudent(page, unique(), bornYearsAgo(9));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByText(/Children under 13 are registered by a parent or guardian/)
        .last(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'I’m a parent or guardian' }).click();
    await expect(page.getByRole('button', { name: 'Create family account' })).toBeVisible();
  });
});

test.describe('student portal: a child’s date of birth typed the British way', () => {
  // An American browser: a native date box would want mm/dd/yyyy here, the portal's box still reads dd/mm/yyyy.
  test.use({ locale: 'en-US' });

  for (const [width, viewport] of WIDTHS) {
    test(`a guardian types 07/05/2014 and it is 7 May 2014 (${width})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openRegister(page);
      await page.getByText('I’m a parent or guardian').click();
      await fillFamilyAccount(page, 'Hannah', 'Reid', `hannah.${unique()}@example.com`);
      await expect(page.getByRole('heading', { name: 'Add your child' })).toBeVisible();

      await page.getByRole('button', { name: 'Add a child' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a child' });
      await dialog.getByLabel('First name').fill('Oliver');
      await dialog.getByLabel('Last name').fill('Reid');
      const dateOfBirth = dialog.getByLabel('Date of birth');
      await expect(dateOfBirth).toHaveAttribute('placeholder', 'dd/mm/yyyy');
      await dateOfBirth.pressSequentially('07/05/2014');
      await dialog.getByLabel('Your relationship to them').fill('Mother');
      // Left, the box reads the day back in full, day first.
      await expect(dateOfBirth).toHaveValue('07/05/2014');
      await expect(dateOfBirth).not.toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Coach', { exact: true })).not.toHaveValue('');
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `test-results/screens/add-child-british-date-${width}.png` });
      await dialog.getByRole('button', { name: 'Add child' }).click();
      await expect(page.getByRole('article', { name: 'Oliver Reid' })).toBeVisible();

      const family = (await (await page.request.get('/api/family')).json()) as {
        children: { firstName: string; dateOfBirth: string | null }[];
      };
      expect(family.children.find((c) => c.firstName === 'Oliver')?.dateOfBirth).toBe('2014-05-07');
    });
  }
});

test.describe('student portal: family accounts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the family sign-up fits a phone', async ({ page }) => {
    await openRegister(page);
    await page.getByText('I’m a parent or guardian').click();
    await expect(page.getByRole('button', { name: 'Create family account' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
