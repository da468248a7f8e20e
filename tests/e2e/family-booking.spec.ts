import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { DEMO_GUARDIAN, DEMO_PASSWORD } from './support/accounts';
import {
  britishDate,
  chooseSlot,
  fillDetails,
  longDate,
  openCustomBooking,
  widgetOf,
} from './support/booking-widget';
import { bornYearsAgo, WIDTHS } from './support/family';

/*
 * Booking for a child: a parent signed in to the family account chooses one of her children, and a guest
 * says who takes the place. The server checks each service's ages on the day booked. Each journey takes
 * its own slots (Emma Caldwell's last time of the day, a different day on each width), so the desktop and
 * phone runs and the widget's other journeys never ask for the same place.
 */

/** Which open day each width books: the phone's are later than the desktop's. */
const DAYS = { desktop: { lesson: 6, group: 9 }, phone: { lesson: 8, group: 11 } } as const;

/** The London calendar day `days` from now (yyyy-MM-dd). */
const londonDatePlus = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + days * 86_400_000);

async function signInAsHannah(page: Page) {
  await page.goto('/student-portal');
  await page.getByLabel('Email').fill(DEMO_GUARDIAN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome,')).toBeVisible();
}

const bookingsOf = (page: Page) => page.getByRole('region', { name: 'Bookings' });

for (const [label, viewport] of WIDTHS) {
  test.describe(`booking for a child (${label})`, () => {
    test.use({ viewport });

    test('Hannah books a 1:1 for Oliver, is refused an adult lesson for Amelia, and cancels from Family', async ({
      page,
    }) => {
      // The page's own "Booking confirmed!" alert after each booking.
      page.on('dialog', (dialog) => dialog.accept());
      await signInAsHannah(page);
      await expect(bookingsOf(page)).toBeVisible();
      // A new document, not a route of the portal: on a busy machine it may take longer than an assertion's wait.
      await Promise.all([
        page.waitForURL(/\/custom-booking$/, { timeout: 20_000 }),
        bookingsOf(page).getByRole('link', { name: 'Book a place' }).click(),
      ]);
      const widget = widgetOf(page);
      await expect(widget.getByRole('radio').first()).toBeVisible();

      const slot = await chooseSlot(widget, {
        service: /Junior 1:1 Lesson/,
        coach: 'Emma Caldwell',
        day: DAYS[label].lesson,
        time: 'last',
      });
      // Far enough ahead to cancel online (48 hours before the start).
      expect(slot.date >= londonDatePlus(3)).toBe(true);

      // Signed in, the last step asks only which child: no guest details.
      const child = widget.getByRole('combobox', { name: 'Who is the place for?' });
      await expect(child.locator('option')).toHaveText([
        'Choose your child',
        'Oliver Bennett',
        'Amelia Hart',
      ]);
      await expect(widget.getByLabel("Participant's name")).toHaveCount(0);
      await expect(widget.getByLabel('Email', { exact: true })).toHaveCount(0);
      await expect(widget.getByRole('button', { name: 'Book for someone else' })).toBeVisible();
      const book = widget.getByRole('button', { name: 'Book Now' });
      await expect(book).toBeDisabled();
      await child.selectOption({ label: 'Oliver Bennett' });
      await expect(book).toBeEnabled();
      await expectNoHorizontalScroll(page);

      const response = page.waitForResponse(
        (r) => r.url().endsWith('/api/family/bookings') && r.request().method() === 'POST',
      );
      await book.click();
      expect((await response).status()).toBe(201);
      const confirmation = widget.getByRole('status');
      await expect(confirmation.getByRole('heading', { name: 'Your booking is confirmed' })).toBeFocused();
      await expect(confirmation).toContainText('Junior 1:1 Lesson');
      await expect(confirmation).toContainText(`${longDate(slot.date)}, ${slot.time} to`);
      await expect(confirmation).toContainText('Emma Caldwell');
      await expect(confirmation.getByRole('definition').filter({ hasText: 'Oliver Bennett' })).toBeVisible();
      await expect(confirmation).toContainText(
        `We have e-mailed your confirmation to ${DEMO_GUARDIAN.email}`,
      );
      const reference = (await confirmation.getByText(/^SGA-[A-Z0-9]{8}$/).textContent())!.trim();

      // Back on the Student Portal, the family's Bookings list the place and who takes it.
      await page.goto('/student-portal');
      const row = bookingsOf(page).getByRole('listitem').filter({ hasText: reference });
      await expect(row).toContainText('Junior 1:1 Lesson for Oliver Bennett');
      await expect(row).toContainText(`${longDate(slot.date)}, ${slot.time}`);
      await expect(row).toContainText('Confirmed');
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      // Adult 1:1 Coaching is for ages 18 and over: the server refuses Amelia (9) in the widget's red box.
      await bookingsOf(page).getByRole('link', { name: 'Book a place' }).click();
      const adult = await chooseSlot(widget, { service: /Adult 1:1 Coaching/, day: 0, time: 'last' });
      await expect(widget.getByText('This is for ages 18 and over on the day.')).toBeVisible();
      await widget
        .getByRole('combobox', { name: 'Who is the place for?' })
        .selectOption({ label: 'Amelia Hart' });
      const refused = page.waitForResponse('**/api/family/bookings');
      await widget.getByRole('button', { name: 'Book Now' }).click();
      expect((await refused).status()).toBe(400);
      await expect(widget.getByRole('alert')).toHaveText(
        `Adult 1:1 Coaching is for ages 18 and over: Amelia will be 9 on ${britishDate(adult.date)}.`,
      );
      await expect(widget.getByRole('status')).toHaveCount(0);
      await expectNoHorizontalScroll(page);

      // Cancelled from the Family page, more than 48 hours before: the place shows as cancelled.
      await page.goto('/student-portal');
      await expect(row).toContainText('Confirmed');
      await row.getByRole('button', { name: 'Cancel booking' }).click();
      await row.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(row).toContainText('Cancelled');
      await expect(row).not.toContainText('Confirmed');
      await expect(row.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
      await page.reload();
      await expect(bookingsOf(page).getByRole('listitem').filter({ hasText: reference })).toContainText(
        'Cancelled',
      );
    });

    test('Hannah cancels one day of Amelia’s two-day camp from Family; the other day stays booked', async ({
      page,
      baseURL,
    }) => {
      await signInAsHannah(page);
      await expect(bookingsOf(page)).toBeVisible();
      // Booked as the widget books it (its own journeys cover the widget): two days of the February camp,
      // a different pair on each width so the two runs never cancel each other's day.
      const family = await (await page.request.get('/api/family')).json();
      const amelia = family.children.find((c: { firstName: string }) => c.firstName === 'Amelia');
      const [first, second] =
        label === 'desktop' ? ['2027-02-16', '2027-02-17'] : ['2027-02-15', '2027-02-17'];
      const booked = await page.request.post('/api/family/bookings', {
        headers: { origin: baseURL!, 'Idempotency-Key': crypto.randomUUID() },
        data: { serviceId: 4, date: first, time: '10:00', additionalDates: [second], studentId: amelia.id },
      });
      expect(booked.status()).toBe(201);
      const { reference } = (await booked.json()).data as { reference: string };

      await page.reload();
      const row = bookingsOf(page).getByRole('listitem').filter({ hasText: reference });
      await expect(row).toContainText('Half-Term Golf Camp (per day) for Amelia Hart');
      // Payments off: everything is paid at the venue.
      await expect(row).toContainText('£110.00 due at the venue');
      const days = row.getByRole('list', { name: 'Days' });
      await expect(days.getByRole('button', { name: /^Cancel this day/ })).toHaveCount(2);
      await days.getByRole('button', { name: `Cancel this day, ${longDate(second)}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this day?' });
      await expect(dialog).toContainText('the other days stay booked');
      // Nothing was paid online, so no refund is spoken of.
      await expect(dialog).not.toContainText('refunded');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel this day' }).click();
      await expect(dialog).toContainText('The day is cancelled and we have e-mailed you a confirmation.');
      await dialog.getByRole('button', { name: 'Done' }).click();

      await expect(days.getByText('Cancelled')).toHaveCount(1);
      await expect(days.getByRole('button', { name: /^Cancel this day/ })).toHaveCount(1);
      await expect(row).toContainText('Confirmed');
      await expect(row).toContainText('£55.00 due at the venue');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });

    test('a guest books a group lesson for a 9-year-old, and is refused an adult lesson for her', async ({
      page,
    }) => {
      page.on('dialog', (dialog) => dialog.accept());
      await openCustomBooking(page);
      const widget = widgetOf(page);
      const slot = await chooseSlot(widget, { service: /Junior Group Lesson/, day: DAYS[label].group });
      await expect(widget.getByText('This is for ages 5 to 17 on the day.')).toBeVisible();
      const email = `guest.parent.${label}.${Date.now()}@example.com`;
      const ruby = { name: 'Ruby Shaw', dateOfBirth: bornYearsAgo(9) };
      const book = widget.getByRole('button', { name: 'Book Now' });
      await fillDetails(widget, { name: 'Kate Shaw', email, phone: '07700 900777' });
      // The parent's own details are not enough: Book Now waits for who takes the place.
      await expect(book).toBeDisabled();
      await fillDetails(widget, { name: 'Kate Shaw', email, phone: '07700 900777' }, ruby);
      await expect(book).toBeEnabled();
      await expectNoHorizontalScroll(page);

      const request = page.waitForRequest('**/api/booking/book');
      await book.click();
      expect((await request).postDataJSON()).toMatchObject({
        date: slot.date,
        time: slot.time,
        clientData: { name: 'Kate Shaw', email },
        participant: { name: 'Ruby Shaw', dateOfBirth: ruby.dateOfBirth },
      });
      const confirmation = widget.getByRole('status');
      await expect(confirmation.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
      await expect(confirmation).toContainText('Junior Group Lesson');
      // The place is Ruby's, and the confirmation says so.
      await expect(confirmation.getByRole('definition').filter({ hasText: 'Ruby Shaw' })).toBeVisible();
      await expect(confirmation).toContainText(`${longDate(slot.date)}, ${slot.time} to`);
      await expect(confirmation).toContainText(`We have e-mailed your confirmation to ${email}`);

      await widget.getByRole('button', { name: 'Make another booking' }).click();
      const adult = await chooseSlot(widget, { service: /Adult 1:1 Coaching/, day: 1, time: 'last' });
      await fillDetails(widget, { name: 'Kate Shaw', email }, ruby);
      const refused = page.waitForResponse('**/api/booking/book');
      await widget.getByRole('button', { name: 'Book Now' }).click();
      expect((await refused).status()).toBe(400);
      await expect(widget.getByRole('alert')).toHaveText(
        `Adult 1:1 Coaching is for ages 18 and over: Ruby Shaw will be 9 on ${britishDate(adult.date)}.`,
      );
      // Nothing typed is lost, so the parent can choose another lesson.
      await expect(widget.getByLabel("Participant's name")).toHaveValue('Ruby Shaw');
      await expect(widget.getByRole('status')).toHaveCount(0);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
    });
  });
}
