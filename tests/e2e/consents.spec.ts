import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD } from './support/accounts';
import { bornYearsAgo, PASSWORD, secondDevice, unique, WIDTHS } from './support/family';

const EVERY_CONSENT = {
  coaching_video: true,
  promotional_photos: true,
  leaderboard: true,
  coach_messaging: true,
  marketing: true,
};
const MP4 = Buffer.concat([
  Buffer.from('00000020667479706973366d0000020069736f6d69736f3261766331', 'hex'),
  Buffer.alloc(2048, 1),
]);

/** A family signed up through the API (this browser is then signed in as the guardian), with one child. */
async function familyWithChild(
  request: APIRequestContext,
  origin: string,
  child: { firstName: string; lastName: string; age: number; consents: Record<string, boolean> },
) {
  const id = unique();
  const registered = await request.post('/api/family/register', {
    headers: { origin },
    data: {
      firstName: 'Hannah',
      lastName: child.lastName,
      email: `consents.${id}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      over18: true,
    },
  });
  expect(registered.status()).toBe(201);
  const coaches = await (await request.get('/api/coaches')).json();
  const james = coaches.find((c: { first_name: string }) => c.first_name === DEMO_COACH.firstName);
  const added = await request.post('/api/family/children', {
    headers: { origin },
    data: {
      firstName: child.firstName,
      lastName: child.lastName,
      dateOfBirth: bornYearsAgo(child.age),
      relationship: 'Mother',
      coachId: james.id,
      consents: child.consents,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return { childId: (await added.json()).id as string, coachId: james.id as string };
}

/** The guardian's Family home, and the child's consents card on it. */
async function consentsOf(page: Page, name: string, firstName: string) {
  await page.goto('/student-portal');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card.getByRole('region', { name: `${firstName}'s consents` });
}

test.describe('consents', () => {
  for (const [width, viewport] of WIDTHS) {
    test(`a guardian withdraws leaderboard consent and the child leaves the board another student sees (${width})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const origin = new URL(baseURL!).origin;
      // One Maya per width, told apart on the board by her surname's initial.
      const lastName = width === 'desktop' ? 'Dawson' : 'Patton';
      const onBoard = `Maya ${lastName[0]}.`;
      const { childId } = await familyWithChild(page.request, origin, {
        firstName: 'Maya',
        lastName,
        age: 10,
        consents: EVERY_CONSENT,
      });
      // Maya climbs eight ladders without a miss: enough badges to lead the board.
      for (let n = 1; n <= 8; n++) {
        const climbed = await page.request.post(`/api/putting/award-badge?studentId=${childId}`, {
          headers: { origin },
          data: {
            studentId: childId,
            ladderId: `ladder-${n}-4`,
            totalSteps: 4,
            attempts: 0,
          },
        });
        expect(climbed.status(), await climbed.text()).toBe(201);
      }

      // Another student, on a device of their own, sees her on the board.
      const other = await secondDevice(browser, viewport);
      await other.page.goto('/student-portal');
      await other.page.getByLabel('Email').fill('leo.patel@example.com');
      await other.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await other.page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(other.page.getByText('Welcome,')).toBeVisible();
      await other.page.goto('/student-portal?tab=leaderboard');
      await expect(other.page.getByText(onBoard).filter({ visible: true }).first()).toBeVisible();

      // Her mother withdraws the consent in the Family area: it ends at once.
      const consents = await consentsOf(page, `Maya ${lastName}`, 'Maya');
      const box = consents.getByRole('checkbox', { name: 'Appearing on the leaderboard' });
      await expect(box).toBeChecked();
      await expect(consents.getByText(/Agreed by Hannah .* on /).first()).toBeVisible();
      await box.click();
      await expect(box).not.toBeChecked();
      await expect(consents.getByText(/^Withdrawn on /)).toBeVisible();
      await expectNoHorizontalScroll(page);

      // The other student's next look at the board no longer shows her.
      await other.page.reload();
      await expect(other.page.getByRole('heading', { name: 'Badge Leaderboard', level: 1 })).toBeVisible();
      await expect(other.page.getByText('Top 10 Players')).toBeVisible();
      await expect(other.page.getByText(onBoard)).toHaveCount(0);
      await other.context.close();
    });

    test(`a coach’s video for a child without video consent is refused with its reason (${width})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      const origin = new URL(baseURL!).origin;
      const lastName = `Novid${unique()}`;
      const { childId, coachId } = await familyWithChild(page.request, origin, {
        firstName: 'Noah',
        lastName,
        age: 9,
        consents: { ...EVERY_CONSENT, coaching_video: false },
      });

      const staff = await secondDevice(browser, viewport);
      const coach = staff.page;
      await coach.goto('/staff-portal');
      await coach.getByLabel('Staff Email').fill(DEMO_COACH.email);
      await coach.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await coach.getByRole('button', { name: 'Sign In' }).click();
      await expect(coach.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const assigned = await coach.request.post('/api/module-assignments', {
        headers: { origin },
        data: { moduleId: 16, studentIds: [childId], coachId },
      });
      expect(assigned.status()).toBe(201);

      await coach.goto('/staff-portal?tab=students');
      await coach.getByLabel('Search students').fill(lastName);
      await coach
        .getByRole('list', { name: 'My students' })
        .getByRole('button', { name: `Noah ${lastName}` })
        .click();
      await expect(coach.getByRole('heading', { level: 1, name: `Noah ${lastName}` })).toBeVisible();
      await coach.getByRole('tab', { name: 'Modules' }).click();
      await coach.getByRole('button', { name: 'Start Coaching Session' }).click();
      const module = coach.getByRole('article', { name: /^Lesson 16/ });
      await module
        .getByLabel('Coaching video for 16-2')
        .setInputFiles({ name: 'swing.mp4', mimeType: 'video/mp4', buffer: MP4 });
      await module.getByRole('button', { name: 'Upload video' }).nth(1).click();
      await expect(
        coach.getByText(
          `There is no consent for coaching videos for Noah: a parent or guardian gives it in the Family area, or on a paper form the academy records.`,
        ),
      ).toBeVisible();
      await expect(module.locator('video')).toHaveCount(0);
      await expectNoHorizontalScroll(coach);
      await staff.context.close();
    });
  }
});
