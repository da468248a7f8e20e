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
  tierOverride: null,
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
      const url = String(input);
      const sent = url === `/api/admin/students/${LEO.id}` && init?.method === 'PATCH';
      const tier = url === `/api/admin/students/${LEO.id}/tier` && init?.method === 'PUT';
      if (sent || tier) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
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

// Every test here watches the toasts and stubs fetch: spied and restored around each.
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

describe('Academy: a student’s tier and coach', () => {
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

  it('asks why and until when before a tier is set by hand, and says so once saved', async () => {
    const sent = mockServer(() => json({ message: 'Tier set' }));
    renderRow();
    const tier = screen.getByLabelText('Tier of Leo Patel') as HTMLSelectElement;
    fireEvent.change(tier, { target: { value: 'elite' } });
    const dialog = await screen.findByRole('dialog', { name: 'Set Leo Patel to Elite' });
    expect(dialog.textContent).toContain('Say why');
    // The reason is required: nothing is sent without one.
    fireEvent.click(screen.getByRole('button', { name: 'Set tier' }));
    expect(await screen.findByText('Say why the tier is set by hand')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Paid in cash' } });
    fireEvent.change(screen.getByLabelText(/Until/), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set tier' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Leo Patel is now on Elite until 31 Jan 2027.'));
    expect(sent).toEqual([{ tier: 'elite', reason: 'Paid in cash', endsOn: '2027-01-31' }]);
  });

  it('sends no last day as null, and shows the server’s word on a field', async () => {
    const sent = mockServer(() =>
      json({ message: 'Invalid', fields: { reason: 'Keep the reason under 200 characters' } }, 400),
    );
    renderRow();
    fireEvent.change(screen.getByLabelText('Tier of Leo Patel'), { target: { value: 'free' } });
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Left the academy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set tier' }));
    expect(await screen.findByText('Keep the reason under 200 characters')).toBeTruthy();
    expect(sent).toEqual([{ tier: 'free', reason: 'Left the academy', endsOn: null }]);
  });

  it('reads the last day as dd/mm/yyyy, and sends none once the box is emptied again', async () => {
    const sent = mockServer(() => json({ message: 'Tier set' }));
    renderRow();
    fireEvent.change(screen.getByLabelText('Tier of Leo Patel'), { target: { value: 'elite' } });
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Paid in cash' } });
    const until = screen.getByLabelText(/Until/) as HTMLInputElement;
    fireEvent.change(until, { target: { value: '31/01/2027' } });
    fireEvent.blur(until);
    expect(until.value).toBe('31/01/2027');
    // Left empty, it lasts until it is changed.
    fireEvent.change(until, { target: { value: '' } });
    fireEvent.blur(until);
    expect(until.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Set tier' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Leo Patel is now on Elite.'));
    expect(sent).toEqual([{ tier: 'elite', reason: 'Paid in cash', endsOn: null }]);
  });

  it('puts the saved tier back when the dialog is cancelled, sending nothing', async () => {
    const sent = mockServer(() => json({ message: 'Tier set' }));
    renderRow();
    const tier = screen.getByLabelText('Tier of Leo Patel') as HTMLSelectElement;
    fireEvent.change(tier, { target: { value: 'elite' } });
    expect(tier.value).toBe('elite');
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tier.value).toBe('essentials');
    expect(sent).toEqual([]);
  });
});

describe('Academy: a tier set by hand in the students list', () => {
  const HAND_SET: AdminStudent = {
    ...LEO,
    membershipTier: 'elite',
    tierOverride: { tier: 'elite', reason: 'Paid in cash', endsOn: '2027-01-31' },
  };

  /** Answers DELETE …/tier as the server does, or with `status`; records each call. */
  function mockClear(status = 200) {
    const cleared: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === `/api/admin/students/${LEO.id}/tier` && init?.method === 'DELETE') {
          cleared.push(url);
          return status === 200 ? json({ message: 'Tier cleared' }) : json({ message: 'Nope' }, status);
        }
        return json({ message: 'Not found' }, 404);
      }),
    );
    return cleared;
  }

  function renderStudent(student: AdminStudent) {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ul>
          <StudentRow student={student} coaches={COACHES} />
        </ul>
      </QueryClientProvider>,
    );
  }

  it('says the tier is set by hand, why and its last day, and clears it on asking', async () => {
    const cleared = mockClear();
    renderStudent(HAND_SET);
    expect(screen.getByText('Elite set by hand')).toBeTruthy();
    expect(screen.getByText('Paid in cash · last day 31 Jan 2027')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Clear hand-set tier ?of Leo Patel$/ }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Leo Patel’s hand-set tier is cleared: their membership decides again.',
      ),
    );
    expect(cleared).toEqual([`/api/admin/students/${LEO.id}/tier`]);
  });

  it('says a hand-set tier with no last day lasts until it is changed, and a failure in words', async () => {
    mockClear(500);
    renderStudent({ ...HAND_SET, tierOverride: { tier: 'free', reason: 'Left the academy', endsOn: null } });
    expect(screen.getByText('Left the academy · until it is changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Clear hand-set tier/ }));
    await waitFor(() => expect(failure).toHaveBeenCalled());
    expect(success).not.toHaveBeenCalled();
  });

  it('shows nothing of the kind when the tier is not set by hand', () => {
    mockClear();
    renderStudent(LEO);
    expect(screen.queryByText(/set by hand/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear hand-set tier/ })).toBeNull();
  });
});
