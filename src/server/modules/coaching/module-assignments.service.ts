import { curriculumLesson } from '@/core/content/coaching/curriculum';
import type { AssignModuleBody, ModuleProgressResponse } from '@/core/contracts/coaching';
import { badRequest, conflict, forbidden } from '../../errors';
import { mayActAsCoach } from '../access/access-policy';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { voiceOverLists } from '../voice-overs/voice-overs.presenter';
import type { CoachingContext, CoachingDeps } from './coaching.context';
import { presentExercise, presentModule } from './coaching.presenter';
import { coachingRepository } from './coaching.repository';

/** Curriculum lessons assigned to students: assigning, each exercise's progress, archiving. */
export function moduleAssignmentsService(deps: CoachingDeps, ctx: CoachingContext) {
  const { repo, access, actorFor, moduleFor, studentFor, videosAllowed } = ctx;

  async function progressList(assignmentId: string, lessonId: number, videoShown: boolean) {
    const rows = await repo.exercisesOf(assignmentId);
    const lesson = curriculumLesson(lessonId);
    const [renditions, voiceOvers] = await Promise.all([
      videoRenditionsRepository(deps.db).findByKeys(rows.flatMap((r) => (r.videoKey ? [r.videoKey] : []))),
      voiceOverLists(deps.db, 'exercise', [assignmentId]),
    ]);
    return (lesson?.exercises ?? []).map((exercise) =>
      presentExercise(
        assignmentId,
        exercise.id,
        rows.find((r) => r.exerciseId === exercise.id),
        videoShown,
        renditions,
        voiceOvers(assignmentId, exercise.id),
      ),
    );
  }

  return {
    async moduleProgress(staffId: string, assignmentId: string): Promise<ModuleProgressResponse> {
      const actor = await actorFor(staffId);
      const found = await moduleFor(actor, assignmentId);
      const videoShown = await videosAllowed(await studentFor(actor, found.assignment.studentId));
      return {
        success: true,
        assignment: presentModule(found),
        progress: await progressList(found.assignment.id, found.assignment.lessonId, videoShown),
      };
    },

    /** Assigns a lesson to students; a student who already has it live is refused, never duplicated. */
    async assignModule(staffId: string, body: AssignModuleBody) {
      const actor = await actorFor(staffId);
      if (!mayActAsCoach(actor, body.coachId)) throw forbidden('You can only see your own students');
      const lesson = curriculumLesson(body.moduleId);
      if (!lesson) throw badRequest('Choose a lesson from 1 to 18', { moduleId: 'Unknown lesson' });
      const ids = [...new Set(body.studentIds)];
      const found = await access.visibleStudents(actor, ids);
      const already = await repo.liveModulesFor(ids, lesson.id);
      if (already.length > 0) {
        const names = found
          .filter((s) => already.some((a) => a.studentId === s.id))
          .map((s) => `${s.firstName} ${s.lastName}`);
        throw conflict(
          `${names.join(', ')} already ${names.length === 1 ? 'has' : 'have'} lesson ${lesson.id}`,
          {
            studentIds: `Already assigned: ${names.join(', ')}`,
          },
        );
      }
      const now = deps.clock();
      const rows = await deps.db.transaction((tx) =>
        coachingRepository(tx).insertModules(
          ids.map((studentId) => ({
            studentId,
            lessonId: lesson.id,
            coachId: actor.staffId,
            assignedAt: now,
          })),
        ),
      );
      const coach = await repo.moduleById(rows[0]!.id);
      return {
        success: true as const,
        assignments: rows.map((row) => ({
          ...presentModule({ assignment: row, coach: coach?.coach ?? null, done: 0 }),
          student_id: row.studentId,
        })),
      };
    },

    /** Archives a module: it leaves every list, and its progress is kept. */
    async unassignModule(staffId: string, assignmentId: string): Promise<{ success: true }> {
      const actor = await actorFor(staffId);
      await moduleFor(actor, assignmentId);
      await repo.updateModule(assignmentId, { status: 'unassigned', archivedAt: deps.clock() });
      return { success: true };
    },
  };
}
