import { breakParLevel } from '@/core/content/coaching/break-par-levels';
import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { StudentCoachingResponse, StudentExercise } from '@/core/contracts/coaching';
import type { VoiceOver } from '@/core/contracts/voice-overs';
import { notFound } from '../../errors';
import type { SignedInIdentity } from '../access/access-policy';
import { consentChecks } from '../consents/consent-checks';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import {
  type RenditionRow,
  videoRenditionsRepository,
} from '../video-conversion/video-renditions.repository';
import { voiceOverLists } from '../voice-overs/voice-overs.presenter';
import type { CoachingContext, CoachingDeps } from './coaching.context';
import { exerciseVideoUrl, presentModule } from './coaching.presenter';
import type { ExerciseProgressRow } from './coaching.repository';
import { studentCoachingRepository } from './student-coaching.repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const nameOf = (first: string | null, last: string | null) =>
  first !== null && last !== null ? { firstName: first, lastName: last } : null;

/**
 * The student's own coaching: the modules their coach assigned with each exercise's status, notes and
 * video, their drill reviews and their Break Par rounds with the coach's verification. Read-only; who may
 * read it is the access policy's answer for seeing the student (themself, their guardian, their coach,
 * admins).
 */
export function studentCoachingService(deps: CoachingDeps, ctx: CoachingContext) {
  const { repo, access, moduleFor, videosAllowed } = ctx;
  const records = studentCoachingRepository(deps.db);
  const consents = consentChecks(deps.db, deps.clock);

  /** Every exercise of the lesson, in its order; one never touched reads as not done, with nothing recorded. */
  function presentExercises(
    assignmentId: string,
    lessonId: number,
    rows: ExerciseProgressRow[],
    videoShown: boolean,
    renditions: Map<string, RenditionRow>,
    voiceOvers: (assignmentId: string, exerciseId: string) => VoiceOver[],
  ): StudentExercise[] {
    const lesson = curriculumLesson(lessonId);
    return (lesson?.exercises ?? []).map((exercise) => {
      const row = rows.find((r) => r.assignmentId === assignmentId && r.exerciseId === exercise.id);
      return {
        id: exercise.id,
        title: exercise.title,
        description: exercise.description,
        completed: row?.completed ?? false,
        completedAt: iso(row?.completedAt),
        coachNotes: row?.coachNotes ?? null,
        video:
          videoShown && row?.videoKey
            ? {
                url: exerciseVideoUrl(assignmentId, exercise.id),
                uploadedAt: iso(row.videoUploadedAt),
                playback: videoPlayback(
                  exerciseVideoUrl(assignmentId, exercise.id),
                  renditions.get(row.videoKey),
                ),
              }
            : null,
        // Shown as the coach's exercise video is: not without a junior's consent.
        voiceOvers: videoShown ? voiceOvers(assignmentId, exercise.id) : [],
      };
    });
  }

  return {
    async studentCoaching(identity: SignedInIdentity, studentId: string): Promise<StudentCoachingResponse> {
      const actor = await access.actorFor(identity);
      const student = await access.visibleStudent(actor, studentId);
      const [modules, reviews, rounds, videosShown] = await Promise.all([
        repo.modulesOf(student.id),
        records.reviewedDrills(student.id),
        records.rounds(student.id),
        videosAllowed(student),
      ]);
      const progress = await records.exercisesOf(modules.map((m) => m.assignment.id));
      const [renditions, voiceOvers] = await Promise.all([
        videoRenditionsRepository(deps.db).findByKeys(
          progress.flatMap((r) => (r.videoKey ? [r.videoKey] : [])),
        ),
        voiceOverLists(
          deps.db,
          'exercise',
          modules.map((m) => m.assignment.id),
        ),
      ]);
      return {
        modules: modules.map((found) => {
          const module = presentModule(found);
          return {
            id: module.id,
            lessonId: module.module_id,
            title: module.title,
            // Archived modules never reach here: modulesOf leaves them out.
            status: module.status === 'unassigned' ? 'assigned' : module.status,
            assignedAt: module.assigned_at,
            completedAt: module.completed_at,
            coach: module.coach
              ? { firstName: module.coach.first_name, lastName: module.coach.last_name }
              : null,
            progress: module.progress,
            exercises: presentExercises(
              module.id,
              module.module_id,
              progress,
              videosShown,
              renditions,
              voiceOvers,
            ),
          };
        }),
        drillReviews: reviews.map((r) => ({
          id: r.id,
          drillId: r.drillId,
          drillTitle: catalogueDrill(r.drillId)?.title ?? 'Drill',
          rating: r.rating,
          comment: r.comment,
          reviewedAt: r.reviewedAt!.toISOString(),
          coach: nameOf(r.coachFirstName, r.coachLastName),
        })),
        rounds: rounds.map((r) => ({
          id: r.id,
          level: r.level,
          levelName: breakParLevel(r.level)?.name ?? `Level ${r.level}`,
          totalScore: r.totalScore,
          targetScore: r.targetScore,
          passed: r.passed,
          playedAt: r.completedAt.toISOString(),
          verified: r.verified,
          verifiedAt: r.verified ? iso(r.verifiedAt) : null,
          verifiedBy: r.verified ? nameOf(r.verifierFirstName, r.verifierLastName) : null,
        })),
        videosWithheld: !videosShown && progress.some((p) => p.videoKey !== null),
      };
    },

    /**
     * The stored coaching video of an exercise, for whoever may see the student: the student, their
     * guardian, their coach and admins. A junior's video is not served while consent for coaching videos
     * does not hold (409 naming it), whoever asks: a withdrawal takes effect on the next request.
     */
    async exerciseVideo(identity: SignedInIdentity, assignmentId: string, exerciseId: string) {
      const actor = await access.actorFor(identity);
      const found = await moduleFor(actor, assignmentId);
      const row = await repo.exercise(assignmentId, exerciseId);
      if (!row?.videoKey || !row.videoMime) throw notFound('This exercise has no video');
      await consents.require(
        await access.visibleStudent(actor, found.assignment.studentId),
        'coaching_video',
      );
      return { key: row.videoKey, mime: row.videoMime, filename: row.videoFilename ?? `${exerciseId}.mp4` };
    },
  };
}
