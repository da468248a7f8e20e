import { type Browser, expect, type Page } from '@playwright/test';
import { confirmationLinkIn, waitForMail } from './mailbox';

/** What the family journeys share: sign-ups, e-mail, and the portal's navigation on a desktop and a phone. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const PASSWORD = 'a long enough passphrase';

/** Each family journey runs on a desktop and on a phone, where the portal's navigation differs. */
export const WIDTHS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
export type Viewport = (typeof WIDTHS)[number][1];

/** A date of birth that makes someone `years` old today (mid-month, clear of any birthday edge). */
export function bornYearsAgo(years: number): string {
  const today = new Date();
  return `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
}

/** A calendar date (yyyy-MM-dd) as the portal writes it: '1 Mar 2012'. */
export function shortDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** A mail as read: long headers are folded over lines. */
export const mailTo = async (address: string, since: number) =>
  (await waitForMail(address, since)).replace(/\r?\n(?=[ \t])/g, '');

/** Below 768 px the portal has a bottom bar and a menu instead of its side tabs and header switcher. */
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function openPhoneMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

/** A guardian opens Family or a child's portal: the header's "Viewing:" select, or the phone menu's list. */
export async function chooseChild(page: Page, name: string) {
  if (!onPhone(page)) {
    await page.getByLabel('Viewing:').selectOption({ label: name });
    return;
  }
  const menu = await openPhoneMenu(page);
  await menu.getByRole('navigation', { name: 'Viewing' }).getByRole('button', { name, exact: true }).click();
}

/**
 * Opens a section of the portal: its tab on a desktop. The phone's bottom bar lists neither of these: My
 * Profile is in the menu, and Coach Messaging is reached from Home's "Message Coach".
 */
export async function openSection(page: Page, name: 'Coach Messaging' | 'My Profile') {
  if (!onPhone(page)) {
    await page.getByRole('tab', { name }).click();
  } else if (name === 'My Profile') {
    await (await openPhoneMenu(page)).getByRole('button', { name }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('button', { name: 'Home' })
      .click();
    await page.getByRole('button', { name: 'Message Coach' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Another person on a device of their own, as wide as this journey's. */
export async function secondDevice(browser: Browser, viewport: Viewport) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** Opens the confirmation link mailed to a newly registered address, as its owner would. */
export async function confirmAddress(page: Page, email: string, since: number) {
  await page.goto(confirmationLinkIn(await waitForMail(email, since)));
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByText('E-mail address confirmed')).toBeVisible();
}

export async function openRegister(page: Page) {
  await page.goto('/student-portal');
  await page.getByRole('tab', { name: 'Register' }).click();
}

export async function fillStudent(page: Page, id: string, dateOfBirth: string) {
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Young');
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByLabel('Username').fill(`sam_${id}`);
  await page.getByLabel('Email', { exact: true }).fill(`sam.${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
}

/** The family sign-up (on the Register tab, or on an invitation to a guardian, which fills in the address). */
export async function fillFamilyAccount(page: Page, firstName: string, lastName: string, email?: string) {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  if (email) await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I am 18 or over and a parent or legal guardian' }).check();
  await page.getByRole('button', { name: 'Create family account' }).click();
}
