import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { AdminDownloadItem, DownloadItem } from '@/core/contracts/downloads';
import type { students } from '../../db/schema/index';
import { metronomeWav, textPdf } from '../../db/seed/demo-downloads';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

export const PDF = textPdf('Practice plan', ['Ten balls to each flag.']);
export const WAV = metronomeWav(1, 60);

export interface Caller {
  id: string;
  call(options: InjectOptions): ReturnType<TestContext['request']>;
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
  fileFirst = false,
) {
  const form = new FormData();
  const addFile = () => file && form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  if (fileFirst) addFile();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (!fileFirst) addFile();
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

export const itemFields = (overrides: Record<string, string> = {}) => ({
  type: 'pdf',
  title: 'Practice plan',
  description: 'A week of range sessions',
  category: 'Practice plans',
  requiredTier: 'free',
  pricePence: '0',
  author: 'James Whitfield',
  pages: '1',
  ...overrides,
});

export async function upload(
  caller: Caller,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
  fileFirst = false,
) {
  return caller.call({
    method: 'POST',
    url: '/api/staff/downloads',
    ...(await multipart(fields, file, fileFirst)),
  });
}

export async function listOf(caller: Caller): Promise<DownloadItem[]> {
  const res = await caller.call({ method: 'GET', url: '/api/downloads' });
  expect(res.statusCode).toBe(200);
  return res.json().downloads;
}

export const fileOf = (caller: Caller, id: string, query = '') =>
  caller.call({ method: 'GET', url: `/api/downloads/${id}/file${query}` });

export type Items = Record<'free' | 'paid' | 'elite' | 'audio', AdminDownloadItem>;

/**
 * A fresh database with an admin, a coach, two free-tier students and an elite one, each signed in, and
 * four items the admin uploaded: a free PDF, a paid one, an elite-only one and an audio file. `env` adds
 * settings (payments online, for one).
 */
export async function openDownloads(env: Record<string, string> = {}) {
  const t = await createTestContext({ RATE_LIMIT_FACTOR: '100', ...env });
  async function signIn(url: string, email: string) {
    const res = await t.request({ method: 'POST', url, payload: { email, password: FACTORY_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const authorization = `Bearer ${res.json().token}`;
    return (options: InjectOptions) =>
      t.request({ ...options, headers: { authorization, ...(options.headers ?? {}) } });
  }
  async function student(tier: (typeof students.$inferInsert)['membershipTier']): Promise<Caller> {
    const row = await createStudent(t.database.db, { membershipTier: tier });
    return { id: row.id, call: await signIn('/api/portal/login', row.email) };
  }
  async function staffMember(role: 'admin' | 'coach'): Promise<Caller> {
    const row = await createStaff(t.database.db, { role });
    return { id: row.id, call: await signIn('/api/staff-portal/login', row.email) };
  }
  const admin = await staffMember('admin');
  const coach = await staffMember('coach');
  const freeStudent = await student('free');
  const otherFreeStudent = await student('free');
  const eliteStudent = await student('elite');
  const made = {
    free: await upload(admin, itemFields({ title: 'Free plan' }), { bytes: PDF, name: 'free plan.pdf' }),
    paid: await upload(
      admin,
      itemFields({ title: 'Paid card', pricePence: '499', originalPricePence: '799' }),
      { bytes: PDF, name: 'card.pdf' },
    ),
    elite: await upload(admin, itemFields({ title: 'Elite workbook', requiredTier: 'elite' }), {
      bytes: PDF,
      name: 'workbook.pdf',
    }),
    audio: await upload(
      admin,
      itemFields({ type: 'audio', title: 'Metronome', pages: '', durationMinutes: '1' }),
      { bytes: WAV, name: 'tempo.wav' },
    ),
  };
  const items = {} as Items;
  for (const [key, res] of Object.entries(made)) {
    expect(res.statusCode, res.body).toBe(201);
    items[key as keyof Items] = res.json().download;
  }
  return { t, admin, coach, freeStudent, otherFreeStudent, eliteStudent, items };
}
