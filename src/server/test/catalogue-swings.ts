import { Readable } from 'node:stream';
import { drillAssignments, resumableUploads, swingVideos, voiceOvers } from '../db/schema/index';
import { json, type RouteCase, type World } from './catalogue-types';
import { VIDEO } from './multipart';

const DAY = 24 * 3_600_000;

/** A line over the swing from frame 0 to 30, as the drawing layer saves it. */
export const SAMPLE_LINE = {
  id: 'line-1',
  tool: 'line',
  points: [
    { x: 0.2, y: 0.3 },
    { x: 0.6, y: 0.7 },
  ],
  colour: '#facc15',
  width: 0.008,
  fromFrame: 0,
  toFrame: 30,
};

/** A stored copy of the small test video, as an upload or a swing keeps it. */
async function storedVideo(w: World, folder: string) {
  return w.t.app.storage.put(Readable.from([VIDEO]), { folder, extension: 'mp4' });
}

/** An upload A started, with no bytes yet (`complete`: all of them, joined). A new one each call. */
async function uploadOfA(w: World, complete = false): Promise<string> {
  const now = w.t.clock();
  const file = complete ? await storedVideo(w, 'swing-videos') : undefined;
  const [row] = await w.t.database.db
    .insert(resumableUploads)
    .values({
      studentId: w.a.id,
      purpose: 'swing',
      filename: 'swing.mp4',
      declaredSize: VIDEO.length,
      receivedBytes: file ? VIDEO.length : 0,
      ...(file && { mime: 'video/mp4', extension: 'mp4', completedKey: file.key }),
      createdAt: now,
      expiresAt: new Date(now.getTime() + DAY),
    })
    .returning({ id: resumableUploads.id });
  return row!.id;
}

/** A finished voice-over upload A's coach made for A. A new one each call. */
async function voiceOverUploadOfCoach(w: World): Promise<string> {
  const now = w.t.clock();
  const file = await storedVideo(w, 'voice-overs');
  const [row] = await w.t.database.db
    .insert(resumableUploads)
    .values({
      studentId: w.a.id,
      staffId: w.coachOfA.id,
      purpose: 'voiceover',
      filename: 'voice-over.mp4',
      declaredSize: VIDEO.length,
      receivedBytes: VIDEO.length,
      mime: 'video/mp4',
      extension: 'mp4',
      completedKey: file.key,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DAY),
    })
    .returning({ id: resumableUploads.id });
  return row!.id;
}

/** A drill A's coach assigned to A, completed. A new one each call. */
async function drillOfA(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .insert(drillAssignments)
    .values({ studentId: w.a.id, coachId: w.coachOfA.id, drillId: '1-1', status: 'completed' })
    .returning({ id: drillAssignments.id });
  return row!.id;
}

/** A voice-over A's coach sent on a swing of A's. A new one each call. */
async function voiceOverOfA(w: World): Promise<string> {
  const file = await storedVideo(w, 'voice-overs');
  const [row] = await w.t.database.db
    .insert(voiceOvers)
    .values({
      studentId: w.a.id,
      swingId: await swingOfA(w),
      staffId: w.coachOfA.id,
      fileKey: file.key,
      mime: 'video/mp4',
      size: file.size,
      filename: 'voice-over.mp4',
      createdAt: w.t.clock(),
    })
    .returning({ id: voiceOvers.id });
  return row!.id;
}

/** A swing A sent, waiting for review (`reviewed`: reviewed by A's coach). A new one each call. */
async function swingOfA(w: World, reviewed = false): Promise<string> {
  const file = await storedVideo(w, 'swing-videos');
  const [row] = await w.t.database.db
    .insert(swingVideos)
    .values({
      studentId: w.a.id,
      purpose: 'coach',
      forLabel: 'For my coach',
      fileKey: file.key,
      mime: 'video/mp4',
      size: file.size,
      filename: 'swing.mp4',
      createdAt: w.t.clock(),
      ...(reviewed && { reviewedAt: w.t.clock(), reviewedBy: w.coachOfA.id, reviewComment: 'Good turn.' }),
    })
    .returning({ id: swingVideos.id });
  return row!.id;
}

/**
 * Resumable uploads (continued and read only by whoever started them: here A) and swings (A's, their
 * guardian's, their coach's and admins'; the queue is staff's).
 */
export const SWINGS_ROUTES: Record<string, RouteCase> = {
  'POST /api/uploads': {
    guardianNamesA: true,
    request: () => ({
      url: '/api/uploads',
      ...json({ purpose: 'swing', filename: 'swing.mp4', size: 5000 }),
    }),
  },
  'PATCH /api/uploads/{id}': {
    request: async (w) => ({
      url: `/api/uploads/${await uploadOfA(w)}`,
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      payload: VIDEO,
    }),
  },
  'GET /api/uploads/{id}': { request: async (w) => ({ url: `/api/uploads/${await uploadOfA(w)}` }) },
  'GET /api/swings': { guardianNamesA: true, request: () => ({ url: '/api/swings' }) },
  'GET /api/swings/targets': { guardianNamesA: true, request: () => ({ url: '/api/swings/targets' }) },
  'POST /api/swings': {
    guardianNamesA: true,
    request: async (w) => ({
      url: '/api/swings',
      ...json({ uploadId: await uploadOfA(w, true), purpose: 'coach', note: 'Driver at the range' }),
    }),
  },
  'GET /api/swings/{id}/video': { request: async (w) => ({ url: `/api/swings/${await swingOfA(w)}/video` }) },
  'GET /api/staff/swings': { request: () => ({ url: '/api/staff/swings' }) },
  'POST /api/staff/swings/{id}/review': {
    request: async (w) => ({
      url: `/api/staff/swings/${await swingOfA(w)}/review`,
      ...json({ comment: 'Good turn; hold the finish.' }),
    }),
  },
  'PUT /api/staff/swings/{id}/moments': {
    request: async (w) => ({
      url: `/api/staff/swings/${await swingOfA(w)}/moments`,
      ...json({ address: 3, top: 21, impact: 30 }),
    }),
  },
  'GET /api/swings/{id}/annotations': {
    request: async (w) => ({ url: `/api/swings/${await swingOfA(w, true)}/annotations` }),
  },
  'GET /api/staff/swings/{id}/annotations': {
    request: async (w) => ({ url: `/api/staff/swings/${await swingOfA(w)}/annotations` }),
  },
  'PUT /api/staff/swings/{id}/annotations': {
    request: async (w) => ({
      url: `/api/staff/swings/${await swingOfA(w)}/annotations`,
      ...json({ baseVersion: 0, drawings: [SAMPLE_LINE] }),
    }),
  },
  'POST /api/staff/uploads': {
    request: (w) => ({
      url: '/api/staff/uploads',
      ...json({ purpose: 'voiceover', studentId: w.a.id, filename: 'voice-over.webm', size: 5000 }),
    }),
  },
  'POST /api/staff/swings/{id}/voice-overs': {
    request: async (w) => ({
      url: `/api/staff/swings/${await swingOfA(w)}/voice-overs`,
      ...json({ uploadId: await voiceOverUploadOfCoach(w) }),
    }),
  },
  'POST /api/staff/drill-assignments/{id}/voice-overs': {
    request: async (w) => ({
      url: `/api/staff/drill-assignments/${await drillOfA(w)}/voice-overs`,
      ...json({ uploadId: await voiceOverUploadOfCoach(w) }),
    }),
  },
  'POST /api/staff/module-assignments/{assignmentId}/exercises/{exerciseId}/voice-overs': {
    request: async (w) => ({
      url: `/api/staff/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}/voice-overs`,
      ...json({ uploadId: await voiceOverUploadOfCoach(w) }),
    }),
  },
  'POST /api/staff/messages/{id}/voice-overs': {
    request: async (w) => ({
      // The world's own message: a voice-over may go on an answered message too.
      url: `/api/staff/messages/${w.messageId}/voice-overs`,
      ...json({ uploadId: await voiceOverUploadOfCoach(w) }),
    }),
  },
  'GET /api/voice-overs/{id}/video': {
    request: async (w) => ({ url: `/api/voice-overs/${await voiceOverOfA(w)}/video` }),
  },
  'GET /api/staff/students/{id}/swings': {
    request: async (w) => {
      await swingOfA(w);
      return { url: `/api/staff/students/${w.a.id}/swings` };
    },
  },
};
