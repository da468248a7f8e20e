import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentUser } from '@/core/contracts/auth';
import type { StudentCoachingResponse, StudentModule } from '@/core/contracts/coaching';
import { createQueryClient } from '@/web/lib/query-client';
import { DashboardTab } from '../tabs/dashboard-tab';
import { openModuleId, roundVerification, starsText } from './coaching-view-model';

const STUDENT_ID = '6f1c2d7e-2222-4333-8444-955566667777';
const user = { id: STUDENT_ID, firstName: 'Oliver' } as StudentUser;
const JAMES = { firstName: 'James', lastName: 'Whitfield' };

const module = (lessonId: number, patch: Partial<StudentModule> = {}): StudentModule => ({
  id: `module-${lessonId}`,
  lessonId,
  title: `Lesson title ${lessonId}`,
  status: 'in_progress',
  assignedAt: '2026-11-01T10:00:00.000Z',
  completedAt: null,
  coach: JAMES,
  progress: { completed: 1, total: 2, percentage: 50 },
  exercises: [
    {
      id: `${lessonId}-1`,
      title: 'Hip-Hinge Posture Builder',
      description: 'Hinge from the hips.',
      completed: true,
      completedAt: '2026-11-10T10:00:00.000Z',
      coachNotes: 'Good hip hinge: chest over the ball.',
      video: null,
    },
    {
      id: `${lessonId}-2`,
      title: 'Feet-Together Balance Swings',
      description: 'Swing with your feet together.',
      completed: false,
      completedAt: null,
      coachNotes: null,
      video: {
        url: `/api/module-assignments/module-${lessonId}/exercises/${lessonId}-2/video`,
        uploadedAt: null,
      },
    },
  ],
  ...patch,
});

const COACHING: StudentCoachingResponse = {
  modules: [module(3, { status: 'assigned' }), module(2)],
  drillReviews: [
    {
      id: 'review-1',
      drillId: '1-1',
      drillTitle: 'Five-Ball Contact Check',
      rating: 4,
      comment: 'Great rhythm.',
      reviewedAt: '2026-11-05T10:00:00.000Z',
      coach: JAMES,
    },
  ],
  rounds: [
    {
      id: 'round-1',
      level: 1,
      levelName: 'Starter Stars',
      totalScore: 15,
      targetScore: 17,
      passed: true,
      playedAt: '2026-12-04T10:00:00.000Z',
      verified: true,
      verifiedAt: '2026-12-05T10:00:00.000Z',
      verifiedBy: JAMES,
    },
    {
      id: 'round-2',
      level: 1,
      levelName: 'Starter Stars',
      totalScore: 20,
      targetScore: 17,
      passed: false,
      playedAt: '2026-12-06T10:00:00.000Z',
      verified: false,
      verifiedAt: null,
      verifiedBy: null,
    },
  ],
  videosWithheld: false,
};

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(search: string) {
  window.scrollTo = vi.fn();
  const router = createMemoryRouter([{ path: '/student-portal', element: <DashboardTab user={user} /> }], {
    initialEntries: [`/student-portal${search}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the coaching view’s rules', () => {
  it('opens the lesson the address names, else the one under way, else the first', () => {
    const modules = [module(3, { status: 'assigned' }), module(2), module(1, { status: 'completed' })];
    expect(openModuleId(modules, '1')).toBe('module-1');
    expect(openModuleId(modules, null)).toBe('module-2');
    expect(openModuleId(modules, '9')).toBe('module-2');
    expect(openModuleId([module(3, { status: 'assigned' })], null)).toBe('module-3');
    expect(openModuleId([], '3')).toBeUndefined();
  });

  it('reads ratings and verification as words, claiming only what the server said', () => {
    expect(starsText(4)).toBe('4 out of 5 stars');
    expect(starsText(1)).toBe('1 out of 5 star');
    expect(roundVerification(COACHING.rounds[0]!)).toEqual({
      verified: true,
      text: 'Verified by James Whitfield on Saturday 5 December 2026',
    });
    expect(roundVerification({ ...COACHING.rounds[0]!, verifiedBy: null })).toMatchObject({
      text: 'Verified by your coach on Saturday 5 December 2026',
    });
    expect(roundVerification(COACHING.rounds[1]!)).toEqual({
      verified: false,
      text: 'Not verified yet',
    });
  });
});

describe('My Coaching', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the named module with its notes and a phone-friendly video, reviews and rounds', async () => {
    const fetch = answer(COACHING);
    renderAt('?coaching=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Coaching' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0 as never])).toContain(`/api/students/${STUDENT_ID}/coaching`);

    const open = await screen.findByRole('list', { name: 'Exercises of lesson 2' });
    expect(screen.queryByRole('list', { name: 'Exercises of lesson 3' })).toBeNull();
    const first = within(open).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Done')).toBeTruthy();
    expect(within(first).getByText('Good hip hinge: chest over the ball.')).toBeTruthy();
    expect(within(first).getByText('Done on Tuesday 10 November 2026')).toBeTruthy();
    const second = within(open).getAllByRole('listitem')[1]!;
    expect(within(second).getByText('To do')).toBeTruthy();
    const video = within(second).getByLabelText("Coach's video: Feet-Together Balance Swings");
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/api/module-assignments/module-2/exercises/2-2/video');
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(true);

    const reviews = screen.getByRole('list', { name: 'Drill reviews' });
    expect(within(reviews).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(reviews).getByText('Great rhythm.')).toBeTruthy();
    expect(within(reviews).getByText('Reviewed by James Whitfield on Thursday 5 November 2026')).toBeTruthy();

    const rounds = within(screen.getByRole('list', { name: 'Break Par rounds' })).getAllByRole('listitem');
    expect(
      within(rounds[0]!).getByText('Verified by James Whitfield on Saturday 5 December 2026'),
    ).toBeTruthy();
    expect(within(rounds[1]!).getByText('Not verified yet')).toBeTruthy();
    expect(screen.queryByText(/not shown/)).toBeNull();

    // Another module opens in place of the first.
    fireEvent.click(screen.getByRole('button', { name: /Lesson 3/ }));
    expect(await screen.findByRole('list', { name: 'Exercises of lesson 3' })).toBeTruthy();
  });

  it('says when videos are not shown for want of consent', async () => {
    const withheld = {
      ...COACHING,
      modules: [module(2, { exercises: module(2).exercises.map((e) => ({ ...e, video: null })) })],
      videosWithheld: true,
    };
    answer(withheld);
    renderAt('?coaching=modules');
    expect(await screen.findByText("Some of your coach's videos are not shown")).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows friendly empty states for a new student', async () => {
    answer({ modules: [], drillReviews: [], rounds: [], videosWithheld: false });
    renderAt('?coaching=modules');
    expect(await screen.findByRole('heading', { name: 'No modules yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No drill reviews yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No rounds yet' })).toBeTruthy();
  });

  it('says the coaching did not load, offers to try again, and goes back to the dashboard', async () => {
    const fetch = answer({ message: 'Server error' }, 500);
    const router = renderAt('?coaching=modules');
    expect(await screen.findByText('We could not load your coaching')).toBeTruthy();
    const calls = fetch.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));

    answer({ message: 'Server error' }, 500);
    fireEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens from a dashboard with no programme yet, for the drill reviews and rounds', async () => {
    const dashboard = {
      firstName: 'Oliver',
      handicap: null,
      membershipTier: 'free',
      coach: null,
      medals: { gold: 0, silver: 0, bronze: 0, total: 0, byType: { break_par: 0, putting: 0, chipping: 0 } },
      programme: null,
      recentActivity: [],
    };
    const bodies: Record<string, unknown> = {
      '/dashboard': dashboard,
      '/coaching': { ...COACHING, modules: [] },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const found = Object.entries(bodies).find(([end]) => String(input).endsWith(end));
        return new Response(JSON.stringify(found ? found[1] : { message: 'Not found' }), {
          status: found ? 200 : 404,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const router = renderAt('');
    fireEvent.click(await screen.findByRole('button', { name: 'Drill reviews and rounds' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?coaching=modules'));
    expect(await screen.findByRole('heading', { name: 'No modules yet' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  });
});
