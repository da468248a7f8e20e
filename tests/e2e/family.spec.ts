import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { confirmationLinkIn, invitationLinkIn, waitForMail } from './support/mailbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'a long enough passphrase';

/** A date of birth that makes someone `years` old today (mid-month, clear of any birthday edge). */
function bornYearsAgo(years: number): string {
  const today = new Date();
  return `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
}

async function openRegister(page: Page) {
  await page.goto('/student-portal');
  await page.getByRole('tab', { name: 'Register' }).click();
}

async function fillStudent(page: Page, id: string, dateOfBirth: string) {
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Young');
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByLabel('Username').fill(`sam_${id}`);
  await page.getByLabel('Email', { exact: true }).fill(`sam.${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
}

async function addChild(page: Page, firstName: string, age: number) {
  await page.getByRole('button', { name: 'Add a child' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Reid');
  await dialog.getByLabel('Date of birth').fill(bornYearsAgo(age));
  await dialog.getByLabel('Your relationship to them').fill('Mother');
  await expect(dialog.getByLabel('Coach')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('article', { name: `${firstName} Reid` })).toBeVisible();
}

test.describe('student portal: family accounts', () => {
  test('a guardian registers, adds two children, gives one her own login and messages for the other', async ({
    page,
    browser,
  }) => {
    // Two accounts, two children, two e-mails and two devices: a long journey.
    test.slow();
    const id = unique();
    const guardianEmail = `hannah.${id}@example.com`;
    const mayaEmail = `maya.${id}@example.com`;
    const since = Date.now();

    await openRegister(page);
    await page.getByText('I’m a parent or guardian').click();
    await page.getByLabel('First Name').fill('Hannah');
    await page.getByLabel('Last Name').fill('Reid');
    await page.getByLabel('Email', { exact: true }).fill(guardianEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I am 18 or over and a parent or legal guardian' }).check();
    await page.getByRole('button', { name: 'Create family account' }).click();
    await expect(page.getByRole('heading', { name: 'Add your child' })).toBeVisible();

    // Sending for a child needs the guardian's own address confirmed.
    await page.goto(confirmationLinkIn(await waitForMail(guardianEmail, since)));
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByText('E-mail address confirmed')).toBeVisible();
    await page.goto('/student-portal');

    await addChild(page, 'Oliver', 9);
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
    const mayaContext = await browser.newContext();
    const mayaPage = await mayaContext.newPage();
    await mayaPage.goto(link);
    await expect(mayaPage.getByRole('heading', { name: 'Welcome, Maya' })).toBeVisible();
    await mayaPage.getByLabel('Username').fill(`maya_${id}`);
    await mayaPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await mayaPage.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await mayaPage.getByRole('button', { name: 'Set up my login' }).click();
    await expect(mayaPage.getByRole('heading', { name: 'Welcome back, Maya!' })).toBeVisible();
    await expect(mayaPage.getByLabel('Viewing:')).toHaveCount(0);
    await mayaContext.close();

    // Oliver's portal, as Oliver would see it.
    await page.getByLabel('Viewing:').selectOption({ label: 'Oliver' });
    await expect(page.getByRole('heading', { name: 'Welcome back, Oliver!' })).toBeVisible();
    await page.getByRole('tab', { name: 'Coach Messaging' }).click();
    await page.getByRole('button', { name: 'New Message' }).click();
    const compose = page.getByRole('dialog', { name: 'New Message' });
    await compose.getByLabel('Subject').fill('Oliver’s grip');
    await compose.getByLabel('Message', { exact: true }).fill('Is his grip too strong?');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent to your coach.')).toBeVisible();
    await expect(page.getByText('Oliver’s grip')).toBeVisible();

    // The server accepts a guardian's message once its guardian-copy rules land.
    await page.getByLabel('Viewing:').selectOption({ label: 'Family' });
    await expect(page.getByRole('heading', { name: 'Family' })).toBeVisible();
  });

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

  test('a 15-year-old registering alone must give a parent or guardian’s e-mail', async ({ page }) => {
    const id = unique();
    await openRegister(page);
    await fillStudent(page, id, bornYearsAgo(15));
    const guardian = page.getByLabel("Parent or guardian's e-mail");
    await expect(guardian).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await guardian.fill(`parent.${id}@example.com`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeVisible();
  });
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
