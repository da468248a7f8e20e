import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessageFor } from '@/web/lib/api';
import { useRequestPasswordReset } from './request-password-reset';

export const RESET_EMAIL_SENT = 'Password reset email sent! Please check your inbox.';

interface ForgotPasswordDialogProps {
  userType: 'student' | 'coach';
  /** Called when the dialog opens, to prefill the email the person already typed. */
  getInitialEmail: () => string;
}

/**
 * 'Forgot Password?' for both portals (student-portal §8, staff-portal §8). Nothing is sent while the
 * email is blank.
 */
export function ForgotPasswordDialog({ userType, getInitialEmail }: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const mutation = useRequestPasswordReset();

  function onOpenChange(next: boolean) {
    if (next) {
      setEmail(getInitialEmail().trim());
      mutation.reset();
    }
    setOpen(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return;
    mutation.mutate({ email: trimmed, userType });
  }

  const failure = mutation.isError
    ? errorMessageFor(mutation.error, {
        server: 'Failed to send reset email',
        network: 'Failed to send reset email. Please try again.',
      })
    : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="-my-2 inline-flex min-h-11 items-center rounded-sm text-sm font-semibold text-fairway-700 underline-offset-4 hover:text-fairway-900 hover:underline"
        >
          Forgot Password?
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the email you sign in with and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        {mutation.isSuccess ? (
          <div className="flex flex-col gap-4">
            <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-success-50 text-success-700">
                <MailCheck className="size-6" aria-hidden="true" />
              </span>
              <p className="text-lg font-semibold text-ink-900">{RESET_EMAIL_SENT}</p>
              <p className="text-sm text-ink-600">
                The link lasts 30 minutes. If it does not arrive, check your spam folder.
              </p>
            </div>
            <DialogFooter className="mt-2">
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {failure && <Alert>{failure}</Alert>}
            <Field label="Email">
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <DialogFooter className="mt-2">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button
                type="submit"
                disabled={!email.trim()}
                loading={mutation.isPending}
                loadingText="Sending..."
              >
                Send reset link
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
