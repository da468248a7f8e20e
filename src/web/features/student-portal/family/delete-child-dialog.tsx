import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { errorMessageFor } from '@/web/lib/api';
import { useRequestChildDeletion } from './api/family-data';

/** Asks to delete one child's account: the server e-mails the guardian the link that does it. */
export function DeleteChildDialog({
  child,
  open,
  onOpenChange,
}: {
  child: { id: string; firstName: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const request = useRequestChildDeletion(child.id);
  const failure = request.isError
    ? errorMessageFor(request.error, {
        server: 'We could not send the confirmation e-mail. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      })
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (request.isPending) return;
        if (next) request.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Delete {child.firstName}'s account?</DialogTitle>
          <DialogDescription>
            This removes {child.firstName}'s profile, messages, progress, badges, photos and videos for good.
            We will e-mail you a link to confirm; nothing is deleted until you open it.
          </DialogDescription>
        </DialogHeader>
        {request.isSuccess ? (
          <div className="flex flex-col gap-5">
            <Alert tone="success">{request.data.message}</Alert>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            {failure && <Alert>{failure}</Alert>}
            <DialogFooter>
              <Button variant="secondary" disabled={request.isPending} onClick={() => onOpenChange(false)}>
                Keep {child.firstName}'s account
              </Button>
              <Button
                variant="destructive"
                loading={request.isPending}
                loadingText="Sending..."
                onClick={() => request.mutate()}
              >
                E-mail me the link
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
