import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

/**
 * Asks before an account is disabled, since that signs the person out at once. It stays open (and cannot be
 * dismissed) while the request is on its way, so the outcome is seen.
 */
export function DisableStaffDialog({
  name,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Disable {name}?</DialogTitle>
          <DialogDescription>
            They will be signed out at once. Their students keep their coach until you move them, and you can
            enable the account again at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={busy} loadingText="Disabling…">
            Disable
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
