import { Film, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ModelSwing } from '@/core/contracts/model-swings';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { useDeleteModelSwing, useModelSwings } from '../model-swings/api/model-swings';
import { framesSummary, swingSummary } from '../model-swings/swing-labels';
import { ModelSwingDialog } from './model-swing-dialog';

/** The academy's model swing library (admins): upload, edit and delete. */
export function ModelSwingsSection() {
  const swings = useModelSwings();
  const remove = useDeleteModelSwing();
  const [editing, setEditing] = useState<ModelSwing | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<ModelSwing | null>(null);
  const list = swings.data?.swings ?? [];

  function openDialog(swing?: ModelSwing) {
    setEditing(swing);
    setDialogKey((k) => k + 1);
    setDialogOpen(true);
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success('Model swing deleted.');
        setDeleting(null);
      },
      onError: () => notify.error('The model swing could not be deleted. Please try again.'),
    });
  }

  return (
    <section aria-labelledby="model-swings-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="model-swings-heading" className="font-display text-2xl font-semibold">
            Model swings
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            The academy’s reference swings. Every coach can open them in the Swing library, mark them, draw on
            them and compare them.
          </p>
        </div>
        <Button onClick={() => openDialog()}>
          <Plus aria-hidden="true" />
          Add model swing
        </Button>
      </div>
      {swings.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">Loading model swings</span>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : swings.isError ? (
        <LoadError
          title="The model swings could not be loaded"
          onRetry={() => swings.refetch()}
          retrying={swings.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Film}
          title="No model swings yet"
          text="Upload a swing video to start the library."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((swing) => (
            <li
              key={swing.id}
              data-testid="admin-model-swing"
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-ink-900">{swing.title}</h3>
                <p className="mt-1 text-sm text-ink-600">{swingSummary(swing)}</p>
                <p className="mt-0.5 text-xs text-ink-600">
                  {framesSummary(swing)} · {swing.filename}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => openDialog(swing)}
                  aria-label={`Edit ${swing.title}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDeleting(swing)}
                  aria-label={`Delete ${swing.title}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ModelSwingDialog key={dialogKey} open={dialogOpen} onOpenChange={setDialogOpen} swing={editing} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
      >
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete this model swing?</DialogTitle>
            <DialogDescription>
              {deleting?.title} and its video are removed from the library for every coach.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
