import { Send } from 'lucide-react';
import { inviteChildBody } from '@/core/contracts/family';
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
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useInviteChild } from './api/family';

const FIELDS = ['email'] as const;

/** A 13–17-year-old's own login: the invitation goes to their address, and they choose a username. */
export function InviteLoginDialog({
  child,
  open,
  onOpenChange,
}: {
  child: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteChild(child.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(inviteChildBody, { defaultValues: { email: '' } });

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => reset({ email: '' }),
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    }),
  );

  const failure =
    invite.isError && !isFieldError(invite.error, FIELDS)
      ? errorMessageFor(invite.error, {
          server: 'We could not send the invitation. Please try again.',
          network: 'We could not reach the academy. Please check your connection.',
        })
      : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (invite.isPending) return;
        if (next) invite.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Give {child.firstName} their own login</DialogTitle>
          <DialogDescription>
            We e-mail {child.firstName} a link to choose a username and password. Their portal stays linked to
            your family, and you can still open it.
          </DialogDescription>
        </DialogHeader>
        {invite.isSuccess ? (
          <div className="flex flex-col gap-5">
            <Alert tone="success">{invite.data.message}</Alert>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            {failure && <Alert>{failure}</Alert>}
            <Field
              label={`${child.firstName}'s e-mail`}
              hint="Their own address: it becomes their sign-in."
              error={errors.email?.message}
              required
            >
              <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
            </Field>
            <DialogFooter>
              <Button
                type="button"
                variant="secondary"
                disabled={invite.isPending}
                onClick={() => onOpenChange(false)}
              >
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending} loadingText="Sending...">
                <Send aria-hidden="true" />
                Send invitation
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
