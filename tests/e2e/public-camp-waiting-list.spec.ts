import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { bornYearsAgo, unique, WIDTHS } from './support/family';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';

const SHOTS = process.env.WAITING_LIST_SCREENSHOTS ?? 'test-results/camp-waiting-list';
const origin = () => new URL(process.env.E2E_BASE_URL!).origin;
const CAMP = 4;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(',', '');
const britishDate = (iso: string) => iso.split('-').reverse().join('/');

/** A camp day of the journey's own, added by an admin and booked to its six places by six parents. */
async function fullCampDay(request: APIRequestContext) {
  const login = await request.post('/api/staff-portal/login', {
    data: { email: 'admin@solentgolf.academy', password: DEMO_PASSWORD },
    headers: { origin: origin() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  // A weekday in spring 2027 nobody else uses: a retry or the other width picks another.
  let date = '';
  for (let attempt = 0; attempt < 20 && !date; attempt++) {
    const day = new Date(Date.UTC(2027, 3, 5) + Math.floor(Math.random() * 60) * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const candidate = day.toISOString().slice(0, 10);
    const added = await request.post('/api/staff/booking/sessions', {
      headers: { authorization: `Bearer ${token}`, origin: origin() },
      data: { serviceId: CAMP, date: candidate, start: '10:00', end: '14:00' },
    });
    if (added.status() === 201) date = candidate;
    else expect(added.status(), await added.text()).toBe(409);
  }
  expect(date).not.toBe('');
  const run = unique();
  const bookers: string[] = [];
  for (let i = 0; i < 6; i++) {
    const email = `camp.${run}.${i}@example.com`;
    const booked = await request.post('/api/booking/book', {
      headers: { origin: origin() },
      data: {
        serviceId: CAMP,
        providerId: null,
        date,
        time: '10:00',
        clientData: { name: `Parent ${i}`, email },
        participant: {
          name: `Camper ${i}`,
          dateOfBirth: bornYearsAgo(10),
          medicalNotes: 'None',
          emergencyContactName: `Parent ${i}`,
          emergencyContactPhone: '07700 900555',
        },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    bookers.push(email);
  }
  return { date, firstBooker: bookers[0]! };
}

const linkIn = (mail: string, path: string) => {
  const match = new RegExp(`(https?://\\S+${path}\\?token=[A-Za-z0-9_-]+)`).exec(mail);
  if (!match) throw new Error(`the e-mail holds no ${path} link`);
  return new URL(match[1]!);
};

async function shoot(page: Page, name: string, phone: boolean) {
  await expectNoHorizontalScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  // What the person sees: the screen as it is (a full-page shot would stack the sticky header mid-page).
  await page.screenshot({ path: `${SHOTS}/${name}-${phone ? 'phone' : 'desktop'}.png` });
}

for (const [label, viewport] of WIDTHS) {
  test(`${label}: a parent joins a full camp day’s waiting list, is offered a freed place and books it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const phone = label === 'phone';
    const { date, firstBooker } = await fullCampDay(request);
    const parent = `waiting.${unique()}@example.com`;

    await gotoHydrated(page, '/golf-camps');
    const day = page.getByTestId('camp-day').filter({ hasText: longDate(date) });
    await expect(day.getByTestId('camp-day-places')).toHaveText('Fully booked');
    const since = Date.now();
    await day.getByRole('button', { name: `Join the waiting list for ${longDate(date)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the waiting list' });
    await expect(dialog).toContainText(`${longDate(date)} is fully booked.`);
    // Nothing typed: the form says what is missing, and sends nothing.
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Your name').fill('Rachel Moore');
    await dialog.getByLabel('E-mail').fill(parent);
    await dialog.getByLabel('Who the place is for').fill('Ellie Moore');
    await expectAccessible(page);
    await shoot(page, 'join', phone);
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      "You're number 1 on the waiting list. We've e-mailed you a link to your place on it.",
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // The joining e-mail's link shows where they stand.
    const joined = await waitForMail(parent, since);
    expect(joined).toContain('Ellie Moore is number 1 on the waiting list');
    const place = linkIn(joined, '/waiting-list');
    await gotoHydrated(page, place.pathname + place.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're number 1 on the waiting list");
    await expect(page.getByText(`${longDate(date)}, 10am to 2pm`)).toBeVisible();
    await shoot(page, 'waiting', phone);

    // A parent cancels; within seconds the place is offered to the first in line and held for them.
    const cancelSince = Date.now();
    const confirmation = await waitForMail(firstBooker, since - 60_000);
    const cancelToken = linkIn(confirmation, '/booking/cancel').searchParams.get('token');
    const cancelled = await request.post('/api/booking/cancellation', {
      headers: { origin: origin() },
      data: { token: cancelToken },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const offer = await waitForMail(parent, cancelSince, 20_000);
    expect(offer).toContain('A place has come up for Ellie Moore');
    const offerLink = linkIn(offer, '/waiting-list');
    // The held place is not anyone else's: the camps page still says the day is full.
    const days = (await (await request.get('/api/camp-days')).json()) as {
      days: { date: string; places: string }[];
    };
    expect(days.days.find((d) => d.date === date)?.places).toBe('full');

    await gotoHydrated(page, offerLink.pathname + offerLink.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A place is yours to book');
    await expect(page.getByRole('status')).toContainText(
      /We are holding it for you until \d\d:\d\d on \w+day \d+ \w+/,
    );
    const dob = bornYearsAgo(10);
    await page.getByLabel('Ellie Moore’s date of birth').fill(britishDate(dob));
    await page.getByLabel('Medical notes').fill('None');
    await page.getByLabel('Emergency contact', { exact: true }).fill('Rachel Moore');
    await page.getByLabel('Emergency contact phone').fill('07700 900777');
    await expectAccessible(page);
    await shoot(page, 'offer', phone);
    await page.getByRole('button', { name: 'Book this place' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText('Ellie Moore', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'booked', phone);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This place is booked');
  });
}
