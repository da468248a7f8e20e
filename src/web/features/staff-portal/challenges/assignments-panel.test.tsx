import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { StaffDrillAssignment } from '@/core/contracts/drill-assignments';
import { createQueryClient } from '@/web/lib/query-client';
import { AssignmentsPanel } from './assignments-panel';
import { DAVID, json, OLIVER, STAFF_ID, staffAssignment } from './test-fixtures';

const counts = { assigned: 1, in_progress: 0, completed: 1, reviewed: 0, overdue: 1 };
const title = catalogueDrill('1-1')!.title;

type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

function renderPanel(answer: Answer) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => answer(new URL(input, 'http://x'), init));
  vi.stubGlobal('fetch', fetch);
  const onOpenLibrary = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AssignmentsPanel staffId={STAFF_ID} onOpenLibrary={onOpenLibrary} />
    </QueryClientProvider>,
  );
  return { fetch, onOpenLibrary };
}

/** The coach's list: one completed drill assignment of Oliver's and one overdue of David's. */
function list(assignments: StaffDrillAssignment[] = defaultList()) {
  return json({ success: true, assignments, counts });
}
const defaultList = () => [
  staffAssignment(),
  staffAssignment({
    id: '00000000-0000-4000-8000-0000000000c2',
    drill_id: '3-1',
    status: 'assigned',
    student: DAVID,
    overdue: true,
    student_score: null,
    student_notes: null,
    completed_at: null,
  }),
];

const students = () => json([]);

describe('the coach’s drill assignments', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s counts, each card’s status, dates, result and the Overdue badge', async () => {
    renderPanel((url) => (url.pathname.endsWith('/students') ? students() : list()));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const chips = within(screen.getByRole('list', { name: 'Challenge counts' }));
    expect(chips.getByRole('button', { name: /1\s*Awaiting review/ })).toBeTruthy();
    expect(chips.getByRole('button', { name: /1\s*Overdue/ })).toBeTruthy();

    const oliver = screen.getByRole('article', { name: `${title}, Oliver Bennett` });
    expect(within(oliver).getByText('Completed')).toBeTruthy();
    expect(within(oliver).getByText('7/10')).toBeTruthy();
    expect(within(oliver).getByText('Steady after the first three.')).toBeTruthy();
    expect(within(oliver).getByText('20 Mar 2026')).toBeTruthy();
    expect(within(oliver).queryByText('Overdue')).toBeNull();
    expect(within(oliver).getByRole('button', { name: 'Review' })).toBeTruthy();

    const david = screen.getByRole('article', { name: `${catalogueDrill('3-1')!.title}, David Morgan` });
    expect(within(david).getByText('Overdue')).toBeTruthy();
    expect(within(david).queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('filters by status and student through the server, and Overdue by the server’s flag', async () => {
    const { fetch } = renderPanel((url) =>
      url.pathname.endsWith('/students') ? json([OLIVER, DAVID]) : list(),
    );
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('status=completed'));

    fireEvent.change(screen.getByLabelText('Student'), { target: { value: DAVID.id } });
    await waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)?.[0])).toContain(`status=completed&studentId=${DAVID.id}`),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.click(screen.getByRole('button', { name: /Overdue/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Overdue/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('article').getAttribute('aria-label')).toContain('David Morgan');
  });

  it('reviews a completed drill assignment with a star rating and comments', async () => {
    let reviewed = false;
    const { fetch } = renderPanel((url, init) => {
      if (init?.method === 'PUT') {
        reviewed = true;
        return json({ ...staffAssignment(), status: 'reviewed', coach_rating: 4, coach_comments: 'Lovely' });
      }
      if (url.pathname.endsWith('/students')) return students();
      return reviewed
        ? list([
            staffAssignment({
              status: 'reviewed',
              coach_rating: 4,
              coach_comments: 'Lovely tempo.',
              reviewed_at: '2026-03-05T10:00:00.000Z',
            }),
          ])
        : list();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Challenge' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save Review/ }));
    // The form checks asynchronously (react-hook-form), so the message appears a moment after the click.
    expect(await within(dialog).findByText('Choose a rating from 1 to 5')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    const group = within(dialog).getByRole('group', { name: 'Rating' });
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect((within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: ' Lovely tempo. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save Review/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/drill-assignments/00000000-0000-4000-8000-0000000000c1/review');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ rating: 4, comments: 'Lovely tempo.' });
    const card = await screen.findByRole('article');
    await within(card).findByText('Reviewed');
    expect(within(card).getByText('Lovely tempo.')).toBeTruthy();
    expect(card.textContent).toContain('4/5 stars');
    expect(within(card).getByRole('button', { name: 'Edit review' })).toBeTruthy();
  });

  it('says why a review was not saved, and keeps what was typed', async () => {
    renderPanel((url, init) => {
      if (init?.method === 'PUT') return json({ message: 'Only a completed challenge can be reviewed' }, 409);
      return url.pathname.endsWith('/students') ? students() : list();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Challenge' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: 'Keep going' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save Review/ }));
    expect(await within(dialog).findByText('Only a completed challenge can be reviewed')).toBeTruthy();
    expect((within(dialog).getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('Keep going');
  });

  it('asks before removing a drill assignment, saying it cannot be undone', async () => {
    let removed = false;
    const { fetch } = renderPanel((url, init) => {
      if (init?.method === 'DELETE') {
        removed = true;
        return json({ success: true });
      }
      if (url.pathname.endsWith('/students')) return students();
      return removed ? list([defaultList()[1]!]) : list();
    });
    const oliver = await screen.findByRole('article', { name: `${title}, Oliver Bennett` });
    fireEvent.click(within(oliver).getByRole('button', { name: /Remove/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Challenge' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: /Remove Challenge/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const del = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(del[0])).toBe('/api/drill-assignments/00000000-0000-4000-8000-0000000000c1');
  });

  it('says No Challenges Assigned and points to the Drill Library when there are none', async () => {
    const { onOpenLibrary } = renderPanel((url) =>
      url.pathname.endsWith('/students')
        ? students()
        : json({
            success: true,
            assignments: [],
            counts: { assigned: 0, in_progress: 0, completed: 0, reviewed: 0, overdue: 0 },
          }),
    );
    expect(await screen.findByRole('heading', { name: 'No Challenges Assigned' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the Drill Library' }));
    expect(onOpenLibrary).toHaveBeenCalled();
  });

  it('shows a skeleton while loading and offers to try again when the list fails', async () => {
    let fail = true;
    renderPanel((url) => {
      if (url.pathname.endsWith('/students')) return students();
      return fail ? json({ message: 'down' }, 500) : list();
    });
    expect(screen.getByText('Loading challenges…')).toBeTruthy();
    expect(await screen.findByText('We could not load your students’ challenges')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
