import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_CHILD, DEMO_COACH, DEMO_GUARDIAN, DEMO_PASSWORD } from './support/accounts';
import { longDate } from './support/booking-widget';
import { bornYearsAgo, WIDTHS } from './support/family';
import { waitForMail } from './support/mailbox';

/*
 * Customers move their own booking until 48 hours before it: a guest through the private link in the
 * confirmation e-mail, a signed-in parent from the Family page. Each journey books and moves on days of its
 * own near the end of the 30-day window (other journeys book from its start), so runs never meet.
 */

const COACH = `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`;
/** Which open days (counted from the last) each journey books on and moves to. */
const DAYS = {
  guest: { desktop: [8, 7], phone: [6, 5] },
  family: { desktop: [4, 3], phone: [2, 1] },
} as const;

/** A calendar date n days after today in London. */
function londonDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function idOf(request: APIRequestContext, what: 'services' | 'providers', name: string | RegExp) {
  const answer = await (await request.get(`/api/booking/${what}`)).json();
  const found = (Object.values(answer.data) as { id: number; name: string }[]).find((item) =>
    typeof name === 'string' ? item.name === name : name.test(item.name),
  );
  if (!found) throw new Error(`no ${what} named ${name}`);
  return found.id;
}

/** The Junior 1:1 Lesson with James, and the free days (with their times) of the coming month. */
async function lessonDiary(request: APIRequestContext) {
  const serviceId = await idOf(request, 'services', /Junior 1:1 Lesson/);
  const providerId = await idOf(request, 'providers', COACH);
  const answer = await request.get(
    `/api/booking/timeslots?serviceId=${serviceId}&providerId=${providerId}&date=${londonDatePlus(3)}&endDate=${londonDatePlus(29)}`,
  );
  const free = (await answer.json()).data as Record<string, string[]>;
  const days = Object.keys(free)
    .filter((day) => free[day]!.length > 0)
    .sort();
  return { serviceId, providerId, free, days };
}

/** The open days a journey books on and moves to, counted from the last. */
function pair(days: string[], [fromEnd, toEnd]: readonly [number, number]) {
  const from = days.at(-fromEnd);
  const to = days.at(-toEnd);
  if (!from || !to) throw new Error('too few open days in the coming month');
  return { from, to };
}

/** Picks a day in the move dialog's calendar (turning the months as needed) and its last free time. */
async function chooseNewTime(dialog: Locator, date: string): Promise<string> {
  const day = dialog.locator(`button[data-date="${date}"]`);
  while ((await day.count()) === 0) await dialog.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const times = dialog.getByRole('list', { name: `Free times on ${longDate(date)}` }).getByRole('button');
  const time = times.last();
  const label = (await time.textContent())!.trim();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return label;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

for (const [label, viewport] of WIDTHS) {
  test.describe(`moving a booking (${label})`, () => {
    test.use({ viewport });

    test('a guest moves a lesson from the link in the confirmation e-mail and sees the new time', async ({
      page,
      request,
      baseURL,
    }) => {
      const diary = await lessonDiary(request);
      const { from, to } = pair(diary.days, DAYS.guest[label]);
      const email = `move.${label}.${Date.now()}@example.com`;
      const since = Date.now();
      const booked = await request.post('/api/booking/book', {
        headers: { origin: baseURL! },
        data: {
          serviceId: diary.serviceId,
          providerId: diary.providerId,
          date: from,
          time: diary.free[from]![0],
          clientData: { name: 'Alex Morgan', email },
          participant: { name: 'Sam Morgan', dateOfBirth: bornYearsAgo(10) },
        },
      });
      expect(booked.status()).toBe(201);
      const link = /(https?:\/\/\S+\/booking\/cancel\?token=[A-Za-z0-9_-]+)/.exec(
        await waitForMail(email, since),
      )![1]!;

      await page.goto(link);
      const card = page.getByRole('main');
      await expect(card.getByRole('heading', { level: 1 })).toHaveText('Your booking');
      await card.getByRole('button', { name: 'Move to another time' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move to another time' });
      await expect(dialog).toContainText(`Now ${longDate(from)} at ${diary.free[from]![0]}.`);
      const time = await chooseNewTime(dialog, to);
      await expect(dialog).toContainText(`You have chosen ${longDate(to)} at ${time}.`);
      await expectNoHorizontalScroll(page);
      await shoot(page, 'link-choosing');

      const moveSent = Date.now();
      await dialog.getByRole('button', { name: 'Move booking' }).click();
      await expect(dialog.getByRole('status')).toContainText(`Moved to ${longDate(to)} at ${time}.`);
      await expect(dialog).toContainText(`We have e-mailed the updated calendar invitation to ${email}.`);
      await expectAccessible(page);
      await shoot(page, 'link-moved');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(card).toContainText(`${longDate(to)}, ${time} to`);
      // The customer's calendar is told in the same breath.
      expect(await waitForMail(email, moveSent)).toContain('text/calendar');

      // The server has the last word: a time someone else books while the dialog is open is refused in its
      // words, and the dialog stays usable.
      await card.getByRole('button', { name: 'Move to another time' }).click();
      const taken = await chooseNewTime(dialog, from);
      const other = await request.post('/api/booking/book', {
        headers: { origin: baseURL! },
        data: {
          serviceId: diary.serviceId,
          providerId: diary.providerId,
          date: from,
          time: taken,
          clientData: { name: 'Jo Reed', email: `other.${email}` },
          participant: { name: 'Kit Reed', dateOfBirth: bornYearsAgo(11) },
        },
      });
      expect(other.status()).toBe(201);
      await dialog.getByRole('button', { name: 'Move booking' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Keep current time' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Move booking' })).toBeDisabled();
      await shoot(page, 'link-refused');
    });

    test('Hannah moves Oliver’s lesson from the Family page', async ({ page, baseURL }) => {
      await page.goto('/student-portal');
      await page.getByLabel('Email').fill(DEMO_GUARDIAN.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Welcome,')).toBeVisible();

      // Booked as the widget books it for a child (the widget's own journeys cover the widget).
      const diary = await lessonDiary(page.request);
      const { from, to } = pair(diary.days, DAYS.family[label]);
      const family = await (await page.request.get('/api/family')).json();
      const oliver = family.children.find((c: { firstName: string }) => c.firstName === DEMO_CHILD.firstName);
      const booked = await page.request.post('/api/family/bookings', {
        headers: { origin: baseURL!, 'Idempotency-Key': crypto.randomUUID() },
        data: {
          serviceId: diary.serviceId,
          providerId: diary.providerId,
          date: from,
          time: diary.free[from]![0],
          studentId: oliver.id,
        },
      });
      expect(booked.status()).toBe(201);
      const { reference } = (await booked.json()).data as { reference: string };

      await page.reload();
      const row = page
        .getByRole('region', { name: 'Bookings' })
        .getByRole('listitem')
        .filter({ hasText: reference });
      await expect(row).toContainText(`${longDate(from)}, ${diary.free[from]![0]}`);
      await row.getByRole('button', { name: 'Move to another time' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move to another time' });
      const time = await chooseNewTime(dialog, to);
      await expectNoHorizontalScroll(page);
      await shoot(page, 'family-choosing');
      await dialog.getByRole('button', { name: 'Move booking' }).click();
      await expect(dialog.getByRole('status')).toContainText(`Moved to ${longDate(to)} at ${time}.`);
      await expect(dialog).toContainText(
        `We have e-mailed the updated calendar invitation to ${DEMO_GUARDIAN.email}.`,
      );
      await shoot(page, 'family-moved');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(row).toContainText(`${longDate(to)}, ${time}`);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await shoot(page, 'family-list');
    });
  });
}
