import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentUser } from '@/core/contracts/auth';
import { Toaster } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import { ActingStudentContext } from '../acting-student';
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

function serve(put: (body: { coachFeedback: boolean }) => Response, options: { byGuardian?: boolean } = {}) {
  let current = { coachFeedback: true };
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const response = put(JSON.parse(String(init.body)));
      if (response.ok) current = JSON.parse(String(init.body));
      return response;
    }
    return json(current);
  });
  vi.stubGlobal('fetch', fetch);
  measureNothing();
  const card = (
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <EmailPreferencesCard />
    </QueryClientProvider>
  );
  render(
    options.byGuardian ? (
      <ActingStudentContext.Provider value={{ user: { id: 'child' } as StudentUser, byGuardian: true }}>
        {card}
      </ActingStudentContext.Provider>
    ) : (
      card
    ),
  );
  return fetch;
}

const puts = (fetch: ReturnType<typeof serve>) =>
  (fetch.mock.calls as unknown as Call[]).filter(([, init]) => init?.method === 'PUT');

describe('My Profile e-mails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns the e-mails of the coach’s replies off and says so', async () => {
    const fetch = serve((body) => json(body));
    const box = await screen.findByRole('checkbox', {
      name: 'E-mail me when my coach replies, reviews a drill or verifies a round',
    });
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect((fetch.mock.calls[0] as unknown as Call)[0]).toBe('/api/portal/email-preferences');

    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail settings saved')).toBeTruthy();
    const [url, init] = puts(fetch)[0]!;
    expect(url).toBe('/api/portal/email-preferences');
    expect(JSON.parse(String(init!.body))).toEqual({ coachFeedback: false });
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('false'));
  });

  it('speaks to a guardian of their children’s work, naming no child (the setting is their own)', async () => {
    const fetch = serve((body) => json(body), { byGuardian: true });
    expect(
      await screen.findByRole('checkbox', {
        name: "E-mail me when a coach replies to, reviews or verifies my children's work",
      }),
    ).toBeTruthy();
    expect((fetch.mock.calls[0] as unknown as Call)[0]).toBe('/api/portal/email-preferences');
  });

  it('shows a failed save above the form and keeps the choice', async () => {
    serve(() => json({ message: 'Too many requests. Try again in a minute.' }, 429));
    const box = await screen.findByRole('checkbox');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('says when the setting did not load, and tries again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? json({ message: 'down' }, 500) : json({ coachFeedback: false }))),
    );
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
    expect((await screen.findByRole('checkbox')).getAttribute('aria-checked')).toBe('false');
  });
});
