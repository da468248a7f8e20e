import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { requestDeletionBody } from '@/core/contracts/data-rights';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { PasswordInput } from '@/web/components/ui/password-input';
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { dataExportUrl, useRequestAccountDeletion } from './api/request-account-deletion';

// An admin acting on a guardian's request sends no password; a student always confirms with theirs.
const deletionForm = requestDeletionBody.extend({ password: requestDeletionBody.shape.password.unwrap() });
const FIELDS = ['password'] as const;

/** Your data: download everything the academy keeps, or ask for the account to be deleted. */
export function YourDataCard({ studentId }: { studentId: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 className="font-display text-xl font-semibold text-ink-900">Your data</h2>
          <p className="mt-1 text-base text-ink-600">
            Download a copy of everything the academy keeps about you, including your photos and videos, or
            ask us to delete your account.
          </p>
        </div>
        {sent && <Alert tone="success">{sent}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={dataExportUrl(studentId)} download className={buttonClasses({ variant: 'secondary' })}>
            <Download aria-hidden="true" />
            Download my data
          </a>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog
        open={open}
        onOpenChange={setOpen}
        studentId={studentId}
        onSent={(message) => {
          setSent(message);
          setOpen(false);
        }}
      />
    </Card>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  studentId,
  onSent,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  studentId: string;
  onSent(message: string): void;
}) {
  const request = useRequestAccountDeletion(studentId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(deletionForm, { defaultValues: { password: '' } });

  function close(next: boolean) {
    if (!next) {
      reset({ password: '' });
      request.reset();
    }
    onOpenChange(next);
  }

  const submit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: ({ message }) => {
        reset({ password: '' });
        onSent(message);
      },
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    }),
  );

  // A wrong password sits under the field; only an error about nothing in particular gets the banner.
  const failure =
    request.isError && !isFieldError(request.error, FIELDS)
      ? errorMessageFor(request.error, {
          server: 'We could not send the confirmation e-mail. Please try again.',
          network: 'We could not reach the academy. Please check your connection.',
        })
      : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This removes your profile, messages, progress, badges, photos and videos for good. We will e-mail
            you (and your parent or guardian) a link to confirm; nothing is deleted until it is opened.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {failure && <Alert>{failure}</Alert>}
          <Field label="Your password" error={errors.password?.message} required>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" loading={request.isPending} loadingText="Sending...">
              E-mail me the link
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
