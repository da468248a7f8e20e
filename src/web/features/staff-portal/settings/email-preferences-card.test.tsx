import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffEmailPreferences } from '@/core/contracts/email-preferences';
import { Toaster } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import { EmailPreferencesCard } from './email-preferences-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = [string, RequestInit | undefined];

/** jsdom has no ResizeObserver; Radix's checkbox measures itself. */
function measureNothing() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** The server as the card meets it: GET answers the setting; PUT answers what `put` says. */
function serve(setting: StaffEmailPreferences, put: (body: Record<string, unknown>) => Response) {
  let current = setting;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const response = put(JSON.parse(String(init.body)));
      if (response.ok) current = { ...current, ...JSON.parse(String(init.body)) };
      return response;
    }
    return json(current);
  });
  vi.stubGlobal('fetch', fetch);
  measureNothing();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <EmailPreferencesCard />
    </QueryClientProvider>,
  );
  return fetch;
}

const puts = (fetch: ReturnType<typeof serve>) =>
  (fetch.mock.calls as unknown as Call[]).filter(([, init]) => init?.method === 'PUT');

const COACH: StaffEmailPreferences = { studentMessages: 'instant', purchaseRequests: true, admin: false };

describe('staff e-mail notifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved choice, and saves one summary a day as {studentMessages: daily}', async () => {
    const fetch = serve(COACH, (body) => json({ ...COACH, ...body }));
    const atOnce = (await screen.findByLabelText(/E-mail me at once/)) as HTMLInputElement;
    expect(atOnce.checked).toBe(true);
    expect((fetch.mock.calls[0] as unknown as Call)[0]).toBe('/api/staff/email-preferences');

    fireEvent.click(screen.getByLabelText(/One summary a day \(after 7am\)/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('E-mail settings saved')).toBeTruthy();
    const [url, init] = puts(fetch)[0]!;
    expect(url).toBe('/api/staff/email-preferences');
    expect(JSON.parse(String(init!.body))).toEqual({ studentMessages: 'daily' });
    expect((screen.getByLabelText(/One summary a day/) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a coach who is not an admin no purchase request e-mails', async () => {
    serve(COACH, (body) => json({ ...COACH, ...body }));
    await screen.findByLabelText(/Don't e-mail me/);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByText('E-mail me when a download purchase request is waiting')).toBeNull();
  });

  it('lets an admin turn the purchase request e-mails off', async () => {
    const admin = { ...COACH, admin: true };
    const fetch = serve(admin, (body) => json({ ...admin, ...body }));
    const box = await screen.findByRole('checkbox', {
      name: 'E-mail me when a download purchase request is waiting',
    });
    expect(box.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetch)[0]![1]!.body))).toEqual({
      studentMessages: 'instant',
      purchaseRequests: false,
    });
  });

  it('shows the server’s field error beside the choice it is about', async () => {
    serve(COACH, () =>
      json(
        {
          message: 'Invalid request',
          fields: { studentMessages: 'Choose at once, a daily digest or no e-mails' },
        },
        400,
      ),
    );
    fireEvent.click(await screen.findByLabelText(/Don't e-mail me/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at once, a daily digest or no e-mails')).toBeTruthy();
    // About a field, so no banner repeats it.
    expect(screen.queryByText('Invalid request')).toBeNull();
  });

  it('says when the settings did not load, and tries again', async () => {
    let fail = true;
    const fetch = vi.fn(async () => (fail ? json({ message: 'down' }, 500) : json(COACH)));
    vi.stubGlobal('fetch', fetch);
    measureNothing();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EmailPreferencesCard />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading your e-mail settings...')).toBeTruthy();
    expect(await screen.findByText('We could not load your e-mail settings')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText(/E-mail me at once/)) as HTMLInputElement).checked).toBe(true);
  });
});
