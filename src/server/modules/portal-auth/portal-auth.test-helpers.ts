import { createStaff } from '../../db/seed/factories';
import { createTestContext } from '../../test/test-app';

export const COOKIE = '__Host-student_session';

/** A fresh database with one coach to register with; generous limits (the rate-limit tests make their own). */
export async function openPortal() {
  const t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  return { t, coachId: (await createStaff(t.database.db)).id };
}

/** A valid registration with a new e-mail and username each time; `coachId` is read when it is called. */
export const registrationWith =
  (coachId: () => string) =>
  (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Ava',
    lastName: 'Lewis',
    email: `ava.${Math.random().toString(36).slice(2, 8)}@example.com`,
    username: `ava_${Math.random().toString(36).slice(2, 8)}`,
    password: 'a long enough passphrase',
    confirmPassword: 'a long enough passphrase',
    dateOfBirth: '1990-04-12',
    coachId: coachId(),
    ...overrides,
  });
