import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { ActivityEvent, ExerciseProgress, ModuleAssignment } from '@/core/contracts/coaching';
import type { VoiceOver } from '@/core/contracts/voice-overs';
import { moduleProgressPercent } from '@/core/rules/curriculum-progress';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import type { RenditionRow } from '../video-conversion/video-renditions.repository';
import type { ExerciseProgressRow, ModuleWithCounts } from './coaching.repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const exerciseVideoUrl = (assignmentId: string, exerciseId: string) =>
  `/api/module-assignments/${assignmentId}/exercises/${exerciseId}/video`;

export function presentModule({ assignment, coach, done }: ModuleWithCounts): ModuleAssignment {
  const lesson = curriculumLesson(assignment.lessonId);
  const total = lesson?.exercises.length ?? 0;
  return {
    id: assignment.id,
    module_id: assignment.lessonId,
    title: lesson?.title ?? `Lesson ${assignment.lessonId}`,
    status: assignment.status,
    assigned_at: assignment.assignedAt.toISOString(),
    started_at: iso(assignment.startedAt),
    completed_at: iso(assignment.completedAt),
    coach: coach ? { first_name: coach.firstName, last_name: coach.lastName } : null,
    progress: { percentage: moduleProgressPercent(done, total), completed: Math.min(done, total), total },
  };
}

/**
 * One exercise's progress; an exercise never touched reads as not done, with no notes or video. Without
 * `videoShown` (a junior's consent withdrawn) the video's address is left out, as the file is not served.
 */
export function presentExercise(
  assignmentId: string,
  exerciseId: string,
  row: ExerciseProgressRow | undefined,
  videoShown = true,
  renditions?: Map<string, RenditionRow>,
  voiceOvers: VoiceOver[] = [],
): ExerciseProgress {
  const url = row?.videoKey && videoShown ? exerciseVideoUrl(assignmentId, exerciseId) : null;
  const playback =
    url && row?.videoKey && renditions ? videoPlayback(url, renditions.get(row.videoKey)) : null;
  return {
    exercise_id: exerciseId,
    completed: row?.completed ?? false,
    completed_at: iso(row?.completedAt),
    coach_notes: row?.coachNotes ?? null,
    video_url: url,
    video_path: url,
    video_filename: row?.videoFilename ?? null,
    video_size: row?.videoSize ?? null,
    video_uploaded_at: iso(row?.videoUploadedAt),
    ...(playback && { playback }),
    voiceOvers: videoShown ? voiceOvers : [],
  };
}

const ROUND_TEXT = (detail: string) => {
  const [level, total, passed] = detail.split(':');
  return passed === 'true'
    ? `passed Break Par level ${level} with ${total}`
    : `played Break Par level ${level} (${total})`;
};

export function presentActivity(row: {
  id: string;
  kind: string;
  student_id: string;
  first_name: string;
  last_name: string;
  detail: string;
  at: Date;
}): ActivityEvent {
  const text: Record<string, (detail: string) => string> = {
    exercise_completed: (d) => `completed exercise ${d}`,
    module_completed: (d) => `completed lesson ${d}: ${curriculumLesson(Number(d))?.title ?? ''}`.trim(),
    drill_completed: (d) => `completed the challenge ${catalogueDrill(d)?.title ?? d}`,
    message_received: (d) => `sent a message: ${d}`,
    round_played: ROUND_TEXT,
  };
  return {
    id: `${row.kind}:${row.id}`,
    kind: row.kind as ActivityEvent['kind'],
    studentId: row.student_id,
    studentName: `${row.first_name} ${row.last_name}`,
    text: (text[row.kind] ?? ((d: string) => d))(row.detail),
    at: row.at.toISOString(),
  };
}
