import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { MembershipTier } from '@/core/rules/membership-tiers';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

// An MP4 'ftyp' box is enough for the byte sniffer; the rest is padding.
export const MP4 = Buffer.concat([
  Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'),
  Buffer.alloc(4096, 7),
]);

export interface Caller {
  id: string;
  call(options: InjectOptions): ReturnType<TestContext['request']>;
}

async function signIn(t: TestContext, url: string, email: string, id: string): Promise<Caller> {
  const res = await t.request({ method: 'POST', url, payload: { email, password: FACTORY_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const authorization = `Bearer ${res.json().token}`;
  return { id, call: (o) => t.request({ ...o, headers: { authorization, ...(o.headers ?? {}) } }) };
}

export const details = (overrides: Record<string, unknown> = {}) => ({
  title: 'Driver Distance',
  description: 'Speed training for longer drives.',
  category: 'performance',
  difficulty: 'advanced',
  durationMinutes: 14,
  requiredTier: 'free',
  instructor: 'James Whitfield',
  lessons: 3,
  rating: 4.8,
  publishedDate: '2026-09-01',
  ...overrides,
});

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; field?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field ?? 'video', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export const stringFields = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

/** The uploaded learning videos on disk (none before the first upload). */
export async function learningVideoFiles(t: TestContext) {
  try {
    return await readdir(path.join(t.dataDir, 'uploads', 'learning-videos'));
  } catch {
    return [];
  }
}

/** A fresh database with an admin and a coach, two free-tier students and a performance one, each signed in. */
export async function openLearning() {
  const t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  async function student(tier: MembershipTier) {
    const row = await createStudent(t.database.db, { membershipTier: tier });
    return signIn(t, '/api/portal/login', row.email, row.id);
  }
  const adminRow = await createStaff(t.database.db, { role: 'admin' });
  const coachRow = await createStaff(t.database.db, { role: 'coach' });
  return {
    t,
    admin: await signIn(t, '/api/staff-portal/login', adminRow.email, adminRow.id),
    coach: await signIn(t, '/api/staff-portal/login', coachRow.email, coachRow.id),
    free: await student('free'),
    freeFriend: await student('free'),
    performance: await student('performance'),
  };
}

/** Adds the free-tier YouTube video the staff tests edit; answers its id. */
export async function addFreeVideo(admin: Caller): Promise<string> {
  const res = await admin.call({
    method: 'POST',
    url: '/api/staff/learning/videos',
    payload: { ...details({ title: 'Free Basics' }), youtubeUrl: 'https://youtu.be/aaaaaaaaaaa' },
  });
  if (res.statusCode !== 201) throw new Error(`adding a video failed: ${res.statusCode} ${res.body}`);
  return res.json().video.id;
}
