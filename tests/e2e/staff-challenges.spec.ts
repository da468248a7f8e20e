import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogueDrill } from '../../src/core/content/coaching/drill-catalogue';
import { addDays, londonDate } from '../../src/core/rules/london-time';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_CHILD, DEMO_COACH, DEMO_PASSWORD, E2E_STAFF } from './support/accounts';
import { confirmEmail, FRESH_PASSWORD } from './support/fresh-student';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// An MP4's opening box is enough for the server's type check; the rest is padding.
const MP4 = Buffer.concat([
  Buffer.from('00000020667479706973366d0000020069736f6d69736f3261766331', 'hex'),
  Buffer.alloc(2048, 1),
]);

interface Student {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
}

const origin = () => new URL(process.env.E2E_BASE_URL!).origin;

/** James Whitfield's id, from the public list of coaches. */
async function jamesId(page: Page): Promise<string> {
  const coaches: { id: string; first_name: string; last_name: string }[] = await (
    await page.request.get('/api/coaches')
  ).json();
  const james = coaches.find(
    (c) => c.first_name === DEMO_COACH.firstName && c.last_name === DEMO_COACH.lastName,
  );
  expect(james, 'the demo coach is listed').toBeTruthy();
  return james!.id;
}

/**
 * A new student of James's, registered as the register form would; this browser is left signed in as
 * them. Each journey that changes challenge records gets its own, so none depends on another's.
 */
async function registerStudentOfJames(page: Page, firstName: string, lastPrefix: string): Promise<Student> {
  const id = unique();
  const lastName = `${lastPrefix}${id}`;
  const since = Date.now();
  const res = await page.request.post('/api/portal/register', {
    headers: { origin: origin() },
    data: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${id}@example.com`,
      username: `${firstName.toLowerCase()}_${id}`,
      password: FRESH_PASSWORD,
      confirmPassword: FRESH_PASSWORD,
      dateOfBirth: '1990-04-12',
      coachId: await jamesId(page),
    },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  // Evidence uploads need a confirmed address.
  await confirmEmail(page.request, origin(), user.email, since);
  return { id: user.id, email: user.email, firstName, lastName, name: `${firstName} ${lastName}` };
}

async function staffSignIn(page: Page, email = DEMO_COACH.email, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

type Section = 'Assignments' | 'Drill Library' | 'Break Par Rounds';

async function openSection(page: Page, section: Section) {
  await page
    .getByRole('tablist', { name: 'Challenges sections' })
    .getByRole('tab', { name: section })
    .click();
}

async function openChallenges(page: Page, section?: Section) {
  await page.getByRole('tablist', { name: 'Sections' }).getByRole('tab', { name: 'Challenges' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  if (section) await openSection(page, section);
}

/** A browser of the student's own, signed in to the student portal on its Challenges & Tests tab. */
async function studentPage(browser: Browser, baseURL: string | undefined, student: Student) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome,')).toBeVisible();
  await page
    .getByRole('tablist', { name: 'Portal sections' })
    .getByRole('tab', { name: 'Challenges & Tests' })
    .click();
  await expect(page.getByRole('heading', { name: 'Challenges & Tests', level: 1 })).toBeVisible();
  return page;
}

/** A long phone page in slices the eye can read, rather than one very tall image. */
async function phoneShots(page: Page, name: string, slices = 3) {
  if (!SHOTS) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 0; i < slices && i * 1400 < height; i++) {
    await page.screenshot({
      path: `${SHOTS}/${name}-${i + 1}.png`,
      fullPage: true,
      clip: { x: 0, y: i * 1400, width: 390, height: Math.min(1400, height - i * 1400) },
    });
  }
}

const challengeCard = (page: Page, drillId: string, student: string) =>
  page.getByRole('article', { name: `${catalogueDrill(drillId)!.title}, ${student}` });

const statusFilter = (page: Page) => page.getByLabel('Status', { exact: true });
const studentFilter = (page: Page) => page.getByLabel('Student', { exact: true });

test.describe('staff portal: challenges', () => {
  test('the full loop: James assigns a drill with a due date, the student completes it, James reviews it with 4 stars and the student sees the review', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const drill = catalogueDrill('6-1')!;
    const oliver = await registerStudentOfJames(page, 'Oliver', 'Loop');
    await staffSignIn(page);

    // Assign through the Drill Library, with a due date a week away.
    await openChallenges(page, 'Drill Library');
    await expect(page).toHaveURL(/tab=challenges&view=library/);
    await page.getByLabel('Search drills').fill(drill.title);
    await page.getByRole('article', { name: drill.title }).getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Drill' });
    await assign.getByRole('checkbox', { name: new RegExp(oliver.lastName) }).click();
    const due = addDays(londonDate(new Date()), 7);
    await assign.getByLabel('Due date (optional)').fill(due);
    await assign.getByRole('button', { name: 'Confirm' }).click();
    await expect(assign).toBeHidden();

    await openSection(page, 'Assignments');
    await expect(page).toHaveURL(/view=assignments/);
    await expect(page.getByRole('heading', { level: 2, name: 'Assignments' })).toBeVisible();
    const card = challengeCard(page, '6-1', oliver.name);
    await expect(card.getByText('Assigned', { exact: true })).toBeVisible();
    const dueText = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date(`${due}T12:00:00Z`));
    await expect(card).toContainText(`Due${dueText}`);
    await expect(card.getByText('Overdue')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Review', exact: true })).toHaveCount(0);

    // The student starts and completes it with a score.
    const student = await studentPage(browser, baseURL, oliver);
    const theirs = student.getByRole('article', { name: drill.title });
    await theirs.getByRole('button', { name: 'Start' }).click();
    await expect(theirs.getByText('In Progress', { exact: true })).toBeVisible();
    await theirs.getByRole('button', { name: 'Complete' }).click();
    const complete = student.getByRole('dialog', { name: 'Complete Challenge Assignment' });
    await complete.getByLabel('Score/Result').fill('9 of 10 whooshes');
    await complete.getByLabel('Notes (optional)').fill('Loudest on the left side.');
    await complete.getByRole('button', { name: 'Submit Completion' }).click();
    await expect(theirs.getByText('Completed', { exact: true })).toBeVisible();

    // James sees the result, awaiting his review, and reviews it.
    await page.reload();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card).toContainText('9 of 10 whooshes');
    await expect(card).toContainText('Loudest on the left side.');
    await statusFilter(page).selectOption('completed');
    await expect(card).toBeVisible();
    // The previous list stays dimmed until the filtered one arrives: check the page once it has.
    await expect(page.getByRole('list', { name: 'Challenges' })).not.toHaveAttribute('aria-busy', 'true');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assignments-desktop.png`, fullPage: true });

    await card.getByRole('button', { name: 'Review', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review Challenge' });
    await expect(review).toContainText('9 of 10 whooshes');
    const stars = review.getByRole('group', { name: 'Rating' });
    // A keyboard user reaches the stars and moves along them with the arrow keys.
    await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await review.getByLabel('Comments').fill('Lovely speed. Now keep the finish balanced.');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-dialog-desktop.png` });
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/review'));
    await review.getByRole('button', { name: 'Save Review' }).click();
    expect((await put).postDataJSON()).toEqual({
      rating: 4,
      comments: 'Lovely speed. Now keep the finish balanced.',
    });
    await expect(review).toBeHidden();
    // Under the Completed filter a reviewed challenge leaves the list; it is under Reviewed.
    await expect(card).toHaveCount(0);
    await statusFilter(page).selectOption('reviewed');
    await expect(card.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(card).toContainText('4/5 stars');
    await expect(card).toContainText('Lovely speed. Now keep the finish balanced.');
    await expect(card.getByRole('button', { name: 'Edit review' })).toBeVisible();

    // The student sees the rating and the comment.
    await student.reload();
    const reviewed = student.getByRole('article', { name: drill.title });
    await expect(reviewed.getByText('Reviewed', { exact: true })).toBeVisible();
    await expect(reviewed.getByText('Rating: 4/5 stars')).toBeVisible();
    await expect(reviewed).toContainText('Lovely speed. Now keep the finish balanced.');
    await student.context().close();
  });

  test('filters narrow the list; a past-due challenge shows Overdue; Remove asks first and cannot be undone', async ({
    page,
  }) => {
    const fay = await registerStudentOfJames(page, 'Fay', 'Filter');
    await staffSignIn(page);
    const coachId = await jamesId(page);
    for (const [drillId, dueDate] of [
      ['13-2', addDays(londonDate(new Date()), -2)],
      ['9-1', null],
    ] as const) {
      const res = await page.request.post('/api/drill-assignments', {
        headers: { origin: origin() },
        data: { drillId, studentIds: [fay.id], coachId, dueDate },
      });
      expect(res.status()).toBe(201);
    }

    await openChallenges(page);
    const list = page.getByRole('list', { name: 'Challenges' });
    await expect(list.getByRole('article').first()).toBeVisible();
    // Other journeys add challenges meanwhile, so the whole list is only known to hold more than Fay's.
    expect(await list.getByRole('article').count()).toBeGreaterThan(2);
    await expect(list).toContainText('Oliver Bennett');

    await studentFilter(page).selectOption({ label: fay.name });
    await expect(list.getByRole('article')).toHaveCount(2);
    const late = challengeCard(page, '13-2', fay.name);
    await expect(late.getByText('Overdue', { exact: true })).toBeVisible();
    const open = challengeCard(page, '9-1', fay.name);
    await expect(open).toContainText('No due date');
    await expect(open.getByText('Overdue')).toHaveCount(0);

    // The Overdue chip filters too, and shows it is on.
    const overdueChip = page
      .getByRole('list', { name: 'Challenge counts' })
      .getByRole('button', { name: /Overdue/ });
    await overdueChip.click();
    await expect(overdueChip).toHaveAttribute('aria-pressed', 'true');
    await expect(statusFilter(page)).toHaveValue('overdue');
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(late).toBeVisible();

    await statusFilter(page).selectOption('in_progress');
    await expect(page.getByRole('heading', { name: 'No challenges match these filters' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(list).toContainText('Oliver Bennett');
    expect(await list.getByRole('article').count()).toBeGreaterThan(2);

    // Remove, after a confirmation that says it cannot be undone; Cancel keeps it.
    await studentFilter(page).selectOption({ label: fay.name });
    await late.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Challenge' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(late).toBeVisible();
    await late.getByRole('button', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'Remove Challenge' }).click();
    await expect(page.getByText('Challenge removed.')).toBeVisible();
    await expect(late).toHaveCount(0);
    await expect(list.getByRole('article')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Assignments' })).toBeVisible();
    await expect(open).toBeVisible();
    await expect(late).toHaveCount(0);
  });

  test('Break Par Rounds: a student’s round with a photo and a video; James opens the photo and marks the round verified', async ({
    page,
    browser,
  }) => {
    const rory = await registerStudentOfJames(page, 'Rory', 'Rounds');

    // A photo of a green, drawn and photographed in the browser.
    const art = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await art.setContent(`<body style="margin:0;background:linear-gradient(#9fd3f0 0 45%,#3f8f4f 45% 100%)">
      <div style="position:absolute;left:380px;top:170px;width:6px;height:180px;background:#f4f4f0"></div>
      <div style="position:absolute;left:386px;top:170px;width:70px;height:44px;background:#c8372d"></div>
      <div style="position:absolute;left:240px;top:330px;width:320px;height:110px;border-radius:50%;background:#5fb36a"></div>
      <div style="position:absolute;left:374px;top:342px;width:20px;height:12px;border-radius:50%;background:#17211c"></div></body>`);
    const photo = await art.screenshot({ type: 'png' });
    await art.close();

    const upload = async (field: 'photo' | 'video', name: string, mimeType: string, buffer: Buffer) => {
      const res = await page.request.post('/api/break-par-challenge/evidence', {
        headers: { origin: origin() },
        multipart: { [field]: { name, mimeType, buffer } },
      });
      expect(res.status()).toBe(201);
      return (await res.json()).evidence.id as string;
    };
    const photoId = await upload('photo', 'hole-3.png', 'image/png', photo);
    const videoId = await upload('video', 'hole-5.mp4', 'video/mp4', MP4);
    const round = await page.request.post('/api/break-par-challenge/attempts', {
      headers: { origin: origin() },
      data: {
        studentId: rory.id,
        level: 1,
        scores: [3, 2, 3, 3, 2, 3],
        holes: [{}, { notes: 'Chipped in from the fringe' }, { photoId }, {}, { videoId }, {}],
      },
    });
    expect(round.status()).toBe(201);
    expect((await round.json()).attempt.medal).toBe('silver');

    await staffSignIn(page);
    await openChallenges(page, 'Break Par Rounds');
    await expect(page).toHaveURL(/view=rounds/);
    await expect(page.getByRole('heading', { level: 2, name: 'Break Par Rounds' })).toBeVisible();
    const card = page.getByRole('article', { name: `${rory.name}, level 1 round` });
    await expect(card).toContainText('Starter Stars');
    await expect(card).toContainText('16');
    await expect(card).toContainText('vs target 17');
    await expect(card).toContainText('Silver');
    const holes = card.getByRole('table', { name: 'Hole-by-hole scores, level 1' });
    await expect(holes.getByRole('row')).toHaveCount(3);
    await expect(holes).toContainText('(Birdie)');
    await expect(card).toContainText('Chipped in from the fringe');
    await expect(card.locator('video[controls]')).toHaveCount(1);
    const thumb = card.getByRole('button', { name: 'Open the photo of hole 3' });
    await thumb.scrollIntoViewIfNeeded();
    await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
    expect(await thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rounds-desktop.png`, fullPage: true });

    await thumb.click();
    const large = page.getByRole('dialog', { name: `Hole 3 · ${rory.name}` });
    await expect(large.getByRole('img')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rounds-photo-desktop.png` });
    await large.getByRole('button', { name: 'Close' }).click();
    await expect(large).toBeHidden();

    const verify = card.getByRole('button', { name: 'Mark verified' });
    await expect(verify).toHaveAttribute('aria-pressed', 'false');
    await verify.click();
    const verified = card.getByRole('button', { name: 'Verified', exact: true });
    await expect(verified).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('Coach verified')).toBeVisible();
    await page.reload();
    await expect(card.getByRole('button', { name: 'Verified', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // On a phone the card, its scorecard and its evidence fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeVisible();
    await expectNoHorizontalScroll(page);
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/round-card-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Every round, not only those with evidence: the demo students' rounds appear too.
    await page.getByRole('checkbox', { name: 'Show every round' }).click();
    await expect(page.getByRole('list', { name: 'Break Par rounds' })).toContainText('Oliver Bennett');
  });

  test('a member of staff without students sees the empty states; a failed load offers Try again', async ({
    page,
  }) => {
    await staffSignIn(page, E2E_STAFF.email, E2E_STAFF.password);
    await openChallenges(page);
    await expect(page.getByRole('heading', { name: 'No Challenges Assigned' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open the Drill Library' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Drill Library' })).toBeVisible();
    await expect(page).toHaveURL(/view=library/);

    await openSection(page, 'Break Par Rounds');
    await expect(page.getByRole('heading', { name: 'No rounds with evidence' })).toBeVisible();

    // The server fails: the list says so and offers to try again.
    await page.route('**/api/coaches/*/drill-assignments*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server down"}' }),
    );
    await page.goto('/staff-portal?tab=challenges&view=assignments');
    await expect(page.getByRole('alert')).toContainText('We could not load your students’ challenges');
    await expectAccessible(page);
    await page.unroute('**/api/coaches/*/drill-assignments*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'No Challenges Assigned' })).toBeVisible();
  });

  test('on a 390 px phone every section fits without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await staffSignIn(page);
    await page
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('button', { name: 'Challenges' })
      .click();
    await expect(page).toHaveURL(/tab=challenges/);
    const list = page.getByRole('list', { name: 'Challenges' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect(list).toContainText(DEMO_CHILD.firstName);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await phoneShots(page, 'assignments-phone');

    // The demo students' completed challenges await review (unless another journey reviewed them).
    const reviewButton = page.getByRole('button', { name: 'Review', exact: true }).first();
    if (await reviewButton.isVisible()) {
      await reviewButton.click();
      await expect(page.getByRole('dialog', { name: 'Review Challenge' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-dialog-phone.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    }

    await openSection(page, 'Break Par Rounds');
    await page.getByRole('checkbox', { name: 'Show every round' }).click();
    await expect(
      page.getByRole('list', { name: 'Break Par rounds' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await phoneShots(page, 'rounds-phone', 2);

    await openSection(page, 'Drill Library');
    await expect(page.getByRole('heading', { level: 2, name: 'Drill Library' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-phone.png` });
  });
});
