import { Trash2 } from 'lucide-react';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { StaffDrillAssignment } from '@/core/contracts/drill-assignments';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { notify } from '@/web/components/ui/toast';
import { useRemoveDrillAssignment } from './api/drill-assignments';

export const REMOVE_FAILED = 'Failed to remove challenge. Please try again.';

/**
 * Asks before a drill assignment is removed (staff-portal §5): it says that this cannot be undone, and stays
 * open (and cannot be dismissed) while the request is on its way, so the outcome is seen.
 */
export function RemoveDialog({ assignment, onClose }: { assignment: StaffDrillAssignment; onClose(): void }) {
  const remove = useRemoveDrillAssignment();
  const title = catalogueDrill(assignment.drill_id)?.title ?? `Drill ${assignment.drill_id}`;
  const student = `${assignment.student.first_name} ${assignment.student.last_name}`;
  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Remove Challenge</DialogTitle>
          <DialogDescription>
            This removes {title} from {student}’s challenges, with any score and review. This cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            loadingText="Removing…"
            onClick={() =>
              remove.mutate(assignment.id, {
                onSuccess: () => {
                  notify.success('Challenge removed.');
                  onClose();
                },
                onError: () => notify.error(REMOVE_FAILED),
              })
            }
          >
            <Trash2 aria-hidden="true" />
            Remove Challenge
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
