import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const MAYA = child({ id: MAYA_ID, firstName: 'Maya', age: 14, dateOfBirth: '2012-03-01' });

function familyServer(children = [OLIVER, MAYA]) {
  return mockServer({
    'POST /api/portal/validate': () => ({ guardian: GUARDIAN }),
    'GET /api/family': () => ({ guardian: GUARDIAN, children }),
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
    // Nothing about bookings is claimed.
    expect(screen.queryByText(/booking/i)).toBeNull();
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
