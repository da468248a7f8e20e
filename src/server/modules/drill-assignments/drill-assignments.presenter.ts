import type { DrillAssignment } from '@/core/contracts/drill-assignments';
import type { VoiceOver } from '@/core/contracts/voice-overs';
import type { DrillAssignmentRow } from './drill-assignments.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The student portal's assignment object (student-portal §3), field by field. */
export function presentDrillAssignment(
  row: DrillAssignmentRow,
  coach: { firstName: string; lastName: string } | null,
  voiceOvers: VoiceOver[] = [],
): DrillAssignment {
  return {
    id: row.id,
    drill_id: row.drillId,
    status: row.status,
    assigned_at: row.assignedAt.toISOString(),
    due_date: row.dueDate,
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    coaches: coach ? { first_name: coach.firstName, last_name: coach.lastName } : null,
    student_score: row.studentScore,
    student_notes: row.studentNotes,
    submission_type: row.submissionType,
    coach_rating: row.coachRating,
    coach_comments: row.coachComments,
    reviewed_at: iso(row.reviewedAt),
    voiceOvers,
  };
}
