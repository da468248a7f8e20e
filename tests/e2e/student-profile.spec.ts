import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'a long enough passphrase';

/** A fresh student of our own (so edits never disturb the demo accounts), signed in through the form. */
async function freshStudentSignedIn(page: Page, firstName = 'Pia') {
  const id = unique();
  const email = `pia.${id}@example.com`;
  const coaches = await (await page.request.get('/api/coaches')).json();
  const made = await page.request.post('/api/portal/register', {
    data: {
      firstName,
      lastName: 'Profile',
      email,
      username: `pia_${id}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: '1990-04-12',
      coachId: coaches[0].id,
    },
  });
  expect(made.status()).toBe(201);
  await page.context().clearCookies();
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
  return { email };
}

async function openProfileTab(page: Page) {
  await page
    .getByRole('tablist', { name: 'Portal sections' })
    .getByRole('tab', { name: 'My Profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your personal information and preferences')).toBeVisible();
}

const section = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name });

test.describe('student portal: My Profile', () => {
  test('a student edits and saves their profile across the four tabs', async ({ page }) => {
    await freshStudentSignedIn(page);
    await openProfileTab(page);
    await expect(page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab')).toHaveText([
      'Personal',
      'Golf Info',
      'Medical',
      'Emergency',
    ]);
    // Read-only until Edit Profile.
    await expect(page.getByLabel('First Name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/pw-profile/profile-desktop.png', fullPage: true });

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First Name').fill('Pippa');
    await page.getByLabel('Phone').fill('07700 900555');
    await page.getByLabel('Date of Birth').fill('2013-04-02');
    await page.getByLabel('Postcode').fill('SO16 7AB');

    await section(page, 'Golf Info').click();
    await page.getByLabel('Skill Level').selectOption('intermediate');
    await page.getByLabel('Handicap').fill('18.4');
    await page.getByLabel('Dominant Hand').selectOption('left');
    await page.getByLabel('Assigned Coach').selectOption({ label: 'Emma Caldwell' });
    await page.getByLabel('Goals').fill('Play nine holes under 45');

    await section(page, 'Medical').click();
    await page.getByLabel('Medical Conditions').fill('Hay fever');

    await section(page, 'Emergency').click();
    await expect(page.getByRole('heading', { name: 'Emergency Contact & Permissions' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Ruth Profile');
    await page.getByLabel('Relationship', { exact: true }).fill('Mother');
    await page.getByLabel('Emergency Contact Phone').fill('07700 900556');
    await page.getByLabel('Photo and video consent').check();
    await expectAccessible(page);

    let putBody: Record<string, unknown> | undefined;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/students/')) putBody = r.postDataJSON();
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    expect(putBody).not.toHaveProperty('membership_tier');
    expect(putBody).not.toHaveProperty('age');
    expect(putBody).toMatchObject({ handicap: 18.4, first_name: 'Pippa', photo_video_consent: true });
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByLabel('Photo and video consent')).toBeDisabled();

    // Saved on the server: a reload shows it, and the header greets the new name.
    await page.reload();
    await expect(page.getByText('Welcome, Pippa')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Pippa');
    await expect(page.getByLabel('Age')).toHaveValue(/^\d+$/);
    await section(page, 'Golf Info').click();
    await expect(page.getByLabel('Handicap')).toHaveValue('18.4');
    await expect(page.getByLabel('Assigned Coach')).toHaveValue(
      (await (await page.request.get('/api/coaches')).json())[1].id,
    );
    await section(page, 'Emergency').click();
    await expect(page.getByLabel('Emergency Contact Phone')).toHaveValue('07700 900556');
  });

  test('Cancel leaves edit mode and reloads the saved data', async ({ page }) => {
    await freshStudentSignedIn(page, 'Cara');
    await openProfileTab(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First Name').fill('Not saved');
    await page.getByLabel('City').fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Cara');
    await expect(page.getByLabel('City')).toHaveValue('');
    await expect(page.getByLabel('First Name')).toBeDisabled();
  });

  test('server refusals show beside the field, failures and lost connections show the spec texts', async ({
    page,
  }) => {
    await freshStudentSignedIn(page, 'Remy');
    await openProfileTab(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone').fill('call me maybe');
    await section(page, 'Golf Info').click();
    await page.getByLabel('Handicap').fill('60');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to save profile. Please try again.' }),
    ).toBeVisible();
    // The section with the first refused field opens, and each message sits under its field.
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid phone number for phone')).toBeVisible();
    await section(page, 'Golf Info').click();
    await expect(page.getByText('Handicap must be at most 54')).toBeVisible();
    await expect(page.getByLabel('Handicap')).toHaveValue('60');

    await page.getByLabel('Handicap').fill('12');
    await section(page, 'Personal').click();
    await page.getByLabel('Phone').fill('');
    await page.route('**/api/students/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Failed to save profile. Please try again.')).toBeVisible();

    await page.unroute('**/api/students/*');
    await page.route('**/api/students/*', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Error saving profile. Please check your connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test('a spinner shows while loading, and a failed load offers to try again', async ({ page }) => {
    await freshStudentSignedIn(page, 'Lola');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route(/\/api\/students\/(by-email\/)?[^/]+$/, async (route) => {
      await held;
      if (fail)
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' });
      else await route.continue();
    });
    await page
      .getByRole('tablist', { name: 'Portal sections' })
      .getByRole('tab', { name: 'My Profile' })
      .click();
    await expect(page.getByText('Loading your profile...')).toBeVisible();
    release();
    await expect(page.getByText('We could not load your profile')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Lola');
  });

  test('on a phone the profile opens from the menu and fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await freshStudentSignedIn(page, 'Nia');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'My Profile' }).click();
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Nia');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    for (const name of ['Personal', 'Golf Info', 'Medical', 'Emergency']) {
      await section(page, name).click();
      await expectNoHorizontalScroll(page);
    }
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/pw-profile/profile-phone.png', fullPage: true });
  });
});
