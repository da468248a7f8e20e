import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { FRESH_PASSWORD, freshStudent } from './support/fresh-student';
import { waitForMail } from './support/mailbox';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screens';

async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function openProfile(page: Page) {
  await page
    .getByRole('tablist', { name: 'Portal sections' })
    .getByRole('tab', { name: 'My Profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
}

function deletionLinkIn(mail: string): string {
  const match = /(https?:\/\/\S+\/account-deletion\?token=[A-Za-z0-9_%-]+)/.exec(mail);
  if (!match) throw new Error('the e-mail holds no deletion link');
  return match[1]!;
}

test.describe('student portal: your data', () => {
  test('a student downloads their data, asks for deletion, follows the e-mailed link and is gone', async ({
    page,
    baseURL,
  }) => {
    const student = await freshStudent(page, baseURL, { firstName: 'Ruby', lastName: 'Rights' });
    await signIn(page, student.email);
    await expect(page.getByText('Welcome, Ruby')).toBeVisible();
    await openProfile(page);

    await expect(page.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible();
    await expect(page.getByText('Download a copy of everything the academy keeps about you')).toBeVisible();

    // The download is a real zip of their records.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^solent-golf-academy-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('data.json'))).toBe(true);

    // Deleting asks for the password and a second thought, then e-mails a link.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('nothing is deleted until it is opened');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/data-rights-dialog-desktop.png` });
    await dialog.getByRole('button', { name: 'E-mail me the link' }).click();
    await expect(dialog.getByText('Enter your password to confirm')).toBeVisible();
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'E-mail me the link' }).click();
    await expect(dialog.getByText('That password is not right')).toBeVisible();

    const since = Date.now();
    await dialog.getByLabel('Your password').fill(FRESH_PASSWORD);
    await dialog.getByRole('button', { name: 'E-mail me the link' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('We have e-mailed a link to confirm the deletion')).toBeVisible();
    // Nothing is gone yet: the account still signs in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();

    const link = deletionLinkIn(await waitForMail(student.email, since));
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Delete the account', level: 1 })).toBeVisible();
    await expect(page.getByText('It cannot be undone')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete the account for good' }).click();
    await expect(page.getByText('The account has been deleted')).toBeVisible();

    // The link is spent, and the account no longer signs in.
    await page.goto(link);
    await page.getByRole('button', { name: 'Delete the account for good' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await signIn(page, student.email);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  });

  test('on a 390 px phone the card and the dialog fit the screen', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const student = await freshStudent(page, baseURL, { firstName: 'Remy', lastName: 'Rights' });
    await signIn(page, student.email);
    await expect(page.getByText('Welcome, Remy')).toBeVisible();
    await page.goto('/student-portal?tab=profile');
    await expect(page.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible();
    await page.getByRole('heading', { name: 'Your data', level: 2 }).scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/data-rights-card-phone.png` });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/data-rights-dialog-phone.png` });
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
