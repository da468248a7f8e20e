import { expect, type Locator, type Page } from '@playwright/test';

/** What the journeys through the academy's own booking widget share: finding it, a slot, the details. */
export const widgetOf = (page: Page) => page.getByTestId('booking-widget');

export async function openCustomBooking(page: Page) {
  await page.goto('/custom-booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Booking System');
  await expect(widgetOf(page).getByRole('radio').first()).toBeVisible();
}

/** The open days the calendar offers, in order. */
function openDays(scope: Locator): Locator {
  return scope.getByRole('grid').locator('button[data-date]:not([aria-disabled])');
}

export interface Choice {
  service: string | RegExp;
  coach?: string;
  /** Which open day (0 the first); moves to later months when this month has fewer. */
  day: number;
  /** The day's first time (the default) or its last. */
  time?: 'first' | 'last';
}

/** Chooses service, coach, the nth open day and a time; returns the chosen date (yyyy-MM-dd) and time. */
export async function chooseSlot(widget: Locator, choice: Choice): Promise<{ date: string; time: string }> {
  await widget.getByRole('radio', { name: choice.service }).check();
  if (choice.coach)
    await widget.getByRole('combobox', { name: 'Coach' }).selectOption({ label: choice.coach });
  const grid = widget.getByRole('grid');
  await expect(grid).toBeVisible();
  let remaining = choice.day;
  for (;;) {
    const days = openDays(widget);
    const count = await days.count();
    if (remaining < count) {
      const day = days.nth(remaining);
      const date = (await day.getAttribute('data-date'))!;
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      const times = widget.getByRole('group', { name: /^Open times on/ }).getByRole('button');
      const time = choice.time === 'last' ? times.last() : times.first();
      await expect(time).toBeVisible();
      const label = (await time.textContent())!.trim();
      await time.click();
      await expect(time).toHaveAttribute('aria-pressed', 'true');
      return { date, time: label };
    }
    remaining -= count;
    await widget.getByRole('button', { name: 'Next month' }).click();
  }
}

/** Who takes the place, as a parent fills it in on the guest form; a camp also asks for welfare details. */
export interface Participant {
  name: string;
  /** yyyy-mm-dd, as the date input takes it. */
  dateOfBirth: string;
  welfare?: { medicalNotes: string; contactName: string; contactPhone: string };
}

/** The person booking (Name, Email, Phone, Comment), then who the place is for (unless left for later). */
export async function fillDetails(
  widget: Locator,
  person: { name: string; email: string; phone?: string },
  participant: Participant | null = null,
) {
  await widget.getByLabel('Name', { exact: true }).fill(person.name);
  await widget.getByLabel('Email', { exact: true }).fill(person.email);
  if (person.phone) await widget.getByLabel('Phone', { exact: true }).fill(person.phone);
  await widget.getByLabel('Comment', { exact: true }).fill('First lesson, right-handed.');
  if (participant) await fillParticipant(widget, participant);
}

export async function fillParticipant(widget: Locator, participant: Participant) {
  await expect(widget.getByRole('heading', { name: 'Who is the place for?' })).toBeVisible();
  await widget.getByLabel("Participant's name").fill(participant.name);
  await widget.getByLabel("Participant's date of birth").fill(participant.dateOfBirth);
  if (participant.welfare) {
    await widget.getByLabel('Medical conditions or allergies').fill(participant.welfare.medicalNotes);
    await widget.getByLabel('Emergency contact name').fill(participant.welfare.contactName);
    await widget.getByLabel('Emergency contact phone').fill(participant.welfare.contactPhone);
  }
}

/** 'Wednesday 2 December 2026', as the widget and its e-mails write a day. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');

/** '2 December 2026', as the family's list and the age refusal write a day. */
export const britishDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
