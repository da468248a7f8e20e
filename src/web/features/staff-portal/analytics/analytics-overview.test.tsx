import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsPeriod, AnalyticsResponse } from '@/core/contracts/coaching';
import { createQueryClient } from '@/web/lib/query-client';
import { AnalyticsOverview } from './analytics-overview';
import { PeriodToggle } from './period-toggle';

const STAFF = '00000000-0000-4000-8000-000000000001';

const topStudent = (n: number, activity: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  first_name: `Student${n}`,
  last_name: 'Golfer',
  email: `s${n}@example.com`,
  membership_type: 'elite' as const,
  progress: 10 * n,
  completed_challenges: n,
  activity_count: activity,
  last_activity: null,
});

const day = (i: number) => `2026-0${1 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}`;

/** A response whose figures tell the periods apart. */
function analytics(period: AnalyticsPeriod, patch: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  const scale = { week: 1, month: 4, quarter: 12 }[period];
  const buckets = { week: 7, month: 30, quarter: 13 }[period];
  return {
    period,
    from: '2026-03-03',
    to: '2026-03-09',
    stats: {
      activeStudents: 2 * scale,
      totalStudents: 30,
      exercisesCompleted: 5 * scale,
      challengesCompleted: 3 * scale,
      averageProgress: 41,
      lessonsAttended: 4 * scale,
      noShows: 1,
    },
    thisMonth: { newStudents: 2, modulesCompleted: 1, challengesCompleted: 6, messagesReceived: 9 },
    series: Array.from({ length: buckets }, (_, i) => ({
      from: day(i),
      exercises: i === 0 ? scale : 0,
      challenges: i === 1 ? 2 : 0,
      messages: 0,
      rounds: 0,
    })),
    topStudents: [topStudent(1, 9 * scale), topStudent(2, 4), topStudent(3, 1), topStudent(4, 0)],
    recentActivity: [],
    ...patch,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Harness() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('week');
  return (
    <>
      <PeriodToggle value={period} onChange={setPeriod} />
      <AnalyticsOverview staffId={STAFF} period={period} />
    </>
  );
}

function renderTab(answer: (url: string) => Promise<Response>) {
  const fetch = vi.fn((input: RequestInfo | URL) => answer(String(input)));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

/** The stat card labelled `label` (the This Month card repeats some labels, as terms rather than titles). */
const cardOf = (label: string) =>
  screen.getAllByText(label, { exact: true, selector: 'p' })[0]?.closest('div.rounded-xl');
const periodOf = (url: string) => new URL(url, 'http://x').searchParams.get('period') as AnalyticsPeriod;

describe('staff analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the chosen period and shows that period’s figures', async () => {
    const fetch = renderTab(async (url) => json(analytics(periodOf(url))));
    expect(await screen.findByText('Loading your analytics…')).toBeTruthy();
    await screen.findByText('Active students');
    expect(fetch).toHaveBeenCalledWith(`/api/coaches/${STAFF}/analytics?period=week`, expect.anything());
    expect(cardOf('Active students')?.textContent).toContain('2 of 30');
    expect(cardOf('Exercises completed')?.textContent).toContain('5');
    expect(cardOf('Average progress')?.textContent).toContain('41%');
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(screen.getByRole('button', { name: 'Quarter' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(cardOf('Active students')?.textContent).toContain('24 of 30'));
    expect(fetch).toHaveBeenLastCalledWith(
      `/api/coaches/${STAFF}/analytics?period=quarter`,
      expect.anything(),
    );
    expect(cardOf('Exercises completed')?.textContent).toContain('60');
    expect(cardOf('Challenges completed')?.textContent).toContain('36');
    expect(screen.getByText('Active in the last 13 weeks')).toBeTruthy();
  });

  it('lists the top three with their progress and activity, and the month so far', async () => {
    renderTab(async (url) => json(analytics(periodOf(url))));
    const top = await screen.findByRole('list', { name: 'Top students' });
    const rows = within(top).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Student1 Golfer');
    expect(rows[0]?.textContent).toContain('9 activities · 1 challenge completed');
    expect(within(rows[1]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.queryByText('Student4 Golfer')).toBeNull();

    const month = screen.getByRole('heading', { name: 'This Month' }).closest('section')!;
    expect(within(month).getByText('Messages received').nextSibling?.textContent).toBe('9');
    expect(screen.getByRole('heading', { name: 'No recent activity' })).toBeTruthy();
  });

  it('lists recent events with the student’s name', async () => {
    renderTab(async (url) =>
      json(
        analytics(periodOf(url), {
          recentActivity: [
            {
              id: 'e1',
              kind: 'drill_completed',
              studentId: 'x',
              studentName: 'Oliver Bennett',
              text: 'completed a challenge',
              at: '2026-03-09T10:05:00.000Z',
            },
          ],
        }),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(list.textContent).toContain('Oliver Bennett completed a challenge');
    expect(list.textContent).toContain('9 Mar 2026, 10:05');
  });

  it('gives the chart’s figures as a table', async () => {
    renderTab(async (url) => json(analytics(periodOf(url))));
    const table = await screen.findByRole('table', { name: 'Activity per day in the last 7 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]?.textContent).toContain('Thursday 1 January');
    expect(screen.getByText('3 activities in the last 7 days')).toBeTruthy();
  });

  it('says when there was nothing to chart and no one to rank', async () => {
    renderTab(async (url) =>
      json(
        analytics(periodOf(url), {
          series: analytics('week').series.map((b) => ({ ...b, exercises: 0, challenges: 0 })),
          topStudents: [],
        }),
      ),
    );
    expect(await screen.findByText('No activity in this period')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No students yet' })).toBeTruthy();
  });

  it('offers to try again when the figures do not arrive', async () => {
    let fail = true;
    renderTab(async (url) => (fail ? json({ message: 'boom' }, 500) : json(analytics(periodOf(url)))));
    expect(await screen.findByText('We could not load your analytics')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Active students')).toBeTruthy();
  });
});
