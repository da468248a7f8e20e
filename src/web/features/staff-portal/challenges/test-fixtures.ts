import type { StaffAttempt } from '@/core/contracts/challenges';
import type { StaffDrillAssignment } from '@/core/contracts/drill-assignments';

export const STAFF_ID = '00000000-0000-4000-8000-000000000001';
export const OLIVER = {
  id: '00000000-0000-4000-8000-0000000000a1',
  first_name: 'Oliver',
  last_name: 'Bennett',
};
export const DAVID = { id: '00000000-0000-4000-8000-0000000000a2', first_name: 'David', last_name: 'Morgan' };

/** A drill assignment as the staff list answers it; completed by default. */
export function staffAssignment(patch: Partial<StaffDrillAssignment> = {}): StaffDrillAssignment {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    drill_id: '1-1',
    status: 'completed',
    assigned_at: '2026-03-02T10:00:00.000Z',
    due_date: '2026-03-20',
    started_at: '2026-03-03T10:00:00.000Z',
    completed_at: '2026-03-04T10:00:00.000Z',
    coaches: { first_name: 'James', last_name: 'Whitfield' },
    student_score: '7/10',
    student_notes: 'Steady after the first three.',
    submission_type: 'score',
    coach_rating: null,
    coach_comments: null,
    reviewed_at: null,
    student: OLIVER,
    overdue: false,
    ...patch,
  };
}

/** A level 2 round with a photo of hole 3, as the staff rounds list answers it. */
export function staffRound(patch: Partial<StaffAttempt> = {}): StaffAttempt {
  const scores = [3, 2, 3, 3, 3, 2];
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    student_id: OLIVER.id,
    level: 2,
    total_score: 16,
    target_score: 17,
    passed: true,
    medal: 'silver',
    hole_scores: scores.map((score, i) => ({
      hole_number: i + 1,
      score,
      par: 3,
      notes: i === 1 ? 'Chipped in' : null,
      photo_url: i === 2 ? '/api/break-par-challenge/evidence/p3' : null,
      video_url: null,
    })),
    notes: null,
    video_evidence_url: null,
    coach_verified: false,
    started_at: null,
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    completed_at: '2026-03-04T10:00:00.000Z',
    student: OLIVER,
    has_evidence: true,
    ...patch,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
