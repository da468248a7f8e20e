import { Send } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { type FamilyChild, inviteGuardianBody } from '@/core/contracts/family';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useInviteGuardian } from './api/family';

const FIELDS = ['email', 'relationship', 'studentIds'] as const;

/** "Invite a second guardian": the other parent or guardian shares the chosen children (two at most each). */
export function InviteGuardianDialog({
  family,
  open,
  onOpenChange,
}: {
  family: readonly FamilyChild[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteGuardian();
  const initial = { email: '', relationship: '', studentIds: family.map((c) => c.id) };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(inviteGuardianBody, { defaultValues: initial });

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => reset(initial),
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    }),
  );

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={invite}
      onReopen={() => reset(initial)}
      title="Invite a second guardian"
      description={
        <>
          We e-mail them a link to join with a family account of their own. They see the same portals as you.
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
      <Field label="Their e-mail" error={errors.email?.message} required>
        <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
      </Field>
      <Field
        label="Their relationship to the children"
        hint="For example Mother, Father or Guardian."
        error={errors.relationship?.message}
        required
      >
        <Input autoComplete="off" {...register('relationship')} />
      </Field>
      <Controller
        control={control}
        name="studentIds"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-base font-semibold text-ink-900">Which children</legend>
            {family.map((child) => (
              <Checkbox
                key={child.id}
                label={`${child.firstName} ${child.lastName}`}
                checked={field.value.includes(child.id)}
                onCheckedChange={(checked) =>
                  field.onChange(
                    checked === true
                      ? [...field.value, child.id]
                      : field.value.filter((id) => id !== child.id),
                  )
                }
                onBlur={field.onBlur}
              />
            ))}
            {errors.studentIds?.message && (
              <p className="text-sm font-semibold text-error-700">{errors.studentIds.message}</p>
            )}
          </fieldset>
        )}
      />
    </MutationDialog>
  );
}
