import { type Browser, expect, type Page, test } from '@playwright/test';
import { academy } from '../../src/core/content/academy';
import { britishDay } from '../../src/core/rules/london-time';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import {
  chooseSlot,
  fillDetails,
  fillParticipant,
  longDate,
  openCustomBooking,
  type Participant,
  widgetOf,
} from './support/booking-widget';
import { bornYearsAgo } from './support/family';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';
import { collectProblems } from './support/programme-pages';
import { useSiteConfig } from './support/site-config';

/*
 * The academy's own booking widget against the real server and its demo diary: James teaches 1:1
 * lessons on weekdays and Saturday mornings, Emma Tuesday to Saturday; the camp runs 15-17 February
 * 2027. Each journey books a different coach or day, so they can run side by side.
 */

/** The child a parent books for: 10 today, within every junior service's ages. */
const CHILD: Participant = { name: 'Jamie Morgan', dateOfBirth: bornYearsAgo(10) };
/** A camp also asks for medical notes and an emergency contact. */
const CAMPER: Participant = {
  name: 'Ellie Parker',
  dateOfBirth: bornYearsAgo(10),
  welfare: { medicalNotes: 'Mild hay fever', contactName: 'Sam Parker', contactPhone: '07700 900321' },
};

/** The raw message's header value, unfolded. */
function header(mail: string, name: string): string {
  const head = mail.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
}

/** The text/calendar part of a message, decoded. */
function calendarPart(mail: string): string {
  const start = mail.search(/Content-Type: text\/calendar/i);
  expect(start, 'a text/calendar part').toBeGreaterThan(-1);
  const part = mail.slice(start);
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').split(/\r?\n--/)[0]!;
  return /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
}

function cancelLinkIn(mail: string): string {
  const match = /(https?:\/\/\S+\/booking\/cancel\?token=[A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('the e-mail holds no cancel link');
  return match[1]!;
}

/** Books a 1:1 lesson on /custom-booking and returns what was booked and the confirmation e-mail. */
async function bookLesson(page: Page, coach: string, day: number, email: string) {
  await openCustomBooking(page);
  const widget = widgetOf(page);
  const slot = await chooseSlot(widget, { service: /Junior 1:1 Lesson/, coach, day });
  await fillDetails(widget, { name: 'Alex Morgan', email }, CHILD);
  const since = Date.now();
  page.once('dialog', (dialog) => dialog.accept());
  await widget.getByRole('button', { name: 'Book Now' }).click();
  await expect(widget.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  return { ...slot, mail: await waitForMail(email, since) };
}

test.describe('booking widget', () => {
  test('books a 1:1 lesson end to end: alert with the booking id, e-mail with a calendar invitation', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) refused.push(new URL(r.url()).pathname);
    });
    await openCustomBooking(page);
    const widget = widgetOf(page);
    await expect(page.getByRole('heading', { name: 'Select a service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pick a date and time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book and confirm' })).toBeVisible();

    // Service: duration in minutes, price in pounds with two decimals, description.
    const service = widget.getByRole('radio', { name: /Junior 1:1 Lesson/ });
    await expect(service).toHaveAccessibleName(/45 minutes/);
    await expect(service).toHaveAccessibleName(/£45\.00/);
    await expect(service).toHaveAccessibleName(/private lesson for one junior/);
    await expect(widget.getByRole('combobox', { name: 'Coach' })).toHaveCount(0);

    const slot = await chooseSlot(widget, { service: /Junior 1:1 Lesson/, coach: 'James Whitfield', day: 2 });
    const coach = widget.getByRole('combobox', { name: 'Coach' });
    await expect(coach.locator('option')).toHaveText([
      'Any Available Coach',
      'James Whitfield',
      'Emma Caldwell',
    ]);
    const book = widget.getByRole('button', { name: 'Book Now' });
    await expect(book).toBeDisabled();
    const email = `lesson.${Date.now()}@example.com`;
    await fillDetails(widget, { name: 'Alex Morgan', email, phone: '07700 900123' });
    await expect(widget.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    // Who takes the place is required too: Book Now waits for it.
    await expect(book).toBeDisabled();
    await fillParticipant(widget, CHILD);
    // A date box that reads dd/mm/yyyy whatever the browser's language.
    await expect(widget.getByLabel("Participant's date of birth")).toHaveAttribute(
      'placeholder',
      'dd/mm/yyyy',
    );
    await expect(book).toBeEnabled();

    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    const since = Date.now();
    const response = page.waitForResponse('**/api/booking/book');
    await book.click();
    const booked = (await (await response).json()) as { data: { id: string; reference: string } };
    expect(await alert).toBe(`Booking confirmed! Booking ID: ${booked.data.id}`);

    const confirmation = widget.getByRole('status');
    await expect(confirmation.getByRole('heading', { name: 'Your booking is confirmed' })).toBeFocused();
    await expect(confirmation).toContainText(booked.data.reference);
    await expect(confirmation).toContainText('Junior 1:1 Lesson');
    await expect(confirmation).toContainText(`${longDate(slot.date)}, ${slot.time} to`);
    await expect(confirmation).toContainText('James Whitfield');
    await expect(confirmation).toContainText('Hamble Indoor Golf Studio');
    await expect(confirmation).toContainText('£45.00, paid at the venue');
    await expect(confirmation).toContainText(`We have e-mailed your confirmation to ${email}`);
    await expect(confirmation).toContainText('cancel free of charge up to 48 hours before the start');
    await expectAccessible(page);

    // The form is reset behind the confirmation.
    await widget.getByRole('button', { name: 'Make another booking' }).click();
    await expect(widget.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(widget.getByRole('button', { name: 'Book Now' })).toHaveCount(0);

    const mail = await waitForMail(email, since);
    expect(header(mail, 'Subject')).toBe(
      `Booking confirmed: Junior 1:1 Lesson, ${longDate(slot.date)} at ${slot.time}`,
    );
    expect(mail).toContain(`Reference: ${booked.data.reference}`);
    expect(mail).toContain('Coach: James Whitfield');
    expect(mail).toContain('£45.00, paid at the venue on the day (card or cash).');
    const ics = calendarPart(mail);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART;TZID=Europe/London');
    // At the last step the widget asks which children the visitor may book for: a guest is answered with
    // none, not refused, and nothing went wrong.
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('books two camp days on the camps page: £110.00 in total', async ({ page }) => {
    await useSiteConfig(page, { bookingWidget: null });
    await page.goto('/summer-academy');
    const booking = page.locator('#booking');
    await booking.scrollIntoViewIfNeeded();
    const widget = widgetOf(page);
    const camp = widget.getByRole('radio', { name: /Half-Term Golf Camp/ });
    await expect(camp).toBeChecked();
    await expect(camp).toHaveAccessibleName(/240 minutes/);
    await expect(camp).toHaveAccessibleName(/£55\.00/);
    await expect(page.locator('script[src*="widget.js"]')).toHaveCount(0);

    // A February camp is on sale in November: the calendar opens on its month.
    await expect(widget.getByText('February 2027')).toBeVisible();
    await widget.getByRole('button', { name: 'Monday 15 February 2027', exact: true }).click();
    await widget.getByRole('button', { name: '10:00' }).click();
    const more = widget.getByRole('group', { name: 'Add more days' });
    await expect(more.getByRole('checkbox')).toHaveCount(2);
    await more.getByRole('checkbox', { name: 'Tuesday 16 February 2027 at 10:00' }).check();
    await expect(widget.getByText('Total £110.00 for 2 days, paid at the venue')).toBeVisible();

    const email = `camp.${Date.now()}@example.com`;
    await fillDetails(widget, { name: 'Sam Parker', email }, CAMPER);
    const since = Date.now();
    const request = page.waitForRequest('**/api/booking/book');
    await widget.getByRole('button', { name: 'Book Now' }).click();
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      serviceId: 4,
      providerId: null,
      date: '2027-02-15',
      time: '10:00',
      additionalDates: ['2027-02-16'],
      clientData: { name: 'Sam Parker', email },
      participant: {
        name: 'Ellie Parker',
        dateOfBirth: CAMPER.dateOfBirth,
        medicalNotes: 'Mild hay fever',
        emergencyContactName: 'Sam Parker',
        emergencyContactPhone: '07700 900321',
      },
    });
    const confirmation = widget.getByRole('status');
    await expect(confirmation).toContainText('Monday 15 February 2027, 10:00 to 14:00');
    await expect(confirmation).toContainText('Tuesday 16 February 2027, 10:00 to 14:00');
    await expect(confirmation).toContainText('£110.00, paid at the venue');
    const mail = await waitForMail(email, since);
    expect(mail).toContain('£110.00, paid at the venue on the day');

    // After the booking the widget is back on the camp.
    await widget.getByRole('button', { name: 'Make another booking' }).click();
    await expect(widget.getByRole('radio', { name: /Half-Term Golf Camp/ })).toBeChecked();
    await expectNoHorizontalScroll(page);
  });

  test('a place taken meanwhile: the second Book Now shows the server’s 409 text in the red box', async ({
    browser,
  }) => {
    const open = async (b: Browser) => {
      const context = await b.newContext();
      const page = await context.newPage();
      await openCustomBooking(page);
      return { context, page, widget: widgetOf(page) };
    };
    const first = await open(browser);
    const second = await open(browser);
    try {
      const slot = await chooseSlot(first.widget, {
        service: /Junior 1:1 Lesson/,
        coach: 'Emma Caldwell',
        day: 3,
      });
      const same = await chooseSlot(second.widget, {
        service: /Junior 1:1 Lesson/,
        coach: 'Emma Caldwell',
        day: 3,
      });
      expect(same).toEqual(slot);
      await fillDetails(first.widget, { name: 'First Parent', email: 'first.parent@example.com' }, CHILD);
      await fillDetails(second.widget, { name: 'Second Parent', email: 'second.parent@example.com' }, CHILD);

      first.page.once('dialog', (d) => d.accept());
      await first.widget.getByRole('button', { name: 'Book Now' }).click();
      await expect(first.widget.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();

      const answer = second.page.waitForResponse('**/api/booking/book');
      await second.widget.getByRole('button', { name: 'Book Now' }).click();
      expect((await answer).status()).toBe(409);
      const error = second.widget.getByRole('alert');
      await expect(error).toHaveText(
        `Sorry, ${slot.time} on ${britishDay(slot.date)} has just been taken. Please choose another time.`,
      );
      // Above the form, and nothing the visitor typed is lost.
      const form = second.widget.getByRole('form', { name: 'Your details' });
      expect((await error.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
      await expect(second.widget.getByLabel('Name', { exact: true })).toHaveValue('Second Parent');
      await expect(second.widget.getByLabel("Participant's name")).toHaveValue(CHILD.name);
      await expect(error).toHaveCSS('background-color', /rgb/);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  test('keyboard: reach the calendar with Tab, move with the arrow keys, choose with Enter', async ({
    page,
  }) => {
    await openCustomBooking(page);
    const widget = widgetOf(page);
    await widget.getByRole('radio', { name: /Adult 1:1 Coaching/ }).check();
    const grid = widget.getByRole('grid');
    await expect(grid).toBeVisible();
    await widget.getByRole('combobox', { name: 'Coach' }).focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      if (await grid.locator('button:focus').count()) break;
    }
    const focused = grid.locator('button:focus');
    await expect(focused).toHaveCount(1);
    const start = (await focused.getAttribute('data-date'))!;
    await expect(focused).not.toHaveAttribute('aria-disabled', 'true');

    // Down a week, then right until an open day (unavailable days are reachable and say so).
    await page.keyboard.press('ArrowDown');
    await expect(grid.locator('button:focus')).not.toHaveAttribute('data-date', start);
    for (let i = 0; i < 14 && (await grid.locator('button:focus[aria-disabled]').count()); i++) {
      await expect(grid.locator('button:focus')).toHaveAccessibleName(/, unavailable$/);
      await page.keyboard.press('ArrowRight');
    }
    const target = grid.locator('button:focus');
    const date = (await target.getAttribute('data-date'))!;
    expect(date > start).toBe(true);
    await page.keyboard.press('Enter');
    await expect(grid.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.getByText(longDate(date)).first()).toBeVisible();
    await expect(widget.getByRole('heading', { name: /Choose a time/ })).toBeVisible();
    // Space on the chosen day deselects it.
    await page.keyboard.press('Space');
    await expect(grid.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'false');
    await expect(widget.getByRole('heading', { name: /Choose a time/ })).toHaveCount(0);
  });

  test('/custom-booking is accessible and fits a phone at every step', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await openCustomBooking(page);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      const widget = widgetOf(page);
      await chooseSlot(widget, { service: /Junior Group Lesson/, day: 1 });
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await expect(widget.getByRole('button', { name: 'Book Now' })).toBeDisabled();
      const box = await widget
        .getByRole('button', { name: /^\d\d:\d\d$/ })
        .first()
        .boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('the programme pages hold the widget on their own service when no scheduler is configured', async ({
    page,
  }) => {
    await useSiteConfig(page, { bookingWidget: null });
    for (const [path, anchor, service] of [
      ['/summer-academy', '#booking', /Half-Term Golf Camp/],
      ['/junior-lessons', '#booking-section', /Junior Group Lesson/],
      ['/adult-lessons', '#booking', /Adult 1:1 Coaching/],
      ['/development-squad', '#booking-section', /Junior Development Squad/],
    ] as const) {
      await page.goto(path);
      const slot = page.locator(anchor);
      // The widget loads as its section nears the screen; scroll as a visitor would until it is there
      // (a scroll made while the page is still hydrating can be undone by the page's own scroll reset).
      await expect(async () => {
        await slot.scrollIntoViewIfNeeded();
        await expect(slot.getByRole('radio', { name: service })).toBeChecked({ timeout: 1500 });
      }).toPass({ timeout: 15_000 });
      await expect(slot.getByRole('grid')).toBeVisible();
      await expect(slot.locator('iframe')).toHaveCount(0);
    }
    await expect(page.locator('script[src*="widget"]')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  });

  test('load failure: the spec’s message in a red box', async ({ page }) => {
    await page.route('**/api/booking/providers', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/custom-booking');
    await expect(widgetOf(page).getByRole('alert')).toHaveText(
      'Failed to load booking options. Please try again.',
    );
  });

  test('availability failures are only logged: the calendar is empty', async ({ page }) => {
    const problems = collectProblems(page);
    await page.route('**/api/booking/timeslots**', (route) => route.abort());
    await openCustomBooking(page);
    const widget = widgetOf(page);
    await widget.getByRole('radio', { name: /Junior Group Lesson/ }).check();
    await expect(widget.getByText('There are no open days for this choice yet.')).toBeVisible();
    await expect(widget.getByRole('alert')).toHaveCount(0);
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  });
});

test.describe('booking comparison', () => {
  test('three tabs; the iframe tab says plainly when no scheduler is configured; a success card after booking', async ({
    page,
  }) => {
    await useSiteConfig(page, { bookingWidget: null });
    await gotoHydrated(page, '/booking-comparison');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Comparison');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Side by side', 'Custom API widget', 'Embedded iframe widget']);
    await page.getByRole('tab', { name: 'Embedded iframe widget' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('No third-party scheduler is configured');

    await page.getByRole('tab', { name: 'Custom API widget' }).click();
    const widget = widgetOf(page);
    const slot = await chooseSlot(widget, { service: /Junior Group Lesson/, coach: 'Emma Caldwell', day: 5 });
    await fillDetails(widget, { name: 'Jo Reed', email: 'jo.reed@example.com' }, CHILD);
    await widget.getByRole('button', { name: 'Book Now' }).click();
    const card = page.getByRole('status').filter({ hasText: 'Booking successful' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Junior Group Lesson');
    await expect(card).toContainText(slot.date);
    await expect(card).toContainText(slot.time);
    await expect(card).toContainText('£35.00');
    await expect(card).toContainText('confirmed');
    await expect(card).toContainText(/SGA-[A-Z0-9]{8}/);
    await expectAccessible(page);
  });

  test('with the scheduler configured the iframe tab embeds it', async ({ page }) => {
    await gotoHydrated(page, '/booking-comparison');
    await page.getByRole('tab', { name: 'Embedded iframe widget' }).click();
    await expect(page.locator('#sbw_comparison iframe[title="Booking calendar"]')).toBeVisible();
  });
});

test.describe('cancel link', () => {
  test('outside 48 hours: cancel from the e-mailed link, see it cancelled, and get the e-mail', async ({
    page,
  }) => {
    const email = `cancel.${Date.now()}@example.com`;
    const booked = await bookLesson(page, 'James Whitfield', 4, email);
    const link = cancelLinkIn(booked.mail);
    const reference = /Reference: (SGA-\w+)/.exec(booked.mail)![1]!;

    await page.goto(link);
    await expect(page).toHaveTitle(/Cancel Booking/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const card = page.getByRole('main');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Your booking');
    await expect(card).toContainText(reference);
    await expect(card).toContainText('Junior 1:1 Lesson');
    await expect(card).toContainText(`${longDate(booked.date)}, ${booked.time} to`);
    // The cancel page gives the price, then how it is paid in a row of its own.
    await expect(card).toContainText('£45.00');
    await expect(card).toContainText('£45.00 due at the venue');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep my booking' }).click();
    await expect(dialog).toHaveCount(0);
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');
    await expect(card).toContainText(`We have e-mailed a confirmation of the cancellation to ${email}`);
    const mail = await waitForMail(email, since);
    expect(header(mail, 'Subject')).toBe(`Booking cancelled: Junior 1:1 Lesson (${reference})`);
    expect(mail).toContain('Your booking has been cancelled, as you asked.');

    await page.reload();
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('This booking is already cancelled');
    await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
  });

  test('inside 48 hours: the policy and the phone number instead of the button', async ({ page }) => {
    const startsAt = process.env.E2E_NEAR_SESSION_STARTS_AT;
    expect(startsAt, 'the near squad session seeded by global-setup').toBeTruthy();
    const start = new Date(startsAt!);
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(start);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const date = `${part('year')}-${part('month')}-${part('day')}`;
    const time = `${part('hour')}:${part('minute')}`;

    await openCustomBooking(page);
    const widget = widgetOf(page);
    await widget.getByRole('radio', { name: /Junior Development Squad/ }).check();
    await widget.getByRole('combobox', { name: 'Coach' }).selectOption({ label: 'Morgan Reyes' });
    await widget.getByRole('grid').locator(`button[data-date="${date}"]`).click();
    await widget.getByRole('button', { name: time, exact: true }).click();
    const email = `soon.${Date.now()}@example.com`;
    await fillDetails(widget, { name: 'Chris Lane', email }, CHILD);
    const since = Date.now();
    page.once('dialog', (d) => d.accept());
    await widget.getByRole('button', { name: 'Book Now' }).click();
    await expect(widget.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    const mail = await waitForMail(email, since);

    await page.goto(cancelLinkIn(mail));
    const card = page.getByRole('main');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Your booking');
    await expect(card).toContainText('Junior Development Squad');
    await expect(card.getByRole('heading', { name: 'It is too late to cancel online' })).toBeVisible();
    await expect(card).toContainText(
      `You can cancel free of charge up to 48 hours before the start. Inside 48 hours, please call us on ${academy.phone.display}`,
    );
    await expect(card.getByRole('link', { name: `Call ${academy.phone.display}` })).toHaveAttribute(
      'href',
      'tel:07700900461',
    );
    await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an invalid or incomplete link says so clearly', async ({ page }) => {
    await page.goto('/booking/cancel?token=not-a-real-token-at-all-0000');
    const card = page.getByRole('main');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
    await expect(card.getByRole('alert')).toHaveText(
      'This cancellation link is not valid. Please check the e-mail we sent.',
    );
    await expectAccessible(page);
    await page.goto('/booking/cancel');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /booking/cancel');
  });
});
