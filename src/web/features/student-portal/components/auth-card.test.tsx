import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, renderAt } from '../family/family-test-server';
import { AuthCard } from './auth-card';
import { londonToday } from './london-today';

const COACH = {
  id: '0b7a2f3e-2222-4333-8444-955566667777',
  first_name: 'James',
  last_name: 'Whitfield',
  profile_image_url: null,
  role: 'Head Coach',
  bio: null,
  other_certifications: [],
  phone: null,
  mobile_phone: null,
  specializations: [],
};
const UNDER_13 =
  'Children under 13 are registered by a parent or guardian: choose "I\'m a parent or guardian".';

/** A date of birth that makes someone `years` old today. */
function bornYearsAgo(years: number): string {
  const [y, m, d] = londonToday().split('-').map(Number) as [number, number, number];
  return `${y - years}-${String(m).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function openRegister() {
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Register' }));
  fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
}

function fillStudent(dateOfBirth: string) {
  type(/^First Name/, 'Maya');
  type(/^Last Name/, 'Reid');
  type(/^Date of birth/, dateOfBirth);
  type(/^Username/, 'maya_r');
  type(/^Email/, 'maya@example.com');
  type(/^Password/, 'a long enough passphrase');
  type(/^Confirm Password/, 'a long enough passphrase');
}

afterEach(() => vi.unstubAllGlobals());

describe('the register card', () => {
  it('asks a 13–17-year-old for a guardian’s e-mail and sends it', async () => {
    const calls = mockServer({
      'GET /api/coaches': () => [COACH],
      'POST /api/portal/register': () => json({ message: 'Stop here' }, 500),
    });
    renderAt('/student-portal', <AuthCard />);
    openRegister();
    await waitFor(() => expect((screen.getByLabelText(/^Coach/) as HTMLSelectElement).value).toBe(COACH.id));
    expect(screen.queryByLabelText(/Parent or guardian's e-mail/)).toBeNull();
    fillStudent(bornYearsAgo(15));
    expect(screen.getByText(/messaging a coach waits until they accept/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type(/Parent or guardian's e-mail/, 'hannah@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      dateOfBirth: bornYearsAgo(15),
      guardianEmail: 'hannah@example.com',
    });
  });

  it('shows the server’s refusal of an under-13 under the date, and offers the family sign-up', async () => {
    const calls = mockServer({
      'GET /api/coaches': () => [COACH],
      'POST /api/portal/register': () =>
        json({ message: 'Please check these fields: dateOfBirth', fields: { dateOfBirth: UNDER_13 } }, 400),
    });
    renderAt('/student-portal', <AuthCard />);
    openRegister();
    await waitFor(() => expect((screen.getByLabelText(/^Coach/) as HTMLSelectElement).value).toBe(COACH.id));
    fillStudent(bornYearsAgo(9));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(UNDER_13)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('guardianEmail');

    fireEvent.click(screen.getByRole('button', { name: 'I’m a parent or guardian' }));
    expect(screen.getByRole('radio', { name: 'I’m a parent or guardian' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Create family account' })).toBeTruthy();
  });

  it('takes the date of birth day first, shows it as dd/mm/yyyy and sends it as yyyy-mm-dd', async () => {
    const calls = mockServer({
      'GET /api/coaches': () => [COACH],
      'POST /api/portal/register': () => json({ message: 'Stop here' }, 500),
    });
    renderAt('/student-portal', <AuthCard />);
    openRegister();
    await waitFor(() => expect((screen.getByLabelText(/^Coach/) as HTMLSelectElement).value).toBe(COACH.id));
    fillStudent('');
    const [year, month, day] = bornYearsAgo(20).split('-') as [string, string, string];
    const dateOfBirth = screen.getByLabelText(/^Date of birth/) as HTMLInputElement;
    // A text box, not the browser's date box, whose order would follow the device's language.
    expect(dateOfBirth.type).toBe('text');
    expect(dateOfBirth.placeholder).toBe('dd/mm/yyyy');
    expect(dateOfBirth.autocomplete).toBe('bday');
    // Typed the British way without the leading zero, it reads back in full once left.
    type(/^Date of birth/, `${Number(day)}/${month}/${year}`);
    fireEvent.blur(dateOfBirth);
    expect(dateOfBirth.value).toBe(`${day}/${month}/${year}`);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      dateOfBirth: `${year}-${month}-${day}`,
    });
  });

  it('keeps half a date of birth out of the form: it is required until it is a real day', async () => {
    const calls = mockServer({
      'GET /api/coaches': () => [COACH],
      'POST /api/portal/register': () => json({ message: 'Stop here' }, 500),
    });
    renderAt('/student-portal', <AuthCard />);
    openRegister();
    await waitFor(() => expect((screen.getByLabelText(/^Coach/) as HTMLSelectElement).value).toBe(COACH.id));
    fillStudent('31/02/2000');
    const dateOfBirth = screen.getByLabelText(/^Date of birth/) as HTMLInputElement;
    expect(dateOfBirth.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Date of birth is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('registers a parent or guardian only once they declare they are 18 or over', async () => {
    const calls = mockServer({
      'GET /api/coaches': () => [COACH],
      'POST /api/family/register': () => json({ message: 'Stop here' }, 500),
    });
    renderAt('/student-portal', <AuthCard />);
    openRegister();
    fireEvent.click(screen.getByRole('radio', { name: 'I’m a parent or guardian' }));
    type(/^First Name/, 'Hannah');
    type(/^Last Name/, 'Reid');
    type(/^Email/, 'hannah@example.com');
    type(/^Password/, 'a long enough passphrase');
    type(/^Confirm Password/, 'a long enough passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Create family account' }));
    expect(await screen.findByText('Please confirm you are 18 or over')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or over and a parent or legal guardian' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create family account' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/family/register')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      email: 'hannah@example.com',
      over18: true,
      phone: null,
    });
    expect(await screen.findByText('Stop here')).toBeTruthy();
  });
});
