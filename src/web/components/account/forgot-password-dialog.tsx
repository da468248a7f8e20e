import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { forgotPasswordBody } from '@/core/contracts/auth';
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
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useRequestPasswordReset } from './request-password-reset';

export const RESET_EMAIL_SENT = 'Password reset email sent! Please check your inbox.';

// The portal, not the person, says which kind of account it is: only the address is typed.
const resetForm = forgotPasswordBody.pick({ email: true });
const FIELDS = ['email'] as const;

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
  const mutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useContractForm(resetForm, { defaultValues: { email: '' } });
  const blank = !watch('email')?.trim();

  function onOpenChange(next: boolean) {
    if (next) {
      reset({ email: getInitialEmail().trim() });
      mutation.reset();
    }
    setOpen(next);
  }

  const onSubmit = handleSubmit(({ email }) =>
    mutation.mutate(
      { email, userType },
      { onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    ),
  );

  // Field errors sit under the address; only an error about nothing in particular gets the banner.
  const failure =
    mutation.isError && !isFieldError(mutation.error, FIELDS)
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
            <Field label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </Field>
            <DialogFooter className="mt-2">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={blank} loading={mutation.isPending} loadingText="Sending...">
                Send reset link
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
