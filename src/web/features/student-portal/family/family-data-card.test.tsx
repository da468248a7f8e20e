import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FamilyDataCard } from './family-data-card';
import { child, json, MAYA_ID, mockServer, OLIVER_ID, renderAt } from './family-test-server';

// Oliver has a second guardian (he may be kept); Maya has only this one.
const OLIVER = child({ mayBeKept: true });
const MAYA = child({ id: MAYA_ID, firstName: 'Maya', mayBeKept: false });
const ASKED = 'We have e-mailed you a link to confirm. Nothing is deleted until you open it.';

describe('Family: your data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the family’s and each child’s download to the server', () => {
    mockServer({});
    renderAt('/', <FamilyDataCard family={[OLIVER, MAYA]} />);
    expect(screen.getByRole('link', { name: "Download your family's data" }).getAttribute('href')).toBe(
      '/api/family/data-export',
    );
    expect(screen.getByRole('link', { name: "Download Maya's data" }).getAttribute('href')).toBe(
      `/api/students/${MAYA_ID}/data-export`,
    );
  });

  it('asks to delete a child’s account and says the link was e-mailed, nothing deleted yet', async () => {
    const message =
      "We have e-mailed you a link to confirm the deletion of Oliver's account. Nothing is deleted until you open it.";
    const calls = mockServer({ [`POST /api/students/${OLIVER_ID}/deletion`]: () => json({ message }, 202) });
    renderAt('/', <FamilyDataCard family={[OLIVER, MAYA]} />);
    fireEvent.click(screen.getByRole('button', { name: "Delete Oliver's account" }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Oliver's account?" });
    expect(within(dialog).getByText(/nothing is deleted until you open it/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail me the link' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: `/api/students/${OLIVER_ID}/deletion`, body: {} }]);
  });

  it('offers keep only for a child with a second guardian, and sends each child’s choice', async () => {
    const calls = mockServer({ 'POST /api/family/deletion': () => json({ message: ASKED }, 202) });
    renderAt('/', <FamilyDataCard family={[OLIVER, MAYA]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete your family account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your family account?' });
    const oliver = within(dialog).getByRole('group', { name: 'Oliver' });
    const maya = within(dialog).getByRole('group', { name: 'Maya' });
    expect(within(oliver).getAllByRole('radio')).toHaveLength(2);
    expect(within(maya).queryAllByRole('radio')).toHaveLength(0);
    expect(within(maya).getByText(/their account will be deleted too/)).toBeTruthy();

    fireEvent.click(within(oliver).getByRole('radio', { name: "Delete Oliver's account too" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail me the link' }));
    expect(await within(dialog).findByText(ASKED)).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/family/deletion',
        body: {
          children: [
            { id: OLIVER_ID, action: 'delete' },
            { id: MAYA_ID, action: 'delete' },
          ],
        },
      },
    ]);
  });

  it('shows the server’s refusal under the child it names', async () => {
    const refusal = "Oliver has no other parent or guardian to stay with: choose to delete Oliver's account";
    mockServer({
      'POST /api/family/deletion': () =>
        json({ message: refusal, fields: { 'children.0.action': refusal } }, 400),
    });
    renderAt('/', <FamilyDataCard family={[OLIVER]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete your family account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'E-mail me the link' }));
    await waitFor(() =>
      expect(within(within(dialog).getByRole('group', { name: 'Oliver' })).getByText(refusal)).toBeTruthy(),
    );
    expect(within(dialog).queryByText(ASKED)).toBeNull();
  });
});
