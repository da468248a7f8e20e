import { AlarmClock, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { DrillAssignmentStatus, StaffDrillAssignment } from '@/core/contracts/drill-assignments';
import { Avatar } from '@/web/components/ui/avatar';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { formatDate } from '@/web/lib/format';
import { STATUS_LABELS } from './assignment-filters';
import { StarsShown } from './star-rating';

const STATUS_TONES: Record<DrillAssignmentStatus, BadgeTone> = {
  assigned: 'info',
  in_progress: 'warning',
  completed: 'success',
  reviewed: 'brand',
};

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** The student's result once completed, and the coach's review once reviewed. */
function Outcome({ assignment }: { assignment: StaffDrillAssignment }) {
  const reviewed = assignment.status === 'reviewed';
  if (!assignment.student_score && !assignment.student_notes && !reviewed) return null;
  return (
    <dl className="flex flex-col gap-3 rounded-lg bg-cream-50 p-4">
      {assignment.student_score && <Meta label="Student score">{assignment.student_score}</Meta>}
      {assignment.student_notes && (
        <Meta label="Student notes">
          <span className="font-normal whitespace-pre-line text-ink-800">{assignment.student_notes}</span>
        </Meta>
      )}
      {reviewed && assignment.coach_rating !== null && (
        <Meta label="Coach rating">
          <StarsShown rating={assignment.coach_rating} />
        </Meta>
      )}
      {reviewed && assignment.coach_comments && (
        <Meta label="Coach comments">
          <span className="font-normal whitespace-pre-line text-ink-800">{assignment.coach_comments}</span>
        </Meta>
      )}
    </dl>
  );
}

/**
 * One drill assignment in the coach's list: the drill, whose it is, where it stands, the dates, the result
 * and the review. A completed one offers Review (a reviewed one, a change to its review); every one
 * can be removed.
 */
export function AssignmentCard({
  assignment,
  onReview,
  onRemove,
}: {
  assignment: StaffDrillAssignment;
  onReview(): void;
  onRemove(): void;
}) {
  const titleId = useId();
  const drill = catalogueDrill(assignment.drill_id);
  const title = drill?.title ?? `Drill ${assignment.drill_id}`;
  const student = `${assignment.student.first_name} ${assignment.student.last_name}`;
  const canReview = assignment.status === 'completed' || assignment.status === 'reviewed';
  return (
    <Card role="article" aria-label={`${title}, ${student}`} className="flex h-full flex-col">
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2.5">
            <Avatar name={student} size="sm" />
            <span className="min-w-0 font-semibold break-words text-ink-900">{student}</span>
          </p>
          <div className="flex flex-wrap gap-1.5">
            {assignment.overdue && (
              <Badge tone="error">
                <AlarmClock aria-hidden="true" /> Overdue
              </Badge>
            )}
            <Badge tone={STATUS_TONES[assignment.status]}>{STATUS_LABELS[assignment.status]}</Badge>
          </div>
        </div>
        <div>
          {drill && (
            <p className="text-sm font-semibold text-fairway-700">
              Lesson {drill.lessonNumber} · Drill {drill.id}
            </p>
          )}
          <h3 id={titleId} className="mt-0.5 font-display text-xl leading-snug font-semibold text-ink-900">
            {title}
          </h3>
          {drill && <p className="mt-1 text-sm text-ink-600">Target: {drill.benchmarks.target}</p>}
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Meta label="Assigned on">{formatDate(assignment.assigned_at)}</Meta>
          <Meta label="Due">{assignment.due_date ? formatDate(assignment.due_date) : 'No due date'}</Meta>
          {assignment.completed_at && <Meta label="Completed on">{formatDate(assignment.completed_at)}</Meta>}
          {assignment.reviewed_at && <Meta label="Reviewed on">{formatDate(assignment.reviewed_at)}</Meta>}
        </dl>
        <Outcome assignment={assignment} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-5 py-3">
        {canReview ? (
          <Button
            size="sm"
            variant={assignment.status === 'completed' ? 'primary' : 'secondary'}
            onClick={onReview}
            aria-describedby={titleId}
          >
            <Star aria-hidden="true" />
            {assignment.status === 'completed' ? 'Review' : 'Edit review'}
          </Button>
        ) : (
          <span className="text-sm text-ink-600">
            {assignment.status === 'assigned' ? 'Not started yet' : 'Under way'}
          </span>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          className="text-error-700 hover:bg-error-50"
          aria-describedby={titleId}
        >
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </div>
    </Card>
  );
}
