import { expect, test } from '@playwright/test';
import {
  bornYearsAgo,
  confirmAddress,
  fillFamilyAccount,
  fillStudent,
  mailTo,
  openRegister,
  openSection,
  secondDevice,
  unique,
  WIDTHS,
} from './support/family';
import { invitationLinkIn, waitForMail } from './support/mailbox';

/** The server's 409 to a junior whose guardian has not joined yet (messages/safeguarding.ts). */
const GUARDIAN_REQUIRED =
  'Messages between a coach and a junior are always copied to a parent or guardian, and no guardian has joined your account yet. Ask your parent or guardian to accept the invitation we e-mailed them, or ask the academy to add one.';

test.describe('student portal: a junior who registers alone', () => {
  for (const [width, viewport] of WIDTHS) {
    test(`a 15-year-old registering alone gives a guardian’s e-mail, and messages a coach once the guardian joins (${width})`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const id = unique();
      const samEmail = `sam.${id}@example.com`;
      const parentEmail = `parent.${id}@example.com`;
      const since = Date.now();
      await openRegister(page);
      await fillStudent(page, id, bornYearsAgo(15));
      const guardian = page.getByLabel("Parent or guardian's e-mail");
      await expect(guardian).toBeVisible();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await guardian.fill(parentEmail);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeVisible();

      // Her own address confirmed, she would write; with no guardian yet, the portal says why she cannot
      // before she starts.
      await confirmAddress(page, samEmail, since);
      await page.goto('/student-portal');
      await openSection(page, 'Coach Messaging');
      await expect(page.getByText(GUARDIAN_REQUIRED)).toBeVisible();
      await expect(page.getByRole('button', { name: 'New Message' })).toBeDisabled();

      // The guardian she named opens the invitation on their own device and makes a family account from it.
      const parent = await secondDevice(browser, viewport);
      await parent.page.goto(invitationLinkIn(await waitForMail(parentEmail, since)));
      await expect(parent.page.getByRole('heading', { name: "Join Sam's family" })).toBeVisible();
      await expect(parent.page.getByLabel('Email', { exact: true })).toHaveValue(parentEmail);
      await fillFamilyAccount(parent.page, 'Pat', 'Young');
      const samCard = parent.page.getByRole('article', { name: 'Sam Young' });
      await expect(samCard).toBeVisible();
      // Messaging with a coach needs consent: at 15, with her own login, from both of them.
      await samCard.getByRole('checkbox', { name: 'Messaging with the coach' }).click();
      await expect(samCard.getByText('Waiting for Sam to agree too')).toBeVisible();
      await parent.context.close();

      await page.reload();
      await expect(page.getByText(/^There is no consent for messaging with the coach for Sam/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'New Message' })).toBeDisabled();
      await openSection(page, 'My Profile');
      const mine = page.getByRole('region', { name: 'Consents' });
      await mine.getByRole('checkbox', { name: 'Messaging with the coach' }).click();
      await expect(mine.getByRole('checkbox', { name: 'Messaging with the coach' })).toBeChecked();

      // Now she can: and her guardian has a copy.
      await openSection(page, 'Coach Messaging');
      await expect(
        page.getByText('A copy of every message is sent to your parent or guardian.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'New Message' }).click();
      const compose = page.getByRole('dialog', { name: 'New Message' });
      await compose.getByLabel('Subject').fill('Bunker shots');
      await compose.getByLabel('Message', { exact: true }).fill('How do I get out of wet sand?');
      const sentAt = Date.now();
      await compose.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Message sent to your coach.')).toBeVisible();
      const copy = await mailTo(parentEmail, sentAt);
      expect(copy).toContain('Subject: Copy of a message from Sam Young to coach');
      expect(copy).toContain('How do I get out of wet sand?');
    });
  }
});
