import { mkdir } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { WAITING_LIST_PROGRAMMES } from '../../src/core/contracts/waiting-list';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { resetLinkIn, waitForMail } from './support/mailbox';
import { useSiteConfig } from './support/site-config';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const ADMIN_NAME = 'Rachel Okafor';
const LEO = { email: 'leo.patel@example.com', name: 'Leo Patel' };
/** A demo member whose tier is set by hand and that no journey changes. */
const OLIVER = 'Oliver Bennett';
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screens';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/academy-${name}-${width}.png`, fullPage: true });
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A second person at another computer: their own browser context and cookies. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  return context.newPage();
}

const sections = (page: Page) => page.getByRole('tablist', { name: 'Academy sections' });

async function openAcademy(page: Page, section?: 'Staff' | 'Students' | 'Waiting list') {
  await page.getByRole('tab', { name: 'Academy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  if (section) await sections(page).getByRole('tab', { name: section }).click();
}

const staffCard = (page: Page, name: string): Locator =>
  page.getByTestId('staff-account').filter({ has: page.getByRole('heading', { name, exact: true }) });

const studentRow = (page: Page, name: string): Locator =>
  page.getByTestId('admin-student').filter({ has: page.getByRole('heading', { name, exact: true }) });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A tier chosen in the list is set by hand: the dialog asks why (and, optionally, until when). */
async function setTier(page: Page, row: Locator, name: string, tier: { label?: string; value?: string }) {
  await row.getByLabel(`Tier of ${name}`).selectOption(tier.label ? { label: tier.label } : tier.value!);
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Set ${name} to `) });
  await dialog.getByLabel('Reason').fill('Checked by the academy');
  await dialog.getByRole('button', { name: 'Set tier' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('staff portal: Academy (admin)', () => {
  test('an admin invites a coach, who chooses a password, is given Leo, sees him, and is disabled', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const id = unique();
    const coach = { first: 'Casey', last: `Morrow ${id.slice(-4)}`, email: `casey.${id}@solentgolf.academy` };
    const coachName = `${coach.first} ${coach.last}`;
    const coachPassword = 'a fairway of my own';

    await signIn(page, ADMIN_EMAIL);
    // All ten sections show at once on a 1280 px laptop: the bar does not hide any behind a scroll.
    const bar = page.getByRole('tablist', { name: 'Sections' });
    await expect(bar.getByRole('tab')).toHaveCount(10);
    expect(await bar.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
    await openAcademy(page);
    await expect(page).toHaveURL(/tab=admin/);
    await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible();
    const james = staffCard(page, `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`);
    await expect(james).toContainText('Head Coach');
    await expect(james).toContainText(DEMO_COACH.email);
    await expect(james.getByText('Active', { exact: true })).toBeVisible();
    // Admins cannot lock themselves out.
    const self = staffCard(page, ADMIN_NAME);
    await expect(self.getByText('You', { exact: true })).toBeVisible();
    await expect(self.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
    await expect(self.getByLabel(`Role of ${ADMIN_NAME}`)).toBeDisabled();
    await expectAccessible(page);
    await shot(page, 'staff');

    // Add the coach: the dialog explains the invitation, and the server's e-mail carries the link.
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await expect(dialog).toContainText('invitation with a link to choose their own password');
    await dialog.getByLabel('First name').fill(coach.first);
    await dialog.getByLabel('Last name').fill(coach.last);
    await dialog.getByLabel('E-mail').fill(DEMO_COACH.email);
    await expect(dialog.getByLabel('Role')).toHaveValue('coach');
    await expectAccessible(page);
    await shot(page, 'add-staff');
    // An address already in use: the server's answer beside the field, nothing typed lost.
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Already in use')).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Last name')).toHaveValue(coach.last);
    await dialog.getByLabel('E-mail').fill(coach.email);
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, `Invitation sent to ${coach.email}.`)).toBeVisible();
    const card = staffCard(page, coachName);
    await expect(card).toContainText('Head Coach · No students');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    // The new coach opens the invitation at their own computer and chooses a password.
    const link = resetLinkIn(await waitForMail(coach.email, since));
    const coachPage = await otherBrowser(browser);
    await coachPage.goto(link);
    await coachPage.getByLabel('New password', { exact: true }).fill(coachPassword);
    await coachPage.getByLabel('Confirm new password', { exact: true }).fill(coachPassword);
    await coachPage.getByRole('button', { name: 'Reset password' }).click();
    await expect(coachPage.getByText('Your password has been reset')).toBeVisible();
    await signIn(coachPage, coach.email, coachPassword);
    await coachPage.getByRole('tab', { name: 'Students' }).click();
    await expect(coachPage.getByRole('heading', { name: 'No Students Assigned' })).toBeVisible();
    await expect(coachPage.getByRole('tab', { name: 'Academy' })).toHaveCount(0);

    // The admin gives Leo to the new coach (saved at once) and sets his tier by hand, saying why.
    await sections(page).getByRole('tab', { name: 'Students' }).click();
    await expect(page).toHaveURL(/section=students/);
    await expect(page.getByRole('heading', { level: 2, name: 'Students' })).toBeVisible();
    await page.getByLabel('Search students').fill('leo.patel');
    const leo = studentRow(page, LEO.name);
    await expect(leo).toContainText(LEO.email);
    await expect(leo.getByText('Junior', { exact: true })).toBeVisible();
    await expect(page.getByTestId('admin-student')).toHaveCount(1);
    const coachSelect = leo.getByLabel(`Coach of ${LEO.name}`);
    await expect(coachSelect.locator('option', { hasText: 'No coach' })).toHaveCount(1);
    await coachSelect.selectOption({ label: coachName });
    await expect(toast(page, `${LEO.name} is now coached by ${coachName}.`)).toBeVisible();
    const tierSelect = leo.getByLabel(`Tier of ${LEO.name}`);
    const previousTier = await tierSelect.inputValue();
    await setTier(page, leo, LEO.name, { label: 'Pro Prep' });
    await expect(toast(page, `${LEO.name} is now on Pro Prep.`)).toBeVisible();
    // The row says the tier is set by hand, why, and for how long.
    await expect(leo.getByText('Pro Prep set by hand')).toBeVisible();
    await expect(leo).toContainText('Checked by the academy · until it is changed');
    await expectAccessible(page);
    await shot(page, 'students');

    // Saved on the server: a reload (the section is in the address) shows the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Students' })).toBeVisible();
    await page.getByLabel('Coach', { exact: true }).selectOption({ label: coachName });
    await expect(page.getByTestId('admin-student')).toHaveCount(1);
    await expect(studentRow(page, LEO.name).getByLabel(`Tier of ${LEO.name}`)).toHaveValue('pro_prep');
    await expect(studentRow(page, LEO.name).getByText('Pro Prep set by hand')).toBeVisible();

    // The coach now finds Leo in My Students.
    await coachPage.reload();
    await coachPage.getByRole('tab', { name: 'Students' }).click();
    await expect(coachPage.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
    await expect(coachPage.getByRole('button', { name: LEO.name })).toBeVisible();

    // Disabled: asked first, signed out at once, and refused at sign-in.
    await sections(page).getByRole('tab', { name: 'Staff' }).click();
    await staffCard(page, coachName)
      .getByRole('button', { name: `Disable ${coachName}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Disable ${coachName}?` });
    await expect(confirm).toContainText('They will be signed out at once.');
    await expectAccessible(page);
    await shot(page, 'disable-confirm');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, `${coachName} is disabled and signed out.`)).toBeVisible();
    await expect(staffCard(page, coachName).getByText('Disabled', { exact: true })).toBeVisible();
    await expect(
      staffCard(page, coachName).getByRole('button', { name: `Enable ${coachName}` }),
    ).toBeVisible();

    await coachPage.reload();
    await expect(coachPage.getByLabel('Staff Email')).toBeVisible();
    await coachPage.getByLabel('Staff Email').fill(coach.email);
    await coachPage.getByLabel('Password', { exact: true }).fill(coachPassword);
    await coachPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(coachPage.getByRole('alert')).toContainText('Invalid email or password');
    await coachPage.context().close();

    // Leo still shows his disabled coach, who cannot be chosen anew; he goes back to his own coach and
    // tier, so the demo data reads as before.
    await sections(page).getByRole('tab', { name: 'Students' }).click();
    await page.getByLabel('Search students').fill(LEO.name);
    const leoCoach = studentRow(page, LEO.name).getByLabel(`Coach of ${LEO.name}`);
    await expect(leoCoach.locator('option:checked')).toHaveText(`${coachName} (disabled)`);
    await expect(leoCoach.locator('option', { hasText: `${coachName} (disabled)` })).toBeDisabled();
    await leoCoach.selectOption({ label: `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}` });
    await expect(toast(page, `is now coached by ${DEMO_COACH.firstName}`)).toBeVisible();
    // The hand-set tier is cleared: with no membership, Leo is on Free, as the list read again shows.
    const leoAgain = studentRow(page, LEO.name);
    await leoAgain.getByRole('button', { name: `Clear hand-set tier of ${LEO.name}` }).click();
    await expect(toast(page, `${LEO.name}’s hand-set tier is cleared`)).toBeVisible();
    await expect(leoAgain.getByText(/set by hand/)).toHaveCount(0);
    await expect(leoAgain.getByLabel(`Tier of ${LEO.name}`)).toHaveValue('free');
    await setTier(page, leoAgain, LEO.name, { value: previousTier });
    await expect(toast(page, `${LEO.name} is now on`)).toBeVisible();
    await expect(leoAgain.getByText(/set by hand/)).toBeVisible();
  });

  test('a coach has no Academy tab, and the accounts are not theirs to read', async ({ page }) => {
    await signIn(page, DEMO_COACH.email);
    await expect(page.getByRole('tab', { name: 'Bookings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Academy' })).toHaveCount(0);
    await page.goto('/staff-portal?tab=admin&section=students');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/admin/staff')).status()).toBe(403);
    expect((await page.request.get('/api/admin/waiting-list')).status()).toBe(403);
  });

  test('a family joins the waiting list on the website; the admin sees them and marks them contacted', async ({
    page,
  }) => {
    const id = unique();
    const parent = `Priya Lead ${id}`;
    const email = `priya.${id}@example.com`;
    await useSiteConfig(page, { leadForm: null });
    await page.goto('/development-squad');
    await expect(page.locator('#sbw_squad[data-state]')).toBeAttached();
    await page.getByRole('main').getByRole('button', { name: 'Join the waiting list' }).click();
    const form = page.getByRole('dialog', { name: 'Join the waiting list' });
    await form.getByLabel('Parent or guardian name').fill(parent);
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('07700 900321');
    await form.getByLabel("Child's age").fill('11');
    const [response] = await Promise.all([
      page.waitForResponse('**/api/waiting-list'),
      form.getByRole('button', { name: 'Join the waiting list' }).click(),
    ]);
    expect(response.status()).toBe(201);

    await signIn(page, ADMIN_EMAIL);
    await openAcademy(page, 'Waiting list');
    await expect(page).toHaveURL(/section=waiting-list/);
    const lead = page.getByTestId('waiting-list-lead').filter({ hasText: parent });
    await expect(lead.getByRole('heading', { name: parent })).toBeVisible();
    // Newest first.
    const times = await page
      .getByTestId('waiting-list-lead')
      .locator('time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expect(lead).toContainText('Child aged 11');
    await expect(lead).toContainText('Junior Development Squad');
    await expect(lead.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(lead.getByRole('link', { name: '07700 900321' })).toHaveAttribute('href', 'tel:07700900321');
    await expectAccessible(page);
    await shot(page, 'waiting-list');

    const contacted = lead.getByRole('checkbox', { name: `Contacted ${parent}` });
    await expect(contacted).not.toBeChecked();
    await contacted.click();
    await expect(toast(page, `${parent} marked as contacted.`)).toBeVisible();
    await expect(contacted).toBeChecked();

    // Only those still to call: the contacted lead leaves the list; the server kept the tick.
    await page.getByRole('checkbox', { name: 'Only show leads not contacted yet' }).click();
    await expect(page.getByRole('heading', { name: parent })).toHaveCount(0);
    await page.reload();
    const again = page.getByTestId('waiting-list-lead').filter({ hasText: parent });
    await expect(again.getByRole('checkbox', { name: `Contacted ${parent}` })).toBeChecked();
  });

  test('loading, empty and error states say what is happening', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL);
    // The staff list fails first, then answers when tried again.
    let failStaff = true;
    await page.route('**/api/admin/staff', (route) =>
      failStaff && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } })
        : route.fallback(),
    );
    await openAcademy(page);
    await expect(page.getByText('The staff accounts could not be loaded')).toBeVisible();
    await shot(page, 'staff-error');
    failStaff = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('staff-account').first()).toBeVisible();

    // Students: a skeleton while the list is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/students', async (route) => {
      await held;
      await route.fallback();
    });
    await sections(page).getByRole('tab', { name: 'Students' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading students…' })).toBeAttached();
    await shot(page, 'students-loading');
    release();
    await expect(page.getByTestId('admin-student').first()).toBeVisible();
    // A search that finds nobody offers to clear the filters.
    await page.getByLabel('Search students').fill('nobody by this name');
    await expect(page.getByRole('heading', { name: 'No students match' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('admin-student').first()).toBeVisible();

    // An empty waiting list says what will appear there.
    await page.route('**/api/admin/waiting-list', (route) =>
      route.fulfill({ json: { success: true, leads: [] } }),
    );
    await sections(page).getByRole('tab', { name: 'Waiting list' }).click();
    await expect(page.getByRole('heading', { name: 'Nobody on the waiting list' })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a 390 px phone: the menu opens Academy, and every section fits', async ({ page, baseURL }) => {
    // At least one family on the waiting list, sent as the website's form sends it.
    const joined = await page.request.post('/api/waiting-list', {
      headers: { origin: baseURL! },
      data: {
        parentName: 'Hannah Whitmore-Fairbairn',
        email: `hannah.whitmore-fairbairn.${unique()}@example.com`,
        phone: '+44 7700 900456',
        childAge: 7,
        programme: WAITING_LIST_PROGRAMMES[0],
      },
    });
    expect(joined.status()).toBe(201);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Academy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
    await expect(page.getByTestId('staff-account').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, 'staff');

    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await expect(dialog.getByLabel('First name')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, 'add-staff');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    for (const section of ['Students', 'Waiting list'] as const) {
      await sections(page).getByRole('tab', { name: section }).click();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(
        page.getByTestId(section === 'Students' ? 'admin-student' : 'waiting-list-lead').first(),
      ).toBeVisible();
      if (section === 'Students') {
        // A tier set by hand shows why and for how long, and can be cleared, within the phone's width.
        await page.getByLabel('Search students').fill(OLIVER);
        const oliver = studentRow(page, OLIVER);
        await expect(oliver.getByText('Essentials set by hand')).toBeVisible();
        await expect(oliver.getByRole('button', { name: `Clear hand-set tier of ${OLIVER}` })).toBeVisible();
      }
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await shot(page, section === 'Students' ? 'students' : 'waiting-list');
    }

    // Every control a thumb reaches is at least 44 px tall (a checkbox's whole labelled row is its target).
    const small = await page
      .getByRole('main')
      .locator('button:visible, select:visible, a:visible')
      .evaluateAll((elements) =>
        elements
          .filter((el) => el.getAttribute('role') !== 'checkbox')
          .filter((el) => el.getBoundingClientRect().height < 44)
          .map((el) => el.outerHTML.slice(0, 80)),
      );
    expect(small).toEqual([]);
  });
});
