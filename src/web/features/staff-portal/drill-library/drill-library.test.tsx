import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { catalogueDrill, drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import type { CoachStudent } from '@/core/contracts/coaching';
import { notify } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import { DrillLibrary } from './drill-library';

const COACH = '00000000-0000-4000-8000-000000000001';
const student = (id: string, first: string, last: string): CoachStudent => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  membership_type: 'performance',
  handicap: null,
  progress: 0,
  modules_assigned: 1,
  achievements: 0,
  last_activity: null,
  created_at: '2026-01-10T10:00:00.000Z',
});
const OLIVER = student('00000000-0000-4000-8000-00000000000a', 'Oliver', 'Bennett');
const DAVID = student('00000000-0000-4000-8000-00000000000b', 'David', 'Morgan');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The signed-in coach, their students, and an answer to the assignment chosen by each test. */
function mockServer(assign: () => Promise<Response>) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/staff-portal/validate') {
        return json({
          user: {
            id: COACH,
            firstName: 'James',
            lastName: 'Whitfield',
            email: 'james@example.com',
            role: 'coach',
            avatar: null,
            specializations: [],
            certifications: [],
          },
        });
      }
      if (url === `/api/coaches/${COACH}/students`) return json([OLIVER, DAVID]);
      if (url === '/api/drill-assignments' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return assign();
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return posted;
}

function renderLibrary() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DrillLibrary />
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Drills' })).getAllByRole('article');

async function openAssign(drillId: string) {
  const title = catalogueDrill(drillId)!.title;
  fireEvent.change(screen.getByLabelText('Search drills'), { target: { value: title } });
  const card = screen.getByRole('article', { name: title });
  fireEvent.click(within(card).getByRole('button', { name: 'Assign' }));
  return screen.findByRole('dialog');
}

describe('drill library', () => {
  let success: MockInstance<typeof notify.success>;
  beforeEach(() => {
    success = vi.spyOn(notify, 'success').mockReturnValue('');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    success.mockRestore();
  });

  it('lists the catalogue, filters by category, level and search, and says when nothing matches', () => {
    mockServer(async () => json({}));
    renderLibrary();
    expect(cards()).toHaveLength(drillCatalogue.length);

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'putting' } });
    expect(cards().length).toBeLessThan(drillCatalogue.length);
    for (const card of cards()) expect(card.textContent).toContain('Putting');

    fireEvent.change(screen.getByLabelText('Search drills'), { target: { value: 'ladder' } });
    expect(cards()).toHaveLength(1);
    const card = cards()[0]!;
    const drill = catalogueDrill('10-3')!;
    expect(card.textContent).toContain(drill.title);
    expect(card.textContent).toContain(drill.objective);
    expect(card.textContent).toContain(`${drill.duration} min`);
    expect(card.textContent).toContain('Intermediate');
    expect(card.textContent).toContain(`Target: ${drill.benchmarks.target}`);

    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'advanced' } });
    expect(screen.queryByRole('list', { name: 'Drills' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No drills found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(drillCatalogue.length);
    // The whole catalogue is drawn three times: slow on a loaded machine.
  }, 20_000);

  it('keeps Confirm disabled until a student is chosen, then sends the drill, students, coach and date', async () => {
    const posted = mockServer(async () => json({ success: true, assignments: [] }, 201));
    renderLibrary();
    const dialog = await openAssign('10-3');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);

    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Oliver Bennett/ }));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.change(within(dialog).getByLabelText('Due date (optional)'), {
      target: { value: '2099-05-20' },
    });
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { drillId: '10-3', studentIds: [OLIVER.id], coachId: COACH, dueDate: '2099-05-20' },
    ]);
    expect(success).toHaveBeenCalledWith(
      `${catalogueDrill('10-3')!.title} assigned to Oliver Bennett, due 20 May 2099`,
    );

    // Success forgot the students and the date: the next drill starts from nothing.
    const again = await openAssign('1-3');
    expect(
      within(again)
        .getAllByRole('checkbox')
        .every((c) => c.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    expect((within(again).getByLabelText('Due date (optional)') as HTMLInputElement).value).toBe('');
  });

  it('sends an empty due date as null, and Cancel forgets the chosen students', async () => {
    const posted = mockServer(async () => json({ success: true, assignments: [] }, 201));
    renderLibrary();
    let dialog = await openAssign('1-3');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /David Morgan/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    dialog = await openAssign('1-3');
    const david = await within(dialog).findByRole('checkbox', { name: /David Morgan/ });
    expect(david.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(david);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Oliver Bennett/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ drillId: '1-3', dueDate: null });
    await waitFor(() => expect(success).toHaveBeenCalledWith(expect.stringContaining('2 students')));
  });

  it('says so when the request never reached the server, and keeps the choice', async () => {
    mockServer(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderLibrary();
    const dialog = await openAssign('1-3');
    const oliver = await within(dialog).findByRole('checkbox', { name: /Oliver Bennett/ });
    fireEvent.click(oliver);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Error assigning drill. Please try again.',
    );
    expect(oliver.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the server’s reason when it refuses', async () => {
    mockServer(async () => json({ message: 'You can only assign drills to your own students' }, 403));
    renderLibrary();
    const dialog = await openAssign('1-3');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Oliver Bennett/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'You can only assign drills to your own students',
    );
  });
});
