import { expect } from 'vitest';
import { type Caller, staffCaller } from '../../test/callers';
import { multipartBody } from '../../test/multipart';
import { createTestContext } from '../../test/test-app';

export const GOLD_ROUND = [2, 3, 2, 3, 3, 2]; // 15: two under level 1's target of 17
export const SILVER_ROUND = [3, 3, 3, 3, 3, 1]; // 16
export const BRONZE_ROUND = [3, 3, 3, 3, 3, 2]; // 17
export const FAILED_ROUND = [4, 4, 4, 4, 4, 4]; // 24

/** A fresh database with two coaches and an admin signed in: the staff every challenge suite checks against. */
export async function openChallenges() {
  const t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  const staffCallerAs = (role: 'admin' | 'coach', firstName: string) => staffCaller(t, { role, firstName });
  return {
    t,
    coach: await staffCallerAs('coach', 'Jamie'),
    otherCoach: await staffCallerAs('coach', 'Robin'),
    admin: await staffCallerAs('admin', 'Alex'),
  };
}

/** Saves a Break Par round as the student would. */
export const play = (who: Caller, level: number, scores: number[], extra: Record<string, unknown> = {}) =>
  who.call({
    method: 'POST',
    url: '/api/break-par-challenge/attempts',
    payload: { studentId: who.id, level, scores, notes: null, ...extra },
  });

export const progressOf = async (who: Caller, id = who.id) => {
  const res = await who.call({ method: 'GET', url: `/api/break-par-challenge/progress/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().progress;
};

export const badgesOf = async (who: Caller, query = '') => {
  const res = await who.call({ method: 'GET', url: `/api/badges/${who.id}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().badges as { challenge_id: string; tier: string; challenge_type: string }[];
};

/** Uploads one Break Par evidence file under the given form field. */
export const upload = async (
  who: Caller,
  field: string,
  file: { bytes: Buffer; name: string; type: string },
) =>
  who.call({
    method: 'POST',
    url: '/api/break-par-challenge/evidence',
    ...(await multipartBody([[field, file]])),
  });
