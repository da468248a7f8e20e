import { expect, type Page } from '@playwright/test';
import { DEMO_COACH } from './accounts';
import { confirmEmail, FRESH_PASSWORD } from './fresh-student';

/** A new adult student coached by the demo coach, signed in in this browser. */
export async function studentOfDemoCoach(page: Page, baseURL: string | undefined, lastName: string) {
  const origin = new URL(baseURL!).origin;
  const coaches: { id: string; first_name: string }[] = await (await page.request.get('/api/coaches')).json();
  const coach = coaches.find((c) => c.first_name === DEMO_COACH.firstName)!;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const since = Date.now();
  const res = await page.request.post('/api/portal/register', {
    headers: { origin },
    data: {
      firstName: 'Sasha',
      lastName,
      email: `sasha.${id}@example.com`,
      username: `sasha_${id}`,
      password: FRESH_PASSWORD,
      confirmPassword: FRESH_PASSWORD,
      dateOfBirth: '1990-04-12',
      coachId: coach.id,
    },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  await confirmEmail(page.request, baseURL, user.email, since);
  return { id: user.id as string, email: user.email as string, coachId: coach.id };
}
