import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Drill } from '@/core/content/coaching/schemas';
import type { CoachStudent } from '@/core/contracts/coaching';
import { londonDate } from '@/core/rules/london-time';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { DateInput } from '@/web/components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format';
import { coachStudentsQuery } from '../api/coach-students';
import { useAssignDrill } from './api/assign-drill';

/** staff-portal §8: the network error's exact words; also the fallback when the server gives no reason. */
export const ASSIGN_DRILL_FAILED = 'Error assigning drill. Please try again.';

const fullName = (s: Pick<CoachStudent, 'first_name' | 'last_name'>) => `${s.first_name} ${s.last_name}`;

function StudentChoices({
  students,
  chosen,
  onToggle,
}: {
  students: UseQueryResult<CoachStudent[]>;
  chosen: readonly string[];
  onToggle(id: string, on: boolean): void;
}) {
  if (students.isError && !students.data) {
    return (
      <LoadError
        title="We could not load your students"
        onRetry={() => students.refetch()}
        retrying={students.isFetching}
      />
    );
  }
  if (!students.data) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="sr-only" role="status">
          Loading your students…
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  }
  if (students.data.length === 0) {
    return <p className="rounded-md bg-cream-50 p-4 text-ink-700">No students assigned to you.</p>;
  }
  return (
    <fieldset>
      <legend className="mb-2 flex w-full justify-between gap-3 text-base font-semibold text-ink-900">
        Students
        <span className="text-sm font-medium text-ink-600" aria-live="polite">
          {chosen.length} chosen
        </span>
      </legend>
      {/* Scrolls inside the dialog so a coach with many students keeps the due date and buttons in view. */}
      <ul className="flex max-h-64 flex-col overflow-y-auto rounded-md border border-line px-3">
        {students.data.map((s) => (
          <li key={s.id} className="border-b border-line last:border-b-0">
            <Checkbox
              checked={chosen.includes(s.id)}
              onCheckedChange={(checked) => onToggle(s.id, checked === true)}
              label={fullName(s)}
              hint={s.email}
              className="py-1 [&_p]:break-all"
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The library's Assign dialog (staff-portal §2, §4, §5): students from a scrolling list, an optional due
 * date (sent as null when empty), and Confirm, which waits for a student and for the server. It is
 * mounted per chosen drill, and closing it (Cancel or success) forgets the students and the date.
 */
export function AssignDrillDialog({
  drill,
  staffId,
  onClose,
}: {
  drill: Drill;
  staffId: string;
  onClose(): void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState('');
  const assign = useAssignDrill();
  const students = useQuery(coachStudentsQuery(staffId));
  const today = londonDate(new Date());

  function toggle(id: string, on: boolean) {
    // A new choice makes the last failure out of date.
    assign.reset();
    setChosen((current) => (on ? [...current, id] : current.filter((c) => c !== id)));
  }

  function close() {
    setChosen([]);
    setDueDate('');
    assign.reset();
    onClose();
  }

  function confirm() {
    assign.mutate(
      { drillId: drill.id, studentIds: chosen, coachId: staffId, dueDate: dueDate || null },
      {
        onSuccess: () => {
          const names = (students.data ?? []).filter((s) => chosen.includes(s.id)).map(fullName);
          const who = names.length === 1 ? names[0] : `${chosen.length} students`;
          const due = dueDate ? `, due ${formatDate(dueDate)}` : '';
          notify.success(`${drill.title} assigned to ${who}${due}`);
          close();
        },
      },
    );
  }

  const failure = assign.isError
    ? errorMessageFor(assign.error, { server: ASSIGN_DRILL_FAILED, network: ASSIGN_DRILL_FAILED })
    : null;

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        className="max-w-lg"
        // Start at the dialog itself: the first control may still be loading, and the date field would
        // otherwise take the focus (and open the picker on some phones).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Assign Drill</DialogTitle>
          <DialogDescription>
            {drill.title} · {drill.duration} min
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5">
          {failure && <Alert title="Not assigned">{failure}</Alert>}
          <StudentChoices students={students} chosen={chosen} onToggle={toggle} />
          <Field label="Due date (optional)" hint="Leave empty for no due date.">
            <DateInput
              clearable
              value={dueDate}
              min={today}
              onChange={(day) => {
                assign.reset();
                setDueDate(day);
              }}
            />
          </Field>
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            disabled={chosen.length === 0}
            loading={assign.isPending}
            loadingText="Assigning…"
          >
            <UserPlus aria-hidden="true" />
            Confirm
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
