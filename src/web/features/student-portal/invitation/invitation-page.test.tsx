import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARDIAN, json, mockServer, renderAt } from '../family/family-test-server';
import { InvitationPage } from './invitation-page';

const TOKEN = 'a'.repeat(43);
const preview = (kind: string) => ({
  kind,
  childFirstName: 'Maya',
  email: 'tom@example.com',
  invitedBy: 'Hannah Reid',
});

afterEach(() => vi.unstubAllGlobals());

describe('the family invitation page', () => {
  it('says plainly when an invitation has expired or been used', async () => {
    mockServer({
      'POST /api/family/invitations/preview': () =>
        json({ message: 'This invitation has expired or has already been used.' }, 400),
    });
    renderAt(`/portal/invitation?token=${TOKEN}`, <InvitationPage />);
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This invitation has expired or has already been used.',
    );
  });

  it('offers a signed-out guardian the family sign-up with the invited address and the token, or signing in', async () => {
    const calls = mockServer({
      'POST /api/family/invitations/preview': () => preview('second_guardian'),
      'POST /api/portal/validate': () => json({ message: 'Not signed in' }, 401),
    });
    renderAt(`/portal/invitation?token=${TOKEN}`, <InvitationPage />);
    expect(await screen.findByRole('heading', { name: "Join Maya's family" })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('tom@example.com');
    fireEvent.change(screen.getByLabelText(/^First Name/), { target: { value: 'Tom' } });
    fireEvent.change(screen.getByLabelText(/^Last Name/), { target: { value: 'Reid' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long enough passphrase' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), {
      target: { value: 'a long enough passphrase' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or over and a parent or legal guardian' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create family account' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/family/register')).toBe(true));
    expect(calls.find((c) => c.url === '/api/family/register')?.body).toMatchObject({
      invitationToken: TOKEN,
    });

    fireEvent.click(screen.getByRole('button', { name: /Sign in instead/ }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('lets a signed-in guardian accept with one button', async () => {
    const calls = mockServer({
      'POST /api/family/invitations/preview': () => preview('guardian_of_junior'),
      'POST /api/portal/validate': () => ({ guardian: GUARDIAN }),
      'POST /api/family/invitations/accept': () => ({ message: 'You are now Maya’s parent or guardian.' }),
    });
    renderAt(`/portal/invitation?token=${TOKEN}`, <InvitationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You are now Maya’s parent or guardian.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/family/invitations/accept')?.body).toEqual({ token: TOKEN });
  });

  it('has a junior choose their own username and password', async () => {
    const calls = mockServer({
      'POST /api/family/invitations/preview': () => preview('junior_login'),
      'POST /api/family/invitations/login': () =>
        json(
          {
            message: 'That username is taken. Please choose another.',
            fields: { username: 'That username is taken. Please choose another.' },
          },
          409,
        ),
    });
    renderAt(`/portal/invitation?token=${TOKEN}`, <InvitationPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'maya_r' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long enough passphrase' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), {
      target: { value: 'a long enough passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set up my login' }));
    expect(await screen.findByText('That username is taken. Please choose another.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/family/invitations/login')?.body).toMatchObject({
      token: TOKEN,
      username: 'maya_r',
    });
  });

  it('has a young adult taking over give an address of their own', async () => {
    const calls = mockServer({
      'POST /api/family/invitations/preview': () => preview('adult_takeover'),
      'POST /api/family/invitations/login': () => json({ message: 'Server unavailable' }, 503),
    });
    renderAt(`/portal/invitation?token=${TOKEN}`, <InvitationPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'maya_r' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long enough passphrase' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), {
      target: { value: 'a long enough passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set up my login' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/family/invitations/login')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Your e-mail address/), {
      target: { value: 'maya@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set up my login' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/family/invitations/login')?.body).toMatchObject({
        token: TOKEN,
        email: 'maya@example.com',
        username: 'maya_r',
      }),
    );
  });
});
