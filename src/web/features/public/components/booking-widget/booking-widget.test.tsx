import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingService } from '@/core/contracts/booking';
import { BookingCalendar } from '@/web/components/booking/booking-calendar';
import {
  availabilityEndDate,
  type BookingState,
  bookingReducer,
  bookRequestFor,
  coachesFor,
  EMPTY_FORM,
  initialBookingState,
  otherDaysAtTime,
  poundsLabel,
} from './booking-state';
import { BookingWidget, LOAD_ERROR } from './booking-widget';

const services: BookingService[] = [
  {
    id: 1,
    name: 'Junior Group Lesson',
    duration: 60,
    price: '35.00',
    description: 'Groups',
    providers: [1, 2],
    kind: 'lesson',
    slug: 'junior-group-lesson',
    bookableUntil: '2026-12-22',
    minAge: 5,
    maxAge: 17,
  },
  {
    id: 2,
    name: 'Junior 1:1 Lesson',
    duration: 45,
    price: '45.00',
    providers: [2],
    kind: 'lesson',
    slug: 'junior-private-lesson',
    bookableUntil: '2026-12-22',
  },
  {
    id: 4,
    name: 'Half-Term Golf Camp (per day)',
    duration: 240,
    price: '55.00',
    providers: [2],
    kind: 'session',
    slug: 'half-term-camp',
    bookableUntil: '2027-02-17',
    minAge: 8,
    maxAge: 17,
    asksWelfare: true,
  },
  { id: 6, name: 'Open Practice', duration: 30, kind: 'lesson' },
];
const coaches = [
  { id: 1, name: 'James Whitfield' },
  { id: 2, name: 'Emma Caldwell' },
];

/** Fills in who takes the place, as a parent booking for their child would. */
function participant() {
  fireEvent.change(screen.getByLabelText(/^Participant's name/), { target: { value: 'Ollie Lee' } });
  fireEvent.change(screen.getByLabelText(/^Participant's date of birth/), {
    target: { value: '2016-04-02' },
  });
}

function loaded(preselectedServiceId: number | null = null): BookingState {
  return bookingReducer(initialBookingState(), { type: 'loaded', services, coaches, preselectedServiceId });
}

function chosen(): BookingState {
  let state = loaded();
  state = bookingReducer(state, { type: 'selectService', serviceId: 1 });
  state = bookingReducer(state, { type: 'selectCoach', coachId: 2 });
  state = bookingReducer(state, { type: 'availabilityLoaded', availability: { '2026-11-24': ['10:00'] } });
  state = bookingReducer(state, { type: 'selectDate', date: '2026-11-24' });
  state = bookingReducer(state, { type: 'timesLoaded', times: ['10:00', '11:00'] });
  return bookingReducer(state, { type: 'selectTime', time: '10:00' });
}

describe('booking widget state rules', () => {
  it('narrows the coaches to the service’s own list, or offers every coach when it names none', () => {
    expect(coachesFor(services[1], coaches).map((c) => c.name)).toEqual(['Emma Caldwell']);
    expect(coachesFor(services[0], coaches)).toHaveLength(2);
    expect(coachesFor(services[3], coaches)).toHaveLength(2);
    expect(coachesFor(undefined, coaches)).toEqual([]);
  });

  it('choosing another service clears coach, date and time', () => {
    const state = bookingReducer(chosen(), { type: 'selectService', serviceId: 2 });
    expect(state).toMatchObject({ serviceId: 2, coachId: null, date: null, time: null, times: [] });
    expect(state.availability).toEqual({});
  });

  it('choosing another coach clears date and time but keeps the service', () => {
    const state = bookingReducer(chosen(), { type: 'selectCoach', coachId: null });
    expect(state).toMatchObject({ serviceId: 1, coachId: null, date: null, time: null });
  });

  it('choosing the selected day again deselects it; a new day clears the time', () => {
    const again = bookingReducer(chosen(), { type: 'selectDate', date: '2026-11-24' });
    expect(again).toMatchObject({ date: null, time: null });
    const other = bookingReducer(chosen(), { type: 'selectDate', date: '2026-11-25' });
    expect(other).toMatchObject({ date: '2026-11-25', time: null, times: [] });
  });

  it('after a booking everything resets, back to the preselected service', () => {
    let state = loaded(4);
    expect(state.serviceId).toBe(4);
    state = bookingReducer(state, { type: 'selectService', serviceId: 1 });
    state = bookingReducer(state, { type: 'editForm', field: 'name', value: 'Ann' });
    state = bookingReducer(state, { type: 'booked' });
    expect(state).toMatchObject({ serviceId: 4, coachId: null, date: null, time: null, refresh: 1 });
    expect(state.form).toEqual(EMPTY_FORM);
  });

  it('ignores a preselected service the server does not offer', () => {
    expect(loaded(99).serviceId).toBeNull();
  });

  it('asks for 30 days of dates, or up to the last session of a dated programme', () => {
    expect(availabilityEndDate(services[1], '2026-11-22')).toBe('2026-12-22');
    expect(availabilityEndDate(services[2], '2026-11-22')).toBe('2027-02-17');
    expect(availabilityEndDate(undefined, '2026-11-22')).toBe('2026-12-22');
  });

  it('offers the other camp days at the same time and sends them as additionalDates', () => {
    let state = loaded(4);
    state = bookingReducer(state, {
      type: 'availabilityLoaded',
      availability: { '2027-02-15': ['10:00'], '2027-02-16': ['10:00'], '2027-02-17': ['11:00'] },
    });
    state = bookingReducer(state, { type: 'selectDate', date: '2027-02-15' });
    state = bookingReducer(state, { type: 'selectTime', time: '10:00' });
    expect(otherDaysAtTime(state)).toEqual(['2027-02-16']);
    state = bookingReducer(state, { type: 'toggleExtraDate', date: '2027-02-16' });
    state = bookingReducer(state, { type: 'editForm', field: 'name', value: ' Ann Lee ' });
    state = bookingReducer(state, { type: 'editForm', field: 'email', value: 'ann@example.com' });
    state = bookingReducer(state, { type: 'editForm', field: 'participantName', value: 'Ollie Lee' });
    state = bookingReducer(state, { type: 'editForm', field: 'participantDateOfBirth', value: '2016-04-02' });
    // The camp asks for welfare details: nothing is sent without them.
    expect(bookRequestFor(state)).toBeNull();
    state = bookingReducer(state, { type: 'editForm', field: 'medicalNotes', value: 'Mild asthma' });
    state = bookingReducer(state, { type: 'editForm', field: 'emergencyContactName', value: 'Ann Lee' });
    state = bookingReducer(state, {
      type: 'editForm',
      field: 'emergencyContactPhone',
      value: '07700 900123',
    });
    expect(bookRequestFor(state)).toEqual({
      serviceId: 4,
      providerId: null,
      date: '2027-02-15',
      time: '10:00',
      clientData: { name: 'Ann Lee', email: 'ann@example.com', phone: '' },
      participant: {
        name: 'Ollie Lee',
        dateOfBirth: '2016-04-02',
        medicalNotes: 'Mild asthma',
        emergencyContactName: 'Ann Lee',
        emergencyContactPhone: '07700 900123',
      },
      additionalFields: { comment: '' },
      additionalDates: ['2027-02-16'],
    });
    expect(poundsLabel('55.00', 2)).toBe('£110.00');
  });

  it('makes no request while anything required is missing', () => {
    const state = bookingReducer(chosen(), { type: 'editForm', field: 'name', value: 'Ann' });
    expect(bookRequestFor(state)).toBeNull();
  });
});

describe('BookingCalendar', () => {
  function renderCalendar(selected: string | null = null) {
    const onSelect = vi.fn();
    render(
      <BookingCalendar
        availableDates={['2026-11-24', '2026-11-27', '2026-12-03']}
        selected={selected}
        onSelect={onSelect}
        today="2026-11-22"
      />,
    );
    return onSelect;
  }

  it('opens on the first month with availability, weeks starting on Sunday', () => {
    renderCalendar();
    expect(screen.getByText('November 2026')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });

  it('announces past days and days without times as unavailable, and they cannot be chosen', () => {
    const onSelect = renderCalendar();
    const past = screen.getByRole('button', { name: 'Saturday 21 November 2026, unavailable' });
    expect(past.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(past);
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday 25 November 2026, unavailable' }));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday 24 November 2026' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-24');
  });

  it('choosing the selected day again deselects it', () => {
    const onSelect = renderCalendar('2026-11-24');
    const day = screen.getByRole('button', { name: 'Tuesday 24 November 2026' });
    expect(day.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(day);
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('has one tab stop and moves by keyboard, across months too', () => {
    const onSelect = renderCalendar();
    const first = screen.getByRole('button', { name: 'Tuesday 24 November 2026' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0 && b.dataset.date)).toHaveLength(1);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-25');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-02');
    expect(screen.getByText('December 2026')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.click(document.activeElement!);
    expect(onSelect).toHaveBeenCalledWith('2026-12-03');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-29');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-05');
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-05');
  });
});

describe('BookingWidget', () => {
  let routes: Record<string, () => Response | Promise<Response>>;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routes = {
      '/api/booking/services': () =>
        json({ success: true, data: Object.fromEntries(services.map((s) => [String(s.id), s])) }),
      '/api/booking/providers': () =>
        json({ success: true, data: Object.fromEntries(coaches.map((c) => [String(c.id), c])) }),
      '/api/booking/timeslots': () => json({ success: true, data: { '2026-11-24': ['10:00', '11:00'] } }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = input.split('?')[0]!;
        const route = routes[path];
        if (!route) throw new TypeError(`no route for ${path}`);
        return route();
      }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(console.warn).mockRestore();
  });

  it('shows the spec’s message when the options cannot be loaded', async () => {
    routes['/api/booking/providers'] = () => json({ message: 'down' }, 500);
    render(<BookingWidget />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_ERROR);
  });

  it('shows the coach step only for a chosen service, with its own coaches after Any Available Coach', async () => {
    render(<BookingWidget />);
    const radio = await screen.findByRole('radio', { name: /Junior 1:1 Lesson/ });
    expect(screen.queryByRole('combobox', { name: 'Coach' })).toBeNull();
    expect(screen.getByText('£45.00')).toBeTruthy();
    expect(screen.getByText('45 minutes')).toBeTruthy();
    fireEvent.click(radio);
    const select = screen.getByRole('combobox', { name: 'Coach' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any Available Coach', 'Emma Caldwell']);
    const url = vi.mocked(fetch).mock.calls.at(-1)![0] as string;
    expect(url).toBe('/api/booking/timeslots?serviceId=2&date=2026-11-22&endDate=2026-12-22');
  });

  it('keeps Book Now disabled until name and email are filled, and names missing fields on submit', async () => {
    render(<BookingWidget preselectedServiceSlug="junior-group-lesson" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tuesday 24 November 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    const book = screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ann Lee' } });
    expect(book.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: '   ' } });
    expect(book.disabled).toBe(true);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).type).toBe('email');
    fireEvent.submit(screen.getByRole('form', { name: 'Your details' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please fill in all required fields');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.com' } });
    expect(book.disabled).toBe(true);
    // Who takes the place, with the group's age range beside the date of birth.
    expect(screen.getByText('This is for ages 5 to 17 on the day.')).toBeTruthy();
    participant();
    expect(book.disabled).toBe(false);
  });

  it('names a malformed e-mail address on submit without sending the booking', async () => {
    render(<BookingWidget preselectedServiceId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tuesday 24 November 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.c' } });
    participant();
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a valid email address');
    const paths = vi.mocked(fetch).mock.calls.map(([input]) => String(input).split('?')[0]);
    expect(paths).not.toContain('/api/booking/book');
  });

  it('shows the server’s error text above the form when the booking is refused', async () => {
    routes['/api/booking/book'] = () =>
      json({ success: false, error: 'Sorry, 10:00 on 2026-11-24 has just been taken.' }, 409);
    render(<BookingWidget preselectedServiceId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tuesday 24 November 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.com' } });
    participant();
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('has just been taken'));
    const [, init] = vi.mocked(fetch).mock.calls.at(-1)! as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('lets a signed-in family book for one of its children on its own route, or book as a guest', async () => {
    const oliver = { id: '6f1c2d7e-2222-4333-8444-955566667777', firstName: 'Oliver', lastName: 'Reid' };
    routes['/api/family/booking-choices'] = () => json({ children: [oliver] });
    let sent: unknown;
    routes['/api/family/bookings'] = () => json({ success: false }, 500);
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0]!;
      if (path === '/api/family/bookings') sent = JSON.parse(String(init?.body));
      const route = routes[path];
      if (!route) throw new TypeError(`no route for ${path}`);
      return route();
    });
    render(<BookingWidget preselectedServiceId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tuesday 24 November 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    const child = (await screen.findByLabelText(/^Who is the place for\?/)) as HTMLSelectElement;
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    const book = screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    fireEvent.change(child, { target: { value: oliver.id } });
    fireEvent.click(book);
    await waitFor(() =>
      expect(sent).toEqual({
        serviceId: 1,
        providerId: null,
        date: '2026-11-24',
        time: '10:00',
        studentId: oliver.id,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book for someone else' }));
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Participant's name/)).toBeTruthy();
  });
});
