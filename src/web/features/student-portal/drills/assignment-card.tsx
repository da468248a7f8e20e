import { CalendarDays, Clock, Eye, Play, Send, Star } from 'lucide-react';
import { useId } from 'react';
import type { DrillAssignment } from '@/core/contracts/drill-assignments';
import { isOverdue, studentNextStatus } from '@/core/rules/drill-assignments';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { VoiceOverList } from '@/web/components/video/voice-over-list';
import { cn } from '@/web/lib/class-names';
import { formatDate } from '@/web/lib/format';
import { assignmentDrill, humanise, STATUS_CLASSES, STATUS_LABELS } from './assignment-status';

interface AssignmentCardProps {
  assignment: DrillAssignment;
  starting: boolean;
  onView(): void;
  onStart(): void;
  onComplete(): void;
}

/** One assignment: the drill's details, its status, and the one action that moves it on. */
export function AssignmentCard({ assignment, starting, onView, onStart, onComplete }: AssignmentCardProps) {
  const drill = assignmentDrill(assignment);
  const title = drill?.title ?? `Drill ${assignment.drill_id}`;
  const coach = assignment.coaches;
  const reviewed = assignment.status === 'reviewed';
  const titleId = useId();

  return (
    <Card className="flex w-full flex-col" role="article" aria-labelledby={titleId}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
              STATUS_CLASSES[assignment.status],
            )}
          >
            {STATUS_LABELS[assignment.status]}
          </span>
          {isOverdue(assignment, new Date()) && <Badge tone="error">Overdue</Badge>}
        </div>
        <div>
          {drill && <p className="text-sm font-semibold text-fairway-700">Lesson {drill.lessonNumber}</p>}
          <h2 id={titleId} className="mt-1 font-display text-xl font-semibold text-ink-900">
            {title}
          </h2>
          {coach && (
            <p className="mt-1 text-sm text-ink-600">
              Assigned by {coach.first_name} {coach.last_name}
            </p>
          )}
        </div>
        {drill && (
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">{humanise(drill.category)}</Badge>
            <Badge>{humanise(drill.difficulty)}</Badge>
            <Badge>
              <Clock aria-hidden="true" />
              {drill.duration} min
            </Badge>
          </div>
        )}
        {assignment.due_date && (
          <p className="flex items-center gap-2 text-sm text-ink-700">
            <CalendarDays className="size-4 text-ink-600" aria-hidden="true" />
            Due {formatDate(assignment.due_date)}
          </p>
        )}
        {assignment.student_score && (
          <p className="text-sm text-ink-700">
            <span className="font-semibold">Your result:</span> {assignment.student_score}
          </p>
        )}
        {reviewed && assignment.coach_rating !== null && (
          <div className="rounded-md bg-level-purple/10 p-3 text-sm text-ink-800">
            <p className="flex items-center gap-1.5 font-semibold text-level-purple">
              <Star className="size-4 fill-current" aria-hidden="true" />
              Rating: {assignment.coach_rating}/5 stars
            </p>
            {assignment.coach_comments && <p className="mt-1">{assignment.coach_comments}</p>}
          </div>
        )}
        <VoiceOverList voiceOvers={assignment.voiceOvers ?? []} />
      </div>
      <div className="flex flex-wrap gap-3 border-t border-line px-5 py-4">
        <Button variant="secondary" size="sm" onClick={onView}>
          <Eye aria-hidden="true" />
          View
        </Button>
        {studentNextStatus(assignment.status) === 'in_progress' && (
          <Button size="sm" onClick={onStart} loading={starting}>
            <Play aria-hidden="true" />
            Start
          </Button>
        )}
        {studentNextStatus(assignment.status) === 'completed' && (
          <Button size="sm" onClick={onComplete}>
            <Send aria-hidden="true" />
            Complete
          </Button>
        )}
      </div>
    </Card>
  );
}
