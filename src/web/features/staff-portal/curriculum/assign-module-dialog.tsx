import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Lesson } from '@/core/content/coaching/schemas';
import { type AssignModuleBody, assignModuleResponse } from '@/core/contracts/coaching';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { apiPost, isApiError } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { coachStudentsQuery } from '../api/coach-students';

/** 'Assign to Students' (staff-portal §2, §5): Assign waits for a choice and for the server. */
export function AssignModuleDialog({
  lesson,
  staffId,
  open,
  onClose,
}: {
  lesson: Lesson;
  staffId: string;
  open: boolean;
  onClose(): void;
}) {
  const students = useQuery({ ...coachStudentsQuery(staffId), enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: (body: AssignModuleBody) => apiPost('/api/module-assignments', body, assignModuleResponse),
    onSuccess: () =>
      void Promise.all(
        [queryKeys.coaches(), queryKeys.staffStudentDetails()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
  const close = () => {
    setChosen([]);
    assign.reset();
    onClose();
  };
  const refusal =
    assign.error && isApiError(assign.error) && assign.error.serverMessage
      ? assign.error.serverMessage
      : assign.error
        ? 'Error assigning module. Please try again.'
        : null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign to Students</DialogTitle>
          <DialogDescription>
            Lesson {lesson.id}: {lesson.title}
          </DialogDescription>
        </DialogHeader>
        {refusal && <Alert title="Not assigned">{refusal}</Alert>}
        {!students.data ? (
          <Skeleton className="h-32" />
        ) : students.data.length === 0 ? (
          <p className="text-ink-700">No students assigned to you.</p>
        ) : (
          <ul className="flex max-h-72 flex-col overflow-y-auto" aria-label="Your students">
            {students.data.map((s) => (
              <li key={s.id}>
                <Checkbox
                  checked={chosen.includes(s.id)}
                  onCheckedChange={(checked) =>
                    setChosen((current) =>
                      checked === true ? [...current, s.id] : current.filter((id) => id !== s.id),
                    )
                  }
                  label={`${s.first_name} ${s.last_name}`}
                />
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={chosen.length === 0 || assign.isPending}
            onClick={() =>
              assign.mutate(
                { moduleId: lesson.id, studentIds: chosen, coachId: staffId },
                {
                  onSuccess: (data) => {
                    const n = data.assignments.length;
                    notify.success(
                      `Lesson ${lesson.id} assigned to ${n} ${n === 1 ? 'student' : 'students'}`,
                    );
                    close();
                  },
                },
              )
            }
          >
            {assign.isPending ? 'Assigning…' : 'Assign'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
