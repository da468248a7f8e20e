import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * The app for coaching-video tests: small upload chunks, a relaxed rate limit, the coach James Whitfield,
 * another coach (Robin) and an admin (Rachel).
 */
export async function coachingVideoWorld(chunkBytes: number) {
  const t = await createTestContext({ UPLOAD_CHUNK_BYTES: String(chunkBytes), RATE_LIMIT_FACTOR: '100' });
  return {
    t,
    coach: await staffCaller(t, { role: 'coach', firstName: 'James', lastName: 'Whitfield' }),
    otherCoach: await staffCaller(t, { role: 'coach', firstName: 'Robin' }),
    admin: await staffCaller(t, { role: 'admin', firstName: 'Rachel' }),
  };
}

/** A new adult student of `coach`, signed in. */
export async function adultStudentOf(t: TestContext, coach: Caller) {
  return signIn(
    t,
    'student',
    await createStudent(t.database.db, { coachId: coach.id, dateOfBirth: '1990-01-01' }),
  );
}
