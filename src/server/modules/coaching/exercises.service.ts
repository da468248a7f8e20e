import { curriculumLesson } from '@/core/content/coaching/curriculum';
import type { UpdateExerciseResponse } from '@/core/contracts/coaching';
import { moduleAfterExerciseChange } from '@/core/rules/module-assignments';
import { notFound } from '../../errors';
import type { StoredUpload } from '../../storage/uploads';
import { consentChecks } from '../consents/consent-checks';
import { enqueueConversion } from '../video-conversion/enqueue-conversion';
import type { CoachingContext, CoachingDeps } from './coaching.context';
import { presentExercise, presentModule } from './coaching.presenter';
import { coachingRepository } from './coaching.repository';

/** Ticking an assigned module's exercises, with the coach's notes and coaching videos. */
export function exercisesService(deps: CoachingDeps, ctx: CoachingContext) {
  const { repo, actorFor, moduleFor, studentFor } = ctx;
  const consents = consentChecks(deps.db, deps.clock);

  /** A coaching video of a junior needs consent (409 naming it); an adult's is theirs to allow. */
  async function requireVideoConsent(actor: Awaited<ReturnType<typeof actorFor>>, studentId: string) {
    await consents.require(await studentFor(actor, studentId), 'coaching_video');
  }

  return {
    /** Before a coaching video's bytes are read: the module is theirs to work on, and the student consents. */
    async admitVideo(staffId: string, assignmentId: string): Promise<void> {
      const actor = await actorFor(staffId);
      const found = await moduleFor(actor, assignmentId);
      await requireVideoConsent(actor, found.assignment.studentId);
    },

    /**
     * Ticks or unticks an exercise and keeps the coach's notes (and a new video, if one came). The module
     * moves with it under a row lock, so two ticks at once agree on whether it completed.
     */
    async updateExercise(
      staffId: string,
      assignmentId: string,
      exerciseId: string,
      change: { completed: boolean; coachNotes?: string | null },
      video?: StoredUpload,
    ): Promise<UpdateExerciseResponse> {
      const actor = await actorFor(staffId);
      const found = await moduleFor(actor, assignmentId);
      const lesson = curriculumLesson(found.assignment.lessonId);
      if (!lesson?.exercises.some((e) => e.id === exerciseId)) {
        throw notFound(`Exercise ${exerciseId} is not part of lesson ${found.assignment.lessonId}`);
      }
      // Read again at the act, whatever was checked before the upload.
      if (video) await requireVideoConsent(actor, found.assignment.studentId);
      const now = deps.clock();
      const { progressRow, moduleCompleted, replacedKey } = await deps.db.transaction(async (tx) => {
        const txRepo = coachingRepository(tx);
        const module = await txRepo.lockModule(assignmentId);
        if (!module || module.status === 'unassigned') throw notFound('Module assignment not found');
        const before = await txRepo.exercise(assignmentId, exerciseId);
        const progressRow = await txRepo.upsertExercise({
          assignmentId,
          exerciseId,
          completed: change.completed,
          completedAt: change.completed ? (before?.completed ? before.completedAt : now) : null,
          // Notes left out of the request are kept as they are.
          coachNotes:
            change.coachNotes === undefined
              ? (before?.coachNotes ?? null)
              : change.coachNotes?.trim() || null,
          ...(video
            ? {
                videoKey: video.key,
                videoMime: video.mime,
                videoSize: video.size,
                videoFilename: video.filename,
                videoUploadedAt: now,
              }
            : {}),
          updatedAt: now,
        });
        if (video) await enqueueConversion(tx, video.key, now);
        const done = await txRepo.countDone(assignmentId);
        const next = moduleAfterExerciseChange(module, done, lesson.exercises.length, now);
        await txRepo.updateModule(assignmentId, {
          status: next.status,
          startedAt: next.startedAt,
          completedAt: next.completedAt,
        });
        return {
          progressRow,
          moduleCompleted: next.moduleCompleted,
          replacedKey: video && before?.videoKey ? before.videoKey : null,
        };
      });
      if (replacedKey) await deps.storage.remove(replacedKey);
      const updated = await repo.moduleById(assignmentId);
      return {
        success: true,
        progress: presentExercise(assignmentId, exerciseId, progressRow),
        assignment: presentModule(updated!),
        moduleCompleted,
      };
    },
  };
}
