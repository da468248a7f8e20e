import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Db } from '../../db/client';
import {
  badges,
  badgeTotals,
  breakParAttempts,
  challengeEvidence,
  chippingResults,
  coachMessages,
  downloadItems,
  downloadPurchases,
  drillAssignments,
  exerciseProgress,
  ladderCompletions,
  learningVideos,
  moduleAssignments,
  passwordResetTokens,
  privateDetailsAccessLog,
  videoProgress,
} from '../../db/schema/index';
import type { FileStorage } from '../../storage/file-storage';

/** Every entry of a zip, by path, read whole (the zips in tests are small). */
export async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.readEntry();
  });
  return entries;
}

async function storeFile(storage: FileStorage, folder: string, extension: string, body: string) {
  return (await storage.put(Readable.from([Buffer.from(body)]), { folder, extension })).key;
}

/**
 * Gives a student a row in every table that can hold one, with an uploaded file wherever rows name files.
 * Answers the storage keys, so a test can look for them afterwards.
 */
export async function giveStudentEverything(
  db: Db,
  storage: FileStorage,
  studentId: string,
  staffId: string | null,
): Promise<string[]> {
  const files = {
    messageVideo: await storeFile(storage, 'message-videos', 'mp4', `video of ${studentId}`),
    messageImage: await storeFile(storage, 'message-images', 'jpg', `photo of ${studentId}`),
    coachVideo: await storeFile(storage, 'message-videos', 'mp4', `coach reply to ${studentId}`),
    exerciseVideo: await storeFile(storage, 'exercise-videos', 'mp4', `exercise of ${studentId}`),
    evidence: await storeFile(storage, 'break-par-evidence', 'jpg', `evidence of ${studentId}`),
  };
  const [video] = await db
    .insert(learningVideos)
    .values({
      title: 'Grip basics',
      description: 'How to hold the club',
      category: 'fundamentals',
      difficulty: 'beginner',
      durationMinutes: 5,
      instructor: 'Casey',
      publishedDate: '2026-01-01',
    })
    .returning();
  const [item] = await db
    .insert(downloadItems)
    .values({
      title: 'Practice plan',
      description: 'A week of practice',
      type: 'pdf',
      category: 'plans',
      author: 'Casey',
      publishDate: '2026-01-01',
    })
    .returning();
  await db.insert(videoProgress).values({ studentId, videoId: video!.id, progress: 40 });
  await db.insert(downloadPurchases).values({ studentId, itemId: item!.id });
  await db.insert(passwordResetTokens).values({
    tokenHash: `reset-hash-${studentId}`,
    accountType: 'student',
    studentId,
    expiresAt: new Date('2030-01-01T00:00:00Z'),
  });
  await db.insert(privateDetailsAccessLog).values({
    staffId,
    studentId,
    route: 'GET /api/students/:id',
    accessedAt: new Date('2026-01-01T09:00:00Z'),
  });
  await db.insert(coachMessages).values({
    studentId,
    coachId: staffId,
    subject: 'My swing',
    message: 'Is my backswing too long?',
    videoKey: files.messageVideo,
    videoMime: 'video/mp4',
    imageKey: files.messageImage,
    imageMime: 'image/jpeg',
    coachResponse: 'A little: try three-quarters.',
    coachVideoKey: files.coachVideo,
    coachVideoMime: 'video/mp4',
  });
  await db.insert(drillAssignments).values({ studentId, drillId: 'gate-drill', coachId: staffId });
  const [assignment] = await db
    .insert(moduleAssignments)
    .values({ studentId, lessonId: 1, coachId: staffId })
    .returning();
  await db.insert(exerciseProgress).values({
    assignmentId: assignment!.id,
    exerciseId: 'ex-1',
    completed: true,
    coachNotes: 'Good tempo',
    videoKey: files.exerciseVideo,
    videoMime: 'video/mp4',
  });
  const [attempt] = await db
    .insert(breakParAttempts)
    .values({ studentId, level: 1, totalScore: 30, targetScore: 36, par: 27, passed: true, holes: [] })
    .returning();
  await db.insert(challengeEvidence).values({
    studentId,
    attemptId: attempt!.id,
    hole: 1,
    kind: 'photo',
    fileKey: files.evidence,
    mime: 'image/jpeg',
    size: 10,
    filename: 'hole-1.jpg',
  });
  await db.insert(ladderCompletions).values({ studentId, ladderId: 'ladder-1', restarts: 0, tier: 'gold' });
  await db.insert(chippingResults).values({
    studentId,
    testId: 'test-1',
    shots: [1, 2, 3],
    totalScore: 6,
    handicapLevel: 'beginner',
  });
  await db.insert(badges).values({
    studentId,
    challengeType: 'putting',
    challengeId: 'ladder-1',
    badgeName: 'Ladder 1',
    badgeColour: '#d4af37',
    badgeEmoji: '🏆',
    tier: 'gold',
  });
  await db.insert(badgeTotals).values({ studentId, gold: 1, total: 1 });
  return Object.values(files);
}
