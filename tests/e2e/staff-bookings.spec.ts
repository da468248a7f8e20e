import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_COACH, DEMO_PASSWORD, E2E_STAFF } from './support/accounts';
import { waitForMail } from './support/mailbox';

const ADMIN_EMAIL = 'admin@solentgolf.academy';
const ADULT_LESSON = 3;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

async function openBookings(page: Page) {
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
}

/** A calendar date n days after today in London. */
function londonDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first date at least `minDays` ahead that falls on a weekday (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number, minDays: number): string {
  for (let d = minDays; ; d++) {
    const date = londonDatePlus(d);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return date;
  }
}

async function providerId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get('/api/booking/providers');
  const providers = Object.values((await res.json()).data) as { id: number; name: string }[];
  const found = providers.find((p) => p.name === name);
  if (!found) throw new Error(`${name} takes no bookings`);
  return found.id;
}

async function timesOn(request: APIRequestContext, serviceId: number, date: string, coachId: number) {
  const res = await request.get(
    `/api/booking/timeslots?serviceId=${serviceId}&date=${date}&providerId=${coachId}`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()).data[date] ?? []) as string[];
}

test.describe('staff portal: bookings', () => {
  test('a coach finds a booking made online, sees the customer, cancels it, and the customer is e-mailed', async ({
    page,
    request,
    baseURL,
  }) => {
    // A booking for James, made as the website makes it, on an open day a few days ahead.
    const james = await providerId(request, `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`);
    const open = await request.get(
      `/api/booking/timeslots?serviceId=${ADULT_LESSON}&date=${londonDatePlus(3)}&endDate=${londonDatePlus(20)}&providerId=${james}`,
    );
    const date = Object.keys((await open.json()).data).sort()[0]!;
    const times = await timesOn(request, ADULT_LESSON, date, james);
    const time = times.at(-1)!;
    const email = `staff.cancel.${Date.now()}@example.com`;
    const booked = await request.post('/api/booking/book', {
      headers: { origin: baseURL! },
      data: {
        serviceId: ADULT_LESSON,
        providerId: james,
        date,
        time,
        clientData: { name: 'Harriet Lane', email, phone: '07700 900456' },
        participant: { name: 'Harriet Lane', dateOfBirth: '1985-03-12' },
        additionalFields: { comment: 'Left-handed, bringing my own clubs' },
      },
    });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()).data as { reference: string };

    await signIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    await openBookings(page);
    // A coach sees only their own diary: no coach filter.
    await expect(page.getByRole('combobox', { name: 'Coach' })).toHaveCount(0);

    // The server failing shows an error with a way to try again.
    await page.route('**/api/staff/bookings?*', (route) => route.abort());
    await page.getByLabel('Date').fill(date);
    const failure = page.getByRole('alert').filter({ hasText: 'The bookings could not be loaded' });
    await expect(failure).toBeVisible();
    await page.unroute('**/api/staff/bookings?*');
    await failure.getByRole('button', { name: 'Try again' }).click();

    const card = page.getByRole('listitem', {
      name: new RegExp(`^${time} Adult 1:1 Coaching, Harriet Lane`),
    });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: '07700 900456' })).toHaveAttribute('href', 'tel:07700900456');
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(card).toContainText('Left-handed, bringing my own clubs');
    await expect(card).toContainText(reference);
    await expect(card).toContainText('Confirmed');
    await expectAccessible(page);

    // Taken online with payments off: all of it is due at the venue, and the coach records it when paid.
    await expect(card).toContainText('£70.00 due at the venue');
    await card.getByRole('button', { name: 'Record balance paid' }).click();
    const settle = page.getByRole('dialog', { name: 'Record the balance as paid?' });
    await expect(settle).toContainText('Harriet Lane paid £70.00 at the venue');
    await expectAccessible(page);
    await settle.getByRole('button', { name: 'Record balance paid' }).click();
    await expect(settle).toBeHidden();
    await expect(card).toContainText('Paid at the venue');
    await expect(card).not.toContainText('due at the venue');
    await expect(card.getByRole('button', { name: 'Record balance paid' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('Harriet Lane will be e-mailed that it is cancelled.');
    await expectAccessible(page);
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking cancelled. Harriet Lane has been e-mailed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const cancelled = page.getByRole('listitem', { name: /Harriet Lane, cancelled$/ });
    await expect(cancelled).toContainText('Cancelled');
    await expect(cancelled.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    const mail = await waitForMail(email, since);
    expect(mail).toContain(`Booking cancelled: Adult 1:1 Coaching (${reference})`);
    expect(mail).toContain('has had to cancel your booking');

    // The week view holds it too; the day after shows the empty state.
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.getByRole('listitem', { name: /Harriet Lane, cancelled$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByRole('listitem', { name: /Harriet Lane, cancelled$/ })).toBeVisible();
  });

  test('an empty day says so, and the diary fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_COACH.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    // James does not teach on Sundays.
    await page.getByLabel('Date').fill(nextWeekday(0, 1));
    await expect(page.getByRole('heading', { name: 'No bookings for this day' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Availability' }).click();
    await expect(page.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
    await expect(page.getByLabel('Monday from')).toHaveValue('09:00');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test('an admin puts a coach in the diary, sets their weekly hours, and the public calendar follows', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
    await openBookings(page);
    await expect(page.getByRole('combobox', { name: 'Coach' })).toBeVisible();
    await page.getByRole('tab', { name: 'Availability' }).click();

    const staffName = `${E2E_STAFF.firstName} ${E2E_STAFF.lastName}`;
    await expect(page.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
    // The instructor may already take bookings (a journey's squad session); otherwise add them.
    const add = page.getByLabel('Add a member of staff to the diary');
    if (await add.locator('option', { hasText: staffName }).count()) {
      await add.selectOption({ label: `${staffName} (Instructor)` });
      await page.getByRole('button', { name: 'Add to diary' }).click();
      await expect(page.getByText(`${staffName} is now in the booking diary.`)).toBeVisible();
    }
    await page.getByRole('combobox', { name: 'Coach', exact: true }).selectOption({ label: staffName });
    await expect(page.getByText(`When lessons can be booked with ${staffName}`)).toBeVisible();
    await expect(page.getByLabel('Wednesday from')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add hours on Wednesday' }).click();
    await page.getByLabel('Wednesday from').fill('10:00');
    await page.getByLabel('Wednesday until').fill('12:00');
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByText('Weekly hours saved.')).toBeVisible();
    await expectAccessible(page);

    // Teach the adult 1:1 lesson: tick them on the service.
    await page.getByRole('tab', { name: 'Services' }).click();
    await page.getByRole('button', { name: 'Edit Adult 1:1 Coaching' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Adult 1:1 Coaching' });
    await expect(dialog.getByLabel('Price (£)')).toHaveValue('70.00');
    await dialog.getByRole('checkbox', { name: staffName }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByText('Adult 1:1 Coaching saved.')).toBeVisible();

    const coachId = await providerId(request, staffName);
    const wednesday = nextWeekday(3, 2);
    await expect
      .poll(() => timesOn(request, ADULT_LESSON, wednesday, coachId))
      .toEqual(['10:00', '10:30', '11:00']);

    await page.getByRole('tab', { name: 'Availability' }).click();
    await page.getByRole('combobox', { name: 'Coach', exact: true }).selectOption({ label: staffName });
    await page.getByLabel('Wednesday until').fill('11:00');
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByText('Weekly hours saved.')).toBeVisible();
    await expect.poll(() => timesOn(request, ADULT_LESSON, wednesday, coachId)).toEqual(['10:00']);

    // Overlapping hours are refused beside the field.
    await page.getByRole('button', { name: 'Add hours on Wednesday' }).click();
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByText('Overlaps another range on the same day')).toBeVisible();

    // Put the service back as the other journeys expect it.
    await page.getByRole('tab', { name: 'Services' }).click();
    await page.getByRole('button', { name: 'Edit Adult 1:1 Coaching' }).click();
    await dialog.getByRole('checkbox', { name: staffName }).uncheck();
    await dialog.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByText('Adult 1:1 Coaching saved.')).toBeVisible();
    expect(await timesOn(request, ADULT_LESSON, wednesday, coachId)).toEqual([]);

    // Dated programmes: the half-term camp's seeded days are listed with their places.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByLabel('Programme').selectOption({ label: 'Half-Term Golf Camp (per day)' });
    await expect(page.getByText('15 Feb 2027, 10:00 to 14:00')).toBeVisible();
    await expectAccessible(page);
  });
});
