import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH } from './support/accounts';
import {
  bornYearsAgo,
  confirmAddress,
  fillFamilyAccount,
  mailTo,
  openRegister,
  unique,
  WIDTHS,
} from './support/family';

const COACH = `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`;

test.describe('student portal: a family’s data', () => {
  for (const [width, viewport] of WIDTHS) {
    test(`a guardian downloads the family's data and asks to delete a child's account (${width})`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const id = unique();
      const email = `rhona.${id}@example.com`;
      const since = Date.now();
      await openRegister(page);
      await page.getByText('I’m a parent or guardian').click();
      await fillFamilyAccount(page, 'Rhona', 'Reid', email);
      await confirmAddress(page, email, since);
      await page.goto('/student-portal');

      await page.getByRole('button', { name: 'Add a child' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add a child' });
      await add.getByLabel('First name').fill('Isla');
      await add.getByLabel('Last name').fill('Reid');
      await add.getByLabel('Date of birth').fill(bornYearsAgo(10));
      await add.getByLabel('Your relationship to them').fill('Mother');
      const coachSelect = add.getByLabel('Coach', { exact: true });
      const option = coachSelect.locator('option', { hasText: `${COACH} – ` });
      await coachSelect.selectOption((await option.getAttribute('value'))!);
      await add.getByRole('button', { name: 'Add child' }).click();
      await expect(page.getByRole('article', { name: 'Isla Reid' })).toBeVisible();

      // The whole family's data: one zip, with the guardian's record and a folder for Isla.
      await expect(page.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: "Download your family's data" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^solent-golf-academy-family-data-\d{4}-\d{2}-\d{2}\.zip$/,
      );
      const zip = await readFile((await download.path())!);
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      expect(zip.includes(Buffer.from('guardian.json'))).toBe(true);
      expect(zip.includes(Buffer.from('children/Isla-Reid-'))).toBe(true);

      // Deleting Isla's account asks first, and then only e-mails the link: nothing is gone yet.
      await page.getByRole('button', { name: "Delete Isla's account" }).click();
      const dialog = page.getByRole('dialog', { name: "Delete Isla's account?" });
      await expect(dialog).toContainText('nothing is deleted until you open it');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      const asked = Date.now();
      await dialog.getByRole('button', { name: 'E-mail me the link' }).click();
      await expect(dialog.getByText(/We have e-mailed you a link/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('article', { name: 'Isla Reid' })).toBeVisible();
      const mail = await mailTo(email, asked);
      expect(mail).toContain('/account-deletion?token=');
      expect(mail).toContain('Nothing has been deleted yet.');

      // The family account's dialog offers no "keep" for a child with no other guardian.
      await page.getByRole('button', { name: 'Delete your family account' }).click();
      const family = page.getByRole('dialog', { name: 'Delete your family account?' });
      await expect(family.getByRole('group', { name: 'Isla' })).toContainText('will be deleted too');
      await expect(family.getByRole('radio')).toHaveCount(0);
      await expectAccessible(page);
      await family.getByRole('button', { name: 'Keep my account' }).click();
    });
  }
});
