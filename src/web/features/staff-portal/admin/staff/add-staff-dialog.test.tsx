import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { notify } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import { AddStaffDialog } from './add-staff-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockServer(answer: () => Promise<Response>) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/staff' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return answer();
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return posted;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddStaffDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

function fill(dialog: HTMLElement, email = 'sam.new@solentgolf.academy') {
  fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: ' Sam ' } });
  fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Fairway' } });
  fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: email } });
}

describe('Add staff member', () => {
  let success: MockInstance<typeof notify.success>;
  beforeEach(() => {
    success = vi.spyOn(notify, 'success').mockReturnValue('');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    success.mockRestore();
  });

  it('explains the invitation, offers the three roles, and sends the person with the chosen role', async () => {
    const posted = mockServer(async () =>
      json(
        {
          success: true,
          staff: {
            id: '00000000-0000-4000-8000-000000000009',
            email: 'sam.new@solentgolf.academy',
            firstName: 'Sam',
            lastName: 'Fairway',
            role: 'instructor',
            active: true,
            studentCount: 0,
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        },
        201,
      ),
    );
    const { dialog, onOpenChange } = renderDialog();
    expect(dialog.textContent).toContain('invitation with a link to choose their own password');
    const role = within(dialog).getByLabelText(/Role/) as HTMLSelectElement;
    expect([...role.options].map((o) => o.text)).toEqual(['Head Coach', 'Instructor', 'Administrator']);
    fill(dialog);
    fireEvent.change(role, { target: { value: 'instructor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([
      { firstName: 'Sam', lastName: 'Fairway', email: 'sam.new@solentgolf.academy', role: 'instructor' },
    ]);
    expect(success).toHaveBeenCalledWith('Invitation sent to sam.new@solentgolf.academy.');
  });

  it('asks for the missing fields before sending anything', async () => {
    const posted = mockServer(async () => json({}, 201));
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // The form checks asynchronously (react-hook-form), so the messages appear a moment after the click.
    expect(await within(dialog).findByText('Enter their first name')).toBeTruthy();
    expect(within(dialog).getByText('Enter their e-mail address')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows the server’s answer beside the e-mail and keeps what was typed', async () => {
    mockServer(async () =>
      json(
        { message: 'A staff account with this e-mail already exists', fields: { email: 'Already in use' } },
        409,
      ),
    );
    const { dialog, onOpenChange } = renderDialog();
    fill(dialog, 'james.whitfield@solentgolf.academy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A staff account with this e-mail already exists',
    );
    const email = within(dialog).getByLabelText(/E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Already in use')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('james.whitfield@solentgolf.academy');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says so when the request never reached the server', async () => {
    mockServer(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { dialog } = renderDialog();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please check your connection');
  });
});
