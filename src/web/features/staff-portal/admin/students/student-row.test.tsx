import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { AdminStudent } from '@/core/contracts/staff-admin';
import { notify } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import type { CoachOption } from './student-filters';
import { StudentRow } from './student-row';

const JAMES = '00000000-0000-4000-8000-0000000000a1';
const GONE = '00000000-0000-4000-8000-0000000000a3';
const LEO: AdminStudent = {
  id: '00000000-0000-4000-8000-0000000000b1',
  firstName: 'Leo',
  lastName: 'Patel',
  email: 'leo.patel@example.com',
  membershipTier: 'essentials',
  coachId: GONE,
  coachName: 'Gone Coach',
  junior: true,
  createdAt: '2026-01-10T10:00:00.000Z',
};
const COACHES: CoachOption[] = [
  { id: JAMES, name: 'James Whitfield', active: true },
  { id: GONE, name: 'Gone Coach', active: false },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockServer(answer: (body: Record<string, unknown>) => Response) {
  const patched: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === `/api/admin/students/${LEO.id}` && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patched.push(body);
        return answer(body);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return patched;
}

function renderRow() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <StudentRow student={LEO} coaches={COACHES} />
      </ul>
    </QueryClientProvider>,
  );
}

describe('Academy: a student’s tier and coach', () => {
  let success: MockInstance<typeof notify.success>;
  let failure: MockInstance<typeof notify.error>;
  beforeEach(() => {
    success = vi.spyOn(notify, 'success').mockReturnValue('');
    failure = vi.spyOn(notify, 'error').mockReturnValue('');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    success.mockRestore();
    failure.mockRestore();
  });

  it('shows the junior badge, and offers no coach or an active coach; a disabled one stays shown but not choosable', () => {
    mockServer(() => json({}));
    renderRow();
    expect(screen.getByText('Junior')).toBeTruthy();
    const coach = screen.getByLabelText('Coach of Leo Patel') as HTMLSelectElement;
    expect(coach.value).toBe(GONE);
    expect([...coach.options].map((o) => [o.text, o.disabled])).toEqual([
      ['No coach', false],
      ['James Whitfield', false],
      ['Gone Coach (disabled)', true],
    ]);
  });

  it('saves a new coach at once and says so', async () => {
    const patched = mockServer(() =>
      json({ success: true, student: { ...LEO, coachId: JAMES, coachName: 'James Whitfield' } }),
    );
    renderRow();
    fireEvent.change(screen.getByLabelText('Coach of Leo Patel'), { target: { value: JAMES } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Leo Patel is now coached by James Whitfield.'));
    expect(patched).toEqual([{ coachId: JAMES }]);
  });

  it('sends no coach as null', async () => {
    const patched = mockServer(() =>
      json({ success: true, student: { ...LEO, coachId: null, coachName: null } }),
    );
    renderRow();
    fireEvent.change(screen.getByLabelText('Coach of Leo Patel'), { target: { value: '' } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Leo Patel has no coach now.'));
    expect(patched).toEqual([{ coachId: null }]);
  });

  it('puts the saved tier back when the server refuses, with its message', async () => {
    const patched = mockServer(() => json({ message: 'Student not found' }, 404));
    renderRow();
    const tier = screen.getByLabelText('Tier of Leo Patel') as HTMLSelectElement;
    fireEvent.change(tier, { target: { value: 'elite' } });
    expect(tier.value).toBe('elite');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Student not found'));
    expect(patched).toEqual([{ membershipTier: 'elite' }]);
    expect(tier.value).toBe('essentials');
  });
});
