import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeEvidence } from '../../db/schema/index';
import { type Caller, staffCaller, studentCaller } from '../../test/callers';
import { multipartBody } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { videoClips } from '../../test/video-clips';
import { unzip } from '../data-rights/data-rights.test-helpers';
import { studentDataRepository } from '../data-rights/student-data.repository';
import { videoRenditionsRepository } from './video-renditions.repository';

describe(`converted videos and a student's data (${testDbKind})`, () => {
  let t: TestContext;
  let clips: Awaited<ReturnType<typeof videoClips>>;
  let coach: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    clips = await videoClips();
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie' });
  });
  afterAll(async () => {
    await t.close();
    await clips.dispose();
  });

  /** A student with one Break Par video, converted. */
  async function studentWithConvertedVideo() {
    const student = await studentCaller(t, { coachId: coach.id });
    const bytes = await readFile(await clips.hevcMov(30, 1));
    const res = await student.call({
      method: 'POST',
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([['video', { bytes, name: 'swing.mov', type: 'video/quicktime' }]])),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().evidence.id as string;
    await t.app.videoConverter.drain();
    const [evidence] = await t.database.db
      .select()
      .from(challengeEvidence)
      .where(eq(challengeEvidence.id, id));
    const rendition = await videoRenditionsRepository(t.database.db).findByKey(evidence!.fileKey);
    expect(rendition?.status).toBe('ready');
    return { student, id, sourceKey: evidence!.fileKey, originalBytes: bytes.length, rendition: rendition! };
  }

  it('puts the converted files in the data export, standing for the original that went to the trash', async () => {
    const { student, sourceKey, rendition } = await studentWithConvertedVideo();
    const res = await student.call({ method: 'GET', url: `/api/students/${student.id}/data-export` });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await unzip(res.rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    const converted = data.files.filter((f: { convertedFrom?: string }) => f.convertedFrom === sourceKey);
    expect(converted.map((f: { variant: string }) => f.variant).sort()).toEqual([
      'full',
      'phone',
      'poster',
      'storyboard',
    ]);
    expect(data.missingFiles ?? []).not.toContain(sourceKey);
    const full = entries.get(`files/${rendition.fullKey}`);
    expect(full?.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(full?.length).toBe(await t.app.storage.size(rendition.fullKey!));
  });

  it('counts the converted files in the student’s storage instead of the trashed original', async () => {
    const { student, rendition, originalBytes } = await studentWithConvertedVideo();
    const res = await student.call({ method: 'GET', url: `/api/students/${student.id}/storage` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().usedBytes).toBe(rendition.bytes);
    expect(rendition.bytes).not.toBe(originalBytes);
    expect(rendition.bytes).toBeGreaterThan(0);
  });

  it('keeps the converted files while the video stands, and lets them go with it in the daily clean-up', async () => {
    const { sourceKey, id, rendition } = await studentWithConvertedVideo();
    const keys = [rendition.fullKey!, rendition.phoneKey!, rendition.posterKey!, rendition.storyboardKey!];
    const named = () => studentDataRepository(t.database.db).referencedFileKeys();
    const inUse = await named();
    for (const key of keys) expect(inUse.has(key), key).toBe(true);

    await t.database.db.delete(challengeEvidence).where(eq(challengeEvidence.id, id));
    const report = await t.app.services.cleanUp.run();
    expect(report.ran).toBe(true);
    expect(report.videoRenditions).toBeGreaterThanOrEqual(1);
    expect(await videoRenditionsRepository(t.database.db).findByKey(sourceKey)).toBeUndefined();
    // Named by nothing now: the stored-files step trashes them once a day old, with its usual safety checks.
    const after = await named();
    for (const key of keys) expect(after.has(key), key).toBe(false);
  });
});
