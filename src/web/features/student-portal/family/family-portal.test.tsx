import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyBooking } from '@/core/contracts/booking';
import type { StudentDashboard } from '@/core/contracts/student-profile';
import { StudentPortalPage } from '../student-portal-page';
import { child, GUARDIAN, MAYA_ID, mockServer, OLIVER_ID, renderAt } from './family-test-server';

const dashboard = (
  firstName: string,
  activity: StudentDashboard['recentActivity'] = [],
): StudentDashboard => ({
  firstName,
  handicap: null,
  membershipTier: 'free',
  coach: null,
  medals: { gold: 0, silver: 0, bronze: 0, total: 0, byType: { break_par: 0, putting: 0, chipping: 0 } },
  programme: null,
  recentActivity: activity,
});

const OLIVER = child({
  unreadReplies: 2,
  recentMessages: [
    {
      id: 'e1b1c1d1-1111-4111-8111-111111111111',
      subject: 'Grip check',
      status: 'answered',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
});
const MAYA = child({
  id: MAYA_ID,
  firstName: 'Maya',
  age: 14,
  dateOfBirth: '2012-03-01',
  mayHaveOwnLogin: true,
});

const LESSON: FamilyBooking = {
  id: 'b1b1c1d1-1111-4111-8111-111111111111',
  reference: 'SGA-7K2P9QXD',
  serviceId: 2,
  serviceName: 'Junior 1:1 Lesson',
  providerId: 1,
  providerName: 'James Whitfield',
  date: '2026-12-02',
  time: '16:00',
  places: [
    {
      id: 'p1b1c1d1-1111-4111-8111-111111111111',
      date: '2026-12-02',
      time: '16:00',
      endTime: '16:45',
      status: 'confirmed',
      attendance: null,
    },
  ],
  price: '45.00',
  location: 'Hamble Indoor Golf Studio',
  status: 'confirmed',
  checkoutUrl: null,
  holdExpiresAt: null,
  payment: { rule: 'venue', paidOnline: '0.00', dueAtVenue: '45.00', refunded: '0.00', refundsSettled: true },
  clientName: 'Hannah Reid',
  clientEmail: GUARDIAN.email,
  participantName: 'Oliver Reid',
  cancelUntil: '2099-11-30T16:00:00.000Z',
  cancellable: true,
};

function familyServer(children = [OLIVER, MAYA], bookings: FamilyBooking[] | null = []) {
  let guardian = GUARDIAN;
  return mockServer({
    'POST /api/portal/validate': () => ({ guardian }),
    'GET /api/family': () => ({ guardian, children, bookings }),
    'PUT /api/family/guardian': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      guardian = { ...guardian, firstName: body.firstName, phone: body.phone, pendingEmail: body.email };
      return guardian;
    },
    [`GET /api/students/${OLIVER_ID}/dashboard`]: () =>
      dashboard('Oliver', [
        {
          id: 'a1',
          kind: 'badge_earned',
          title: 'Earned a silver badge',
          detail: null,
          at: '2026-11-21T09:00:00.000Z',
        },
      ]),
    [`GET /api/students/${MAYA_ID}/dashboard`]: () => dashboard('Maya'),
    'GET /api/coaches': () => [],
    'GET /api/downloads': () => ({ downloads: [] }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a guardian in the Student Portal', () => {
  it('lands on Family: each child with their age, coach, latest activity, messages and unread replies', async () => {
    familyServer();
    renderAt('/student-portal', <StudentPortalPage />);
    const oliver = await screen.findByRole('article', { name: 'Oliver Reid' });
    expect(within(oliver).getByText('Age 9 · Coach: James Whitfield')).toBeTruthy();
    expect(await within(oliver).findByText('Earned a silver badge')).toBeTruthy();
    expect(within(oliver).getByText('Grip check')).toBeTruthy();
    expect(within(oliver).getByText('2 unread replies')).toBeTruthy();
    // Only a 13–17-year-old without a login is offered one of their own.
    expect(within(oliver).queryByRole('button', { name: /own login/ })).toBeNull();
    const maya = screen.getByRole('article', { name: 'Maya Reid' });
    expect(within(maya).getByRole('button', { name: 'Give Maya their own login' })).toBeTruthy();
    const bookings = screen.getByRole('region', { name: 'Bookings' });
    expect(bookings.textContent).toContain('No lessons or camps booked yet.');
    expect(within(bookings).getByRole('link', { name: 'Book a place' }).getAttribute('href')).toBe(
      '/custom-booking',
    );
  });

  it('lists the bookings made with the family’s address, in British dates and pounds', async () => {
    familyServer([OLIVER], [LESSON, { ...LESSON, id: 'c2', reference: 'SGA-2', status: 'cancelled' }]);
    renderAt('/student-portal', <StudentPortalPage />);
    const bookings = await screen.findByRole('region', { name: 'Bookings' });
    const rows = within(bookings).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Wednesday 2 December 2026, 16:00 · James Whitfield')).toBeTruthy();
    expect(within(rows[0]!).getByText('£45.00 · Ref. SGA-7K2P9QXD')).toBeTruthy();
    expect(within(rows[0]!).getByText('Confirmed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cancelled')).toBeTruthy();
  });

  it('shows no bookings list where the academy takes bookings on SimplyBook', async () => {
    familyServer([OLIVER], null);
    renderAt('/student-portal', <StudentPortalPage />);
    await screen.findByRole('article', { name: 'Oliver Reid' });
    expect(screen.queryByRole('region', { name: 'Bookings' })).toBeNull();
  });

  it('cancels a booking online after asking, and shows the server’s words when it refuses', async () => {
    const calls = familyServer([OLIVER], [LESSON]);
    renderAt('/student-portal', <StudentPortalPage />);
    const bookings = await screen.findByRole('region', { name: 'Bookings' });
    expect(within(bookings).getByText('Junior 1:1 Lesson for Oliver Reid')).toBeTruthy();
    fireEvent.click(within(bookings).getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(bookings).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(bookings).findByText('Not found')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.url === `/api/family/bookings/${LESSON.id}/cancel`),
    ).toBe(true);
  });

  it('edits the guardian’s own details; a new address waits for its link', async () => {
    const calls = familyServer([OLIVER]);
    renderAt('/student-portal', <StudentPortalPage />);
    const details = await screen.findByRole('region', { name: 'Your details' });
    fireEvent.click(within(details).getByRole('button', { name: 'Edit your details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your details' });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Hannah-Jane' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/E-mail/), {
      target: { value: 'hannah.new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Hannah-Jane',
      lastName: 'Reid',
      phone: null,
      email: 'hannah.new@example.com',
    });
    expect(await within(details).findByText('hannah.new@example.com')).toBeTruthy();
    expect(within(details).getByText('Hannah-Jane Reid')).toBeTruthy();
  });

  it('offers "Add your child" when the family has no children yet', async () => {
    familyServer([]);
    renderAt('/student-portal', <StudentPortalPage />);
    expect(await screen.findByRole('heading', { name: 'Add your child' })).toBeTruthy();
  });

  it("switches to a child's portal, whose requests name the child, and back to Family", async () => {
    const calls = familyServer();
    const router = renderAt('/student-portal', <StudentPortalPage />);
    await screen.findByRole('article', { name: 'Oliver Reid' });
    const viewing = screen.getByLabelText('Viewing:');
    fireEvent.change(viewing, { target: { value: OLIVER_ID } });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Oliver!' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?child=${OLIVER_ID}`);
    // The spec's ten tabs, exactly as the child sees them.
    expect(screen.getAllByRole('tab')).toHaveLength(10);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Digital Downloads' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Digital Downloads' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/downloads?studentId=${OLIVER_ID}`)).toBe(true),
    );
    expect(calls.some((c) => c.url === '/api/downloads')).toBe(false);

    fireEvent.change(screen.getByLabelText('Viewing:'), { target: { value: '' } });
    expect(await screen.findByRole('heading', { name: 'Family' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens the child named in the address, keeping the tab', async () => {
    familyServer();
    renderAt(`/student-portal?child=${MAYA_ID}&tab=downloads`, <StudentPortalPage />);
    expect(await screen.findByRole('heading', { name: 'Digital Downloads' })).toBeTruthy();
    expect((screen.getByLabelText('Viewing:') as HTMLSelectElement).value).toBe(MAYA_ID);
  });
});
