import { expect } from 'vitest';
import { coachMessages, drillAssignments, moduleAssignments } from '../../db/schema/index';
import type { Caller } from '../../test/callers';
import type { TestContext } from '../../test/test-app';
import { sendChunk, videoBytes } from '../resumable-uploads/resumable-uploads.test-helpers';

/** A staff member's finished voice-over upload for the student, sent in chunks as the browser does: its id. */
export async function recordedVoiceOver(who: Caller, studentId: string, chunk: number, bytes = 2 * chunk) {
  const started = await who.call({
    method: 'POST',
    url: '/api/staff/uploads',
    payload: { purpose: 'voiceover', studentId, filename: 'voice-over.mp4', size: bytes },
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().id as string;
  const file = videoBytes(bytes);
  for (let offset = 0; offset < bytes; offset += chunk) {
    const res = await sendChunk(who, id, offset, file.subarray(offset, offset + chunk));
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}

/** A drill assignment, a module assignment (lesson 1) and a message of the student's: their ids. */
export async function targetsOf(t: TestContext, studentId: string, coachId: string) {
  const db = t.database.db;
  const [drill] = await db
    .insert(drillAssignments)
    .values({ studentId, coachId, drillId: '1-1', status: 'completed', completedAt: t.clock() })
    .returning();
  const [module] = await db.insert(moduleAssignments).values({ studentId, coachId, lessonId: 1 }).returning();
  const [message] = await db
    .insert(coachMessages)
    .values({ studentId, coachId, subject: 'Driver slice', message: 'My drives keep curving right.' })
    .returning();
  return { drillId: drill!.id, moduleId: module!.id, messageId: message!.id };
}
