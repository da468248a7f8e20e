import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button, type ButtonVariant } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError } from '@/web/lib/contract-form';

/** What the dialog reads of a TanStack Query mutation (a `useMutation` result fits as it is). */
export type DialogMutation<Data> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
} & ({ isSuccess: true; data: Data } | { isSuccess: false; data?: unknown });

/** The body is a form, sent by its submit button; or there is nothing to fill in and the button asks at once. */
type SubmitAction =
  | { onSubmit: FormEventHandler<HTMLFormElement>; onConfirm?: never }
  | { onConfirm(): void; onSubmit?: never };

type MutationDialogProps<Data> = {
  open: boolean;
  onOpenChange(open: boolean): void;
  mutation: DialogMutation<Data>;
  /** Called as the dialog is opened again, after the mutation is reset: puts the form back to its start. */
  onReopen?(): void;
  title: ReactNode;
  description: ReactNode;
  /** The banner's words when the request fails: the server gave no message of its own, or was not reached. */
  failure: { server: string; network: string };
  /** The form's fields: an error about one of them sits under that field, not in the banner. */
  fields?: readonly string[];
  /**
   * When given, a success shows this (the server's message) with a Done button in place of the form.
   * Without it the caller closes the dialog itself once the request succeeds.
   */
  success?(data: Data): ReactNode;
  cancelLabel?: ReactNode;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  loadingText: ReactNode;
  /** The form's fields, between the failure banner and the buttons. */
  children?: ReactNode;
} & SubmitAction;

/**
 * The portal's dialog around one request: a form (or a bare question) whose submit button sends it, a banner
 * when it fails and, where the server has something to say, its message once it succeeds.
 */
export function MutationDialog<Data>({
  open,
  onOpenChange,
  mutation,
  onReopen,
  title,
  description,
  failure: wording,
  fields = [],
  success,
  cancelLabel = 'Cancel',
  submitLabel,
  submitVariant = 'primary',
  loadingText,
  children,
  onSubmit,
  onConfirm,
}: MutationDialogProps<Data>) {
  const failure =
    mutation.isError && !isFieldError(mutation.error, fields)
      ? errorMessageFor(mutation.error, wording)
      : null;

  const footer = (
    <DialogFooter>
      <Button
        type="button"
        variant="secondary"
        disabled={mutation.isPending}
        onClick={() => onOpenChange(false)}
      >
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? 'submit' : 'button'}
        variant={submitVariant}
        loading={mutation.isPending}
        loadingText={loadingText}
        onClick={onConfirm && (() => onConfirm())}
      >
        {submitLabel}
      </Button>
    </DialogFooter>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A request under way keeps the dialog open, so its outcome is not lost unseen.
        if (mutation.isPending) return;
        // Opened again, it starts afresh rather than showing last time's outcome.
        if (next) {
          mutation.reset();
          onReopen?.();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {success && mutation.isSuccess ? (
          <div className="flex flex-col gap-5">
            <Alert tone="success">{success(mutation.data)}</Alert>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : onSubmit ? (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            {failure && <Alert>{failure}</Alert>}
            {children}
            {footer}
          </form>
        ) : (
          <div className="flex flex-col gap-5">
            {failure && <Alert>{failure}</Alert>}
            {children}
            {footer}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
