import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { FamilyChild, GuardianUser } from '@/core/contracts/family';
import { createQueryClient } from '@/web/lib/query-client';

export const GUARDIAN: GuardianUser = {
  id: '5a0e6c1d-1111-4222-8333-944455556666',
  firstName: 'Hannah',
  lastName: 'Reid',
  email: 'hannah@example.com',
  phone: null,
  emailConfirmed: true,
  pendingEmail: null,
};

export const OLIVER_ID = '6f1c2d7e-2222-4333-8444-955566667777';
export const MAYA_ID = '7a2d3e8f-3333-4444-8555-a66677778888';
export const COACH_ID = '0b7a2f3e-2222-4333-8444-955566667777';

export function child(overrides: Partial<FamilyChild>): FamilyChild {
  return {
    id: OLIVER_ID,
    firstName: 'Oliver',
    lastName: 'Reid',
    dateOfBirth: '2017-05-01',
    age: 9,
    relationship: 'Mother',
    coachId: COACH_ID,
    coachName: 'James Whitfield',
    membershipTier: 'free',
    login: null,
    mayHaveOwnLogin: false,
    loginInvitation: null,
    mayBeKept: false,
    guardians: [{ firstName: 'Hannah', lastName: 'Reid', relationship: 'Mother' }],
    unreadReplies: 0,
    recentMessages: [],
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Route = (url: string, init?: RequestInit) => unknown;

/** A stand-in server: each request is logged; `routes` answer by address, anything else is a 404. */
export function mockServer(routes: Record<string, Route>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const route = Object.entries(routes).find(([address]) => `${method} ${url}`.startsWith(address));
      if (!route) return json({ message: 'Not found' }, 404);
      const answer = route[1](url, init);
      return answer instanceof Response ? answer : json(answer);
    }),
  );
  return calls;
}

export { json };

/** jsdom has no ResizeObserver; Radix's checkbox measures itself with one. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function renderAt(path: string, element: ReactNode) {
  window.scrollTo = vi.fn();
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoResizeObserver);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
