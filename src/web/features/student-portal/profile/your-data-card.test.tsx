import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/lib/query-client';
import { YourDataCard } from './your-data-card';

const STUDENT_ID = '6f1c2d7e-1111-4222-8333-944455556666';

function stubAnswers(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async () => {
    const next = answers.shift()!;
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <YourDataCard studentId={STUDENT_ID} />
    </QueryClientProvider>,
  );
}

describe('your data card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('downloads the data through a plain link to the export', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe(`/api/students/${STUDENT_ID}/data-export`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('asks for the password, shows the server’s word on it, then confirms the e-mail was sent', async () => {
    const fetch = stubAnswers(
      {
        status: 400,
        body: { message: 'That password is not right', fields: { password: 'That password is not right' } },
      },
      { status: 202, body: { message: 'We have e-mailed a link to confirm the deletion.' } },
    );
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByText('Enter your password to confirm')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByText('That password is not right')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'right password' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByText('We have e-mailed a link to confirm the deletion.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/students/${STUDENT_ID}/deletion`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'right password' });
  });

  it('keeps the account when the student changes their mind', async () => {
    const fetch = stubAnswers();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
