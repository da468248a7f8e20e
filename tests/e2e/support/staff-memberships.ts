import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

const ADMIN_EMAIL = 'admin@solentgolf.academy';

/** The demo academy's administrator, signed in on the staff portal. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Academy from the tab bar at desktop, from the menu on a phone. */
export async function openMemberships(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Academy' }).click();
  } else {
    await page.getByRole('tab', { name: 'Academy' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await page
    .getByRole('tablist', { name: 'Academy sections' })
    .getByRole('tab', { name: 'Memberships' })
    .click();
  await expect(page).toHaveURL(/section=memberships/);
  await expect(page.getByRole('heading', { level: 2, name: 'Memberships' })).toBeVisible();
}
