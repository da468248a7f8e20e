import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStatus, StudentConsentsResponse } from '@/core/contracts/consents';
import { CONSENT_LABELS, CONSENT_PURPOSES } from '@/core/rules/consent-rules';
import { createQueryClient } from '@/web/lib/query-client';
import { ConsentsCard } from './consents-card';

const ID = '6f1c2d7e-1111-4222-8333-944455556666';
const GIVEN = { givenAt: '2026-11-20T10:00:00.000Z', method: 'portal' as const, by: 'Hannah Parker' };

function answer(
  callerParty: StudentConsentsResponse['callerParty'],
  change: Partial<Record<string, Partial<ConsentStatus>>> = {},
): StudentConsentsResponse {
  return {
    success: true,
    studentId: ID,
    callerParty,
    mayRecordPaper: false,
    consents: CONSENT_PURPOSES.map((purpose) => ({
      purpose,
      label: CONSENT_LABELS[purpose],
      holds: true,
      needs: { guardian: true, student: false },
      guardian: GIVEN,
      student: null,
      withdrawnAt: null,
      ...change[purpose],
    })),
  };
}

function stubAnswers(...answers: unknown[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    return new Response(JSON.stringify(answers.shift()), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderCard = (audience: 'guardian' | 'self') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConsentsCard studentId={ID} firstName="Oliver" audience={audience} />
    </QueryClientProvider>,
  );

describe('consents card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the guardian each consent with who agreed and when, and withdraws one when unticked', async () => {
    const withdrawn = answer('guardian', {
      leaderboard: { holds: false, guardian: null, withdrawnAt: '2026-11-22T10:00:00.000Z' },
    });
    const fetch = stubAnswers(answer('guardian'), withdrawn, withdrawn);
    renderCard('guardian');
    const box = await screen.findByRole('checkbox', { name: 'Appearing on the leaderboard' });
    expect(box.getAttribute('aria-checked')).toBe('true');
    const card = screen.getByRole('region', { name: "Oliver's consents" });
    expect(within(card).getAllByText('Agreed by Hannah Parker on 20 Nov 2026').length).toBe(5);

    fireEvent.click(box);
    expect(await screen.findByText('Withdrawn on 22 Nov 2026')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe(`/api/students/${ID}/consents/leaderboard`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ agreed: false });
    expect(
      screen.getByRole('checkbox', { name: 'Appearing on the leaderboard' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('tells a teenager whose agreement is still missing', async () => {
    stubAnswers(
      answer('student', {
        coaching_video: { holds: false, needs: { guardian: true, student: true } },
      }),
    );
    renderCard('self');
    expect(await screen.findByText(/Waiting for you to agree too/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Coaching videos' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('shows a child who does not give their own what their parent or guardian agreed to, read-only', async () => {
    stubAnswers(answer(null, { marketing: { holds: false, guardian: null } }));
    renderCard('self');
    expect(
      await screen.findByText(
        'Your parent or guardian has agreed to coaching videos, photos and videos for the academy’s promotion, appearing on the leaderboard, messaging with the coach.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Not agreed: academy news by e-mail.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
