import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestContext, testDbKind } from '../../test/test-app';
import {
  addFreeVideo,
  type Caller,
  details,
  learningVideoFiles,
  MP4,
  multipart,
  openLearning,
  stringFields,
} from './learning.test-helpers';

// The real limit is 500 MB; a small one lets the test cross it without writing half a gigabyte.
vi.mock('../../storage/uploads', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../storage/uploads')>();
  return {
    ...original,
    UPLOAD_RULES: {
      ...original.UPLOAD_RULES,
      video: { ...original.UPLOAD_RULES.video, maxBytes: original.MiB },
    },
  };
});

// Uploaded video files, and the admin's edits to the library.
describe(`learning videos (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let free: Caller;
  let performance: Caller;
  let freeVideoId: string;
  let uploadedId: string;

  const filesOnDisk = () => learningVideoFiles(t);

  beforeAll(async () => {
    ({ t, admin, coach, free, performance } = await openLearning());
    freeVideoId = await addFreeVideo(admin);
  });
  afterAll(() => t.close());

  it('lets an admin upload a video file, streamed with Range to students whose tier allows it', async () => {
    const body = await multipart(
      stringFields(details({ title: 'Uploaded Lesson', requiredTier: 'performance' })),
      {
        name: 'lesson.mp4',
        bytes: MP4,
      },
    );
    const res = await admin.call({ method: 'POST', url: '/api/staff/learning/videos/upload', ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().video).toMatchObject({
      source: 'upload',
      youtubeId: null,
      file: { mime: 'video/mp4', size: MP4.length, filename: 'lesson.mp4' },
    });
    uploadedId = res.json().video.id;
    expect(await filesOnDisk()).toHaveLength(1);

    const listed = (await performance.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(listed.find((v: { id: string }) => v.id === uploadedId)).toMatchObject({
      streamUrl: `/api/learning/videos/${uploadedId}/stream`,
    });
    const stream = `/api/learning/videos/${uploadedId}/stream`;
    expect((await free.call({ method: 'GET', url: stream })).statusCode).toBe(403);
    const lockedList = (await free.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(lockedList.find((v: { id: string }) => v.id === uploadedId)).toMatchObject({ streamUrl: null });

    const partial = await performance.call({ method: 'GET', url: stream, headers: { range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${MP4.length}`);
    expect(partial.headers['content-type']).toBe('video/mp4');
    expect(partial.headers['x-content-type-options']).toBe('nosniff');
    expect(partial.rawPayload).toEqual(MP4.subarray(0, 10));
    const whole = await performance.call({ method: 'GET', url: stream });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(MP4.length);
    const outside = await performance.call({
      method: 'GET',
      url: stream,
      headers: { range: `bytes=${MP4.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    // A YouTube video has nothing to stream.
    expect(
      (await free.call({ method: 'GET', url: `/api/learning/videos/${freeVideoId}/stream` })).statusCode,
    ).toBe(404);
    const preview = await coach.call({
      method: 'GET',
      url: `/api/staff/learning/videos/${uploadedId}/stream`,
    });
    expect(preview.statusCode).toBe(200);
  });

  it('refuses a wrong type, an oversized file or bad details, leaving nothing on disk', async () => {
    const before = await filesOnDisk();
    const fields = stringFields(details());

    const wrongType = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart(fields, {
        name: 'lesson.mp4',
        bytes: Buffer.from('<html>not a video</html>'.repeat(400)),
      })),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({ video: 'File type not allowed' });

    const oversized = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart(fields, {
        name: 'big.mp4',
        bytes: Buffer.concat([MP4, Buffer.alloc(1024 * 1024)]),
      })),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().fields).toEqual({ video: 'File too large' });

    const { title: _title, ...untitled } = fields;
    const badDetails = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart({ ...untitled, rating: 'high' }, { name: 'lesson.mp4', bytes: MP4 })),
    });
    expect(badDetails.statusCode).toBe(400);
    expect(badDetails.json().fields).toMatchObject({
      title: 'Title is required',
      rating: expect.any(String),
    });

    const noFile = await admin.call({
      method: 'POST',
      url: '/api/staff/learning/videos/upload',
      ...(await multipart(fields)),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual({ video: 'A video file is required' });

    expect(await filesOnDisk()).toEqual(before);
  });

  it('lets an admin edit, retire, restore and reorder videos', async () => {
    const edited = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: { title: 'Free Basics, Revised', youtubeUrl: 'https://youtu.be/ddddddddddd' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().video).toMatchObject({ title: 'Free Basics, Revised', youtubeId: 'ddddddddddd' });
    const uploadLink = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${uploadedId}`,
      payload: { youtubeUrl: 'ddddddddddd' },
    });
    expect(uploadLink.statusCode).toBe(400);
    expect(uploadLink.json().fields).toHaveProperty('youtubeUrl');
    const empty = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);

    const retired = await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: { active: false },
    });
    expect(retired.json().video.active).toBe(false);
    const studentList = (await free.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(studentList.map((v: { id: string }) => v.id)).not.toContain(freeVideoId);
    expect((await free.call({ method: 'GET', url: `/api/learning/videos/${freeVideoId}` })).statusCode).toBe(
      404,
    );
    const adminIds = (await admin.call({ method: 'GET', url: '/api/staff/learning/videos' })).json().videos;
    expect(adminIds.find((v: { id: string }) => v.id === freeVideoId)).toMatchObject({ active: false });
    const coachIds = (await coach.call({ method: 'GET', url: '/api/staff/learning/videos' })).json().videos;
    expect(coachIds.map((v: { id: string }) => v.id)).not.toContain(freeVideoId);
    await admin.call({
      method: 'PATCH',
      url: `/api/staff/learning/videos/${freeVideoId}`,
      payload: { active: true },
    });

    const ids = adminIds.map((v: { id: string }) => v.id).reverse();
    const reordered = await admin.call({
      method: 'PUT',
      url: '/api/staff/learning/videos/order',
      payload: { ids },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().videos.map((v: { id: string }) => v.id)).toEqual(ids);
    const seen = (await performance.call({ method: 'GET', url: '/api/learning/videos' })).json().videos;
    expect(seen.map((v: { id: string }) => v.id)).toEqual(ids);

    const partial = await admin.call({
      method: 'PUT',
      url: '/api/staff/learning/videos/order',
      payload: { ids: ids.slice(1) },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toHaveProperty('ids');
  });
});
