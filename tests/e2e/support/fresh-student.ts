import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { confirmationLinkIn, waitForMail } from './mailbox';

export const FRESH_PASSWORD = 'a long enough passphrase';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Confirms a newly registered address as its owner would: reads the link from the mail it was sent and
 * presses the confirm button's request. Registration sends the mail, so call this after it.
 */
export async function confirmEmail(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  since: number,
): Promise<void> {
  const link = new URL(confirmationLinkIn(await waitForMail(email, since)));
  const res = await request.post('/api/portal/confirm-email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { token: link.searchParams.get('token') },
  });
  expect(res.status()).toBe(200);
}

/**
 * Registers a new student as the register form would and leaves this browser signed in as them, so a
 * journey that changes challenge records starts from nothing and touches no one else's. Their address is
 * confirmed from the e-mailed link unless `confirmed` is false, so they may send messages and upload.
 */
export async function freshStudent(
  page: Page,
  baseURL: string | undefined,
  name: { firstName: string; lastName: string } = { firstName: 'Sam', lastName: 'Fresh' },
  options: { confirmed?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const id = unique();
  const origin = new URL(baseURL!).origin;
  const since = Date.now();
  const coaches = await (await page.request.get('/api/coaches')).json();
  const res = await page.request.post('/api/portal/register', {
    headers: { origin },
    data: {
      ...name,
      email: `${name.firstName.toLowerCase()}.${id}@example.com`,
      username: `${name.firstName.toLowerCase()}_${id}`,
      password: FRESH_PASSWORD,
      confirmPassword: FRESH_PASSWORD,
      dateOfBirth: '1990-04-12',
      coachId: coaches[0].id,
    },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  if (options.confirmed ?? true) await confirmEmail(page.request, baseURL, user.email, since);
  return { id: user.id, email: user.email };
}
