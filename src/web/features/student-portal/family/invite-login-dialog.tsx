import { Send } from 'lucide-react';
import { inviteChildBody } from '@/core/contracts/family';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
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

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={invite}
      title={<>Give {child.firstName} their own login</>}
      description={
        <>
          We e-mail {child.firstName} a link to choose a username and password. Their portal stays linked to
          your family, and you can still open it.
        </>
      }
      failure={{
        server: 'We could not send the invitation. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      }}
      fields={FIELDS}
      success={(data) => data.message}
      submitLabel={
        <>
          <Send aria-hidden="true" />
          Send invitation
        </>
      }
      loadingText="Sending..."
      onSubmit={submit}
    >
      <Field
        label={`${child.firstName}'s e-mail`}
        hint="Their own address: it becomes their sign-in."
        error={errors.email?.message}
        required
      >
        <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
      </Field>
    </MutationDialog>
  );
}
