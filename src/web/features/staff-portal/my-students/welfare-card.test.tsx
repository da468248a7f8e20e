import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WelfareCardResponse } from '@/core/contracts/welfare';
import { createQueryClient } from '@/web/lib/query-client';
import { WelfareCard } from './welfare-card';

const OLIVER = '00000000-0000-4000-8000-0000000000b1';
const CARD: WelfareCardResponse = {
  studentId: OLIVER,
  studentName: 'Oliver Parker',
  medicalConditions: 'Mild asthma: inhaler in his bag',
  allergiesAndDietary: null,
  emergencyContact: { name: 'Mary Jones', relationship: 'Aunt', phone: '07700 900111' },
  pickupAuthorizedPersons: 'Granny Smith',
  guardians: [{ name: 'Hannah Parker', relationship: 'Mother', phone: '07700 900333' }],
  consents: [],
};

function mockServer() {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === `/api/staff/students/${OLIVER}/welfare`
      ? new Response(JSON.stringify(CARD), { headers: { 'Content-Type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('My Students: the welfare card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server nothing until the coach opens it, then shows what the family recorded', async () => {
    const fetch = mockServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <WelfareCard studentId={OLIVER} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Each view is recorded/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Show welfare details' }));
    expect(await screen.findByText('Mild asthma: inhaler in his bag')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Mary Jones (Aunt) 07700 900111')).toBeTruthy();
    expect(screen.getByText('Granny Smith')).toBeTruthy();
    expect(screen.getByText('Hannah Parker (Mother) · 07700 900333')).toBeTruthy();
    // Nothing recorded is said as such, never left blank or guessed.
    expect(screen.getByText('Allergies and dietary needs').nextSibling?.textContent).toBe('Not recorded');
    // No consents are recorded yet: the card claims none.
    expect(screen.queryByText('Consents')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hide welfare details' }));
    expect(screen.queryByText('Mild asthma: inhaler in his bag')).toBeNull();
  });
});
