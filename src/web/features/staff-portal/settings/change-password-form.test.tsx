import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/lib/query-client';
import { ChangePasswordForm } from './change-password-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
  return fetch;
}

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the three fields and says so when the server agrees, clearing the form', async () => {
    const message = 'Your password has been changed. Your other sessions have been signed out.';
    const fetch = renderForm(() => json({ success: true, message }));
    fill('solent-demo-2026', 'a brand new passphrase', 'a brand new passphrase');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Password changed')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff-portal/password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'solent-demo-2026',
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
  });

  it('shows the server’s field errors under the fields they are about', async () => {
    renderForm(() =>
      json({ message: 'Your current password is not right', fields: { currentPassword: 'Not right' } }, 400),
    );
    fill('wrong one', 'a brand new passphrase', 'a brand new passphrase');
    const error = await screen.findByText('Not right');
    const input = screen.getByLabelText('Current password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.closest('p')?.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks what it can before sending: length and the two new entries agreeing', async () => {
    const fetch = renderForm(() => json({ success: true, message: 'changed' }));
    fill('solent-demo-2026', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('solent-demo-2026', 'a brand new passphrase', 'a different passphrase');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a problem that is about no field as a message above the form', async () => {
    renderForm(() => json({ message: 'Too many attempts. Try again in a minute.' }, 429));
    fill('solent-demo-2026', 'a brand new passphrase', 'a brand new passphrase');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
