import { expect, type Page } from '@playwright/test';

export const FRESH_PASSWORD = 'a long enough passphrase';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Registers a new student as the register form would and leaves this browser signed in as them, so a
 * journey that changes challenge records starts from nothing and touches no one else's.
 */
export async function freshStudent(
  page: Page,
  baseURL: string | undefined,
  name: { firstName: string; lastName: string } = { firstName: 'Sam', lastName: 'Fresh' },
): Promise<{ id: string; email: string }> {
  const id = unique();
  const origin = new URL(baseURL!).origin;
  const coaches = await (await page.request.get('/api/coaches')).json();
  const res = await page.request.post('/api/portal/register', {
    headers: { origin },
    data: {
      ...name,
      email: `${name.firstName.toLowerCase()}.${id}@example.com`,
      username: `${name.firstName.toLowerCase()}_${id}`,
      password: FRESH_PASSWORD,
      confirmPassword: FRESH_PASSWORD,
      coachId: coaches[0].id,
    },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  return { id: user.id, email: user.email };
}
