import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentProfile } from '@/core/contracts/student-profile';
import { createQueryClient } from '@/web/lib/query-client';
import { ProfileEditor } from './profile-editor';

const PROFILE: StudentProfile = {
  id: '6f1c2d7e-1111-4222-8333-944455556666',
  first_name: 'Pia',
  last_name: 'Profile',
  username: 'pia_profile',
  membership_tier: 'free',
  date_of_birth: null,
  age: null,
  email: 'pia@example.com',
  email_confirmed: true,
  pending_email: null,
  phone: null,
  address_line_1: null,
  address_line_2: null,
  city: null,
  state: null,
  postal_code: null,
  skill_level: null,
  handicap: 20,
  dominant_hand: null,
  assigned_coach_id: null,
  previous_golf_experience: null,
  goals: null,
  photo_video_consent: false,
  marketing_consent: false,
  notes: null,
};

type Answer = { status: number; body: unknown } | 'offline';

/** GET /api/coaches answers no coaches; each PUT takes the next answer. */
function stubServer(...answers: Answer[]) {
  const puts: unknown[] = [];
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method !== 'PUT') return Response.json([]);
    puts.push(JSON.parse(String(init.body)));
    const next = answers.shift()!;
    if (next === 'offline') throw new TypeError('Failed to fetch');
    return Response.json(next.body, { status: next.status });
  });
  vi.stubGlobal('fetch', fetch);
  return puts;
}

function renderEditor(profile: StudentProfile = PROFILE) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfileEditor profile={profile} reload={async () => profile} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
}

const openSection = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('My Profile form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the edited fields as the contract reads them, then shows the saved profile read-only', async () => {
    const puts = stubServer({ status: 200, body: { ...PROFILE, first_name: 'Pippa', handicap: 18.4 } });
    renderEditor();
    type('First Name', ' Pippa ');
    openSection('Golf Info');
    type('Handicap', '18.4');
    save();

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ first_name: 'Pippa', handicap: 18.4, photo_video_consent: false });
    expect(puts[0]).not.toHaveProperty('membership_tier');
    expect(puts[0]).not.toHaveProperty('age');
    expect(puts[0]).not.toHaveProperty('medical_conditions');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect((screen.getByLabelText('Handicap') as HTMLInputElement).value).toBe('18.4');
  });

  it('refuses what the contract refuses before sending, opening the section of the first refused field', async () => {
    const puts = stubServer();
    renderEditor();
    type('Phone', 'call me maybe');
    openSection('Golf Info');
    type('Handicap', '60');
    save();

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Failed to save profile. Please try again.',
    );
    expect(await screen.findByText('Enter a valid phone number for phone')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    openSection('Golf Info');
    expect(await screen.findByText('Handicap must be at most 54')).toBeTruthy();
    expect((screen.getByLabelText('Handicap') as HTMLInputElement).value).toBe('60');
    expect(puts).toHaveLength(0);
  });

  it('puts the server’s field messages under their fields, and says so when the connection is lost', async () => {
    stubServer(
      {
        status: 400,
        body: {
          message: 'Please check these fields: date_of_birth',
          fields: { date_of_birth: 'Date of birth cannot be in the future' },
        },
      },
      'offline',
    );
    renderEditor();
    save();
    expect(await screen.findByText('Failed to save profile. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeTruthy();

    save();
    expect(await screen.findByText('Error saving profile. Please check your connection.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Date of birth cannot be in the future')).toBeNull());
  });

  it('shows a junior their date of birth and their guardian, but not as theirs to change', async () => {
    // jsdom has no ResizeObserver; the Emergency section's consent boxes (Radix) measure themselves.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const fourteen = `${new Date().getFullYear() - 14}-01-01`;
    const puts = stubServer({ status: 200, body: PROFILE });
    renderEditor({
      ...PROFILE,
      date_of_birth: fourteen,
      age: 14,
      date_of_birth_editable: false,
      guardian_editable: false,
      consents_editable: false,
      parent_guardian_1_name: 'Gail Guardian',
      parent_guardian_1_relationship: 'Mother',
      parent_guardian_1_email: 'gail@example.com',
      parent_guardian_1_phone: null,
      parent_guardian_1_work_phone: null,
    });

    expect((screen.getByLabelText('First Name') as HTMLInputElement).disabled).toBe(false);
    const dateOfBirth = screen.getByLabelText('Date of Birth') as HTMLInputElement;
    // In British words, not the device's date-box order.
    expect(dateOfBirth.value).toBe(`1 Jan ${new Date().getFullYear() - 14}`);
    expect(dateOfBirth.disabled).toBe(true);
    openSection('Emergency');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Gail Guardian');
    for (const label of ['Name', 'Relationship', 'Email', 'Phone', 'Work Phone']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.getByLabelText('Emergency Contact Name')).toHaveProperty('disabled', false);
    // The two consent answers are the guardian's to give, and say where.
    for (const label of ['Photo and video consent', 'Marketing emails']) {
      expect(screen.getByRole('checkbox', { name: label })).toHaveProperty('disabled', true);
    }
    expect(screen.getAllByText('Your parent or guardian gives this in the Family area.')).toHaveLength(2);

    // What is shown goes back unchanged, so the server has nothing to refuse.
    save();
    await screen.findByText('Profile updated successfully!');
    expect(puts[0]).toMatchObject({ date_of_birth: fourteen, parent_guardian_1_email: 'gail@example.com' });
  });
});
