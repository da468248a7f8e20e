import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { StaffAccount } from '@/core/contracts/staff-admin';
import { notify } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import { StaffSection } from './staff-section';

const SELF = '00000000-0000-4000-8000-000000000001';
const JAMES = '00000000-0000-4000-8000-000000000002';

const account = (
  id: string,
  first: string,
  last: string,
  patch: Partial<StaffAccount> = {},
): StaffAccount => ({
  id,
  email: `${first.toLowerCase()}@solentgolf.academy`,
  firstName: first,
  lastName: last,
  role: 'coach',
  active: true,
  studentCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The staff list, and an answer to each PATCH chosen by the test. */
function mockServer(patch: (body: Record<string, unknown>) => Response) {
  let staff = [
    account(SELF, 'Alex', 'Admin', { role: 'admin', studentCount: 0 }),
    account(JAMES, 'James', 'Whitfield'),
  ];
  const patched: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/admin/staff' && (init?.method ?? 'GET') === 'GET')
        return json({ success: true, staff });
      if (url === `/api/admin/staff/${JAMES}` && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patched.push(body);
        const answer = patch(body);
        if (answer.ok) staff = staff.map((s) => (s.id === JAMES ? { ...s, ...body } : s));
        return answer;
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return patched;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StaffSection selfId={SELF} />
    </QueryClientProvider>,
  );
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('Academy: staff accounts', () => {
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

  it('lists each account with its role label, state and students; one’s own cannot be disabled', async () => {
    mockServer(() => json({}));
    renderSection();
    const james = await cardOf('James Whitfield');
    expect(james.textContent).toContain('james@solentgolf.academy');
    expect(james.textContent).toContain('Head Coach · 2 students');
    expect(within(james).getByText('Active')).toBeTruthy();
    const self = await cardOf('Alex Admin');
    expect(self.textContent).toContain('Administrator · No students');
    expect(within(self).queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(within(self).getByLabelText(/Role/)).toHaveProperty('disabled', true);
  });

  it('asks before disabling, saying they are signed out at once, then disables', async () => {
    const patched = mockServer(() => json({ success: true, staff: account(JAMES, 'James', 'Whitfield') }));
    renderSection();
    fireEvent.click(
      within(await cardOf('James Whitfield')).getByRole('button', { name: 'Disable James Whitfield' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('They will be signed out at once.');
    expect(patched).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('James Whitfield is disabled and signed out.'));
    expect(patched).toEqual([{ active: false }]);
    const james = await cardOf('James Whitfield');
    await within(james).findByText('Disabled');
    expect(within(james).getByRole('button', { name: 'Enable James Whitfield' })).toBeTruthy();
    expect(within(james).getByRole('button', { name: 'Send reset link to James Whitfield' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('changes a role, and shows the server’s refusal', async () => {
    const patched = mockServer(() => json({ message: 'You cannot disable or demote your own account' }, 409));
    renderSection();
    const role = within(await cardOf('James Whitfield')).getByLabelText(/Role/) as HTMLSelectElement;
    fireEvent.change(role, { target: { value: 'instructor' } });
    expect(role.value).toBe('instructor');
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('You cannot disable or demote your own account'),
    );
    expect(patched).toEqual([{ role: 'instructor' }]);
    // Refused: the select shows the saved role again.
    expect(role.value).toBe('coach');
  });
});
