import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { WIDTHS } from './support/family';
import { waitForMail } from './support/mailbox';
import { signInAsAdmin } from './support/staff-memberships';

/*
 * The front desk: an admin takes a booking on the phone (a family's child found by the parent's name, or a
 * new person), moves it and the customer gets the updated invitation; and marks who came to a lesson that
 * has begun (two lessons seeded half an hour before the servers started: no booking can be made in the past).
 */

/** A weekday at least `minDays` after today in London, as yyyy-MM-dd. */
function weekdayAhead(minDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  for (let d = minDays; ; d++) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + d);
    if (![0, 6].includes(date.getUTCDay())) return date.toISOString().slice(0, 10);
  }
}

async function openBookings(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bookings' }).click();
  } else {
    await page.getByRole('tab', { name: 'Bookings' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
}

const shot = async (page: Page, name: string) => {
  if (process.env.FRONT_DESK_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.FRONT_DESK_SCREENSHOTS}/${name}.png`, fullPage: true });
  }
};

for (const [name, viewport] of WIDTHS) {
  const phone = name === 'phone';

  test(`${name}: the front desk books a customer on the phone, then moves the booking and the customer is told`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await openBookings(page, phone);
    const date = weekdayAhead(phone ? 9 : 8);

    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    let customer: string;
    let email: string;
    if (phone) {
      // Somebody new on the phone: their details typed in.
      customer = 'Tom Briggs';
      email = `tom.briggs.${Date.now()}@example.com`;
      await dialog.getByRole('button', { name: 'New person' }).click();
      await dialog.getByLabel('Customer’s name').fill(customer);
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Phone', { exact: true }).fill('07700 900321');
      await dialog.getByLabel('Who the place is for').fill(customer);
      await dialog.getByLabel('Their date of birth').fill('1980-02-03');
      await dialog.getByLabel('Service').selectOption({ label: 'Adult 1:1 Coaching' });
    } else {
      // A family's child, found by the parent's surname as it is typed.
      customer = 'Hannah Parker';
      email = 'hannah.parker@example.com';
      await dialog.getByLabel('Find the customer').fill('Parker');
      const found = dialog.getByRole('list', { name: 'Customers found' });
      await expect(found.getByRole('button', { name: /Oliver Bennett/ })).toContainText(
        'Child of Hannah Parker',
      );
      await found.getByRole('button', { name: /Oliver Bennett/ }).click();
      await expect(dialog).toContainText('E-mails go to Hannah Parker');
      await dialog.getByLabel('Service').selectOption({ label: 'Junior 1:1 Lesson' });
    }
    await dialog.getByLabel('Coach', { exact: true }).selectOption({ label: 'James Whitfield' });
    await dialog.getByLabel('Date', { exact: true }).fill(date);
    const time = dialog.getByLabel('Time', { exact: true });
    await expect(time.locator('option')).not.toHaveCount(1);
    const first = (await time.locator('option').nth(1).textContent())!;
    await time.selectOption(first);
    await expect(dialog.getByRole('radio', { name: 'Pay at the venue' })).toBeChecked();
    await expectAccessible(page);
    await shot(page, `${name}-new-booking`);
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(
      page.getByText(new RegExp(`^Booked: .* at ${first}\\. ${customer} has been e-mailed`)),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await waitForMail(email, since)).toContain('Booking confirmed');

    // The diary of that day holds it, taken at the front desk.
    await page.getByLabel('Date', { exact: true }).fill(date);
    const card = page.getByRole('listitem', { name: new RegExp(`^${first} .*, ${customer}$`) });
    await expect(card).toBeVisible();
    if (!phone) await expect(card).toContainText('For Oliver Bennett');

    // Moved to another free time: the same calendar event is updated for the customer.
    await card.getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move this booking' });
    const moveTime = move.getByLabel('Time');
    await expect(moveTime.locator('option')).not.toHaveCount(1);
    const later = (await moveTime.locator('option').last().textContent())!;
    await moveTime.selectOption(later);
    await expectAccessible(page);
    await shot(page, `${name}-move-booking`);
    const beforeMove = Date.now();
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expect(
      page.getByText(
        new RegExp(`^Moved to .* at ${later}\\. ${customer} has been e-mailed the updated invitation\\.`),
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: new RegExp(`^${later} .*, ${customer}$`) }),
    ).toBeVisible();
    const moved = await waitForMail(email, beforeMove);
    expect(moved).toContain('Booking moved');
    expect(moved).toContain('SEQUENCE:1');
    await expectNoHorizontalScroll(page);
    await shot(page, `${name}-diary`);
  });

  test(`${name}: a lesson that has begun is marked attended or a no-show, and the mark can be changed`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const startedAt = new Date(process.env.E2E_STARTED_LESSON_AT!);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(startedAt);
    const who = phone ? 'Martin Walsh' : 'Claire Walsh';
    await signInAsAdmin(page);
    await openBookings(page, phone);
    await page.getByLabel('Date', { exact: true }).fill(day);
    const card = page.getByRole('listitem', { name: new RegExp(`Adult 1:1 Coaching, ${who}$`) });
    await expect(card).toBeVisible();
    // Begun: it is marked, not moved.
    await expect(card.getByRole('button', { name: 'Move' })).toHaveCount(0);
    const attended = card.getByRole('button', { name: 'Attended' });
    const noShow = card.getByRole('button', { name: 'No-show' });
    await expect(attended).toHaveAttribute('aria-pressed', 'false');

    await (phone ? noShow : attended).click();
    await expect(page.getByText(`${who} marked as ${phone ? 'a no-show' : 'attended'}.`)).toBeVisible();
    await expect(phone ? noShow : attended).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await shot(page, `${name}-attendance`);
    // Pressed again, the mark is cleared.
    await (phone ? noShow : attended).click();
    await expect(page.getByText(`Attendance cleared for ${who}.`)).toBeVisible();
    await expect(phone ? noShow : attended).toHaveAttribute('aria-pressed', 'false');
  });
}
