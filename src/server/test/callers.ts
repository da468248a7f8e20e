import type { InjectOptions } from 'fastify';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../db/seed/factories';
import type { TestContext } from './test-app';

/** Someone signed in: their account id, and requests sent with their bearer token. */
export interface Caller {
  id: string;
  email: string;
  call(options: InjectOptions): ReturnType<TestContext['request']>;
}

const LOGIN = { student: '/api/portal/login', staff: '/api/staff-portal/login' } as const;

/** Signs an account in through the real login route and returns a caller for it. */
export async function signIn(
  t: TestContext,
  kind: keyof typeof LOGIN,
  account: { id: string; email: string },
  password = FACTORY_PASSWORD,
): Promise<Caller> {
  const res = await t.request({
    method: 'POST',
    url: LOGIN[kind],
    payload: { email: account.email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const authorization = `Bearer ${res.json().token}`;
  return {
    id: account.id,
    email: account.email,
    call: (options) => t.request({ ...options, headers: { authorization, ...(options.headers ?? {}) } }),
  };
}

/** A new member of staff, signed in. */
export async function staffCaller(t: TestContext, overrides: Parameters<typeof createStaff>[1] = {}) {
  return signIn(t, 'staff', await createStaff(t.database.db, { lastName: 'Tester', ...overrides }));
}

/** A new student, signed in. */
export async function studentCaller(t: TestContext, overrides: Parameters<typeof createStudent>[1] = {}) {
  return signIn(t, 'student', await createStudent(t.database.db, overrides));
}
