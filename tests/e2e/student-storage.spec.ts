import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { FRESH_PASSWORD, freshStudent } from './support/fresh-student';

/** The smallest valid PNG, with padding after it so the file has a size worth showing. */
const PHOTO = Buffer.concat([
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f80000000049454e44ae426082',
    'hex',
  ),
  Buffer.alloc(300 * 1024),
]);

async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function uploadPhoto(page: Page, baseURL: string | undefined) {
  const res = await page.request.post('/api/break-par-challenge/evidence', {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { photo: { name: 'green.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(res.status()).toBe(201);
}

test.describe('student portal: upload space', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`a student sees the space their uploads take and deletes one to make room (${name})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const student = await freshStudent(page, baseURL, { firstName: 'Uma', lastName: 'Uploads' });
      await uploadPhoto(page, baseURL);
      await signIn(page, student.email);
      await expect(page.getByText('Welcome, Uma')).toBeVisible();
      await page.goto('/student-portal?tab=profile');
      await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();

      await expect(page.getByRole('heading', { name: 'Upload space', level: 2 })).toBeVisible();
      await expect(page.getByText('300 KB of 2 GB used')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Upload space used' })).toBeVisible();
      await expect(page.getByText('Break Par photo: green.png')).toBeVisible();
      await expect(page.getByText('Break Par: uploaded during a round not yet saved')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Delete green.png' }).click();
      await expect(page.getByText('0 bytes of 2 GB used')).toBeVisible();
      await expect(page.getByText('Break Par photo: green.png')).toHaveCount(0);
    });
  }
});
