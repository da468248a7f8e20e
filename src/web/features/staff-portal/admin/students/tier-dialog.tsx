import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { tierOverrideBody } from '@/core/contracts/memberships';
import { MEMBERSHIP_TIER_LABELS, type MembershipTier } from '@/core/rules/membership-tiers';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { DateInput } from '@/web/components/ui/date-input';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatDate } from '@/web/lib/format';
import { useSetTierByHand } from '../api/admin-memberships';

const FIELDS = ['reason', 'endsOn'] as const;

/** An empty "Until" box means until it is changed; any other value is the contract's calendar date. */
const tierForm = tierOverrideBody.extend({
  endsOn: z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(tierOverrideBody.shape.endsOn),
});

/**
 * A tier chosen in the students list is set by hand: the academy records why, and it can end on a given
 * day (after which the membership, or free, decides again).
 */
export function TierDialog({
  student,
  tier,
  onClose,
}: {
  student: { id: string; name: string };
  /** The tier chosen; null while the dialog is closed. */
  tier: MembershipTier | null;
  onClose(): void;
}) {
  const setTier = useSetTierByHand(student.id);
  const initial = { tier: tier ?? 'free', reason: '', endsOn: '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useContractForm(tierForm, { defaultValues: initial });

  // The tier is the one chosen in the list, whichever it was when the form was first drawn.
  const submit = handleSubmit((form) => {
    if (!tier) return;
    const values = { ...form, tier };
    setTier.mutate(values, {
      onSuccess: () => {
        const label = MEMBERSHIP_TIER_LABELS[values.tier];
        notify.success(
          values.endsOn
            ? `${student.name} is now on ${label} until ${formatDate(values.endsOn)}.`
            : `${student.name} is now on ${label}.`,
        );
        reset(initial);
        onClose();
      },
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    });
  });

  return (
    <MutationDialog
      open={tier !== null}
      onOpenChange={(open) => {
        if (!open) {
          setTier.reset();
          reset(initial);
          onClose();
        }
      }}
      mutation={setTier}
      title={`Set ${student.name} to ${tier ? MEMBERSHIP_TIER_LABELS[tier] : ''}`}
      description="A tier set by hand comes before any membership until its last day. Say why, so the academy knows later."
      failure={{
        server: 'The tier could not be set. Please try again.',
        network: 'The tier could not be set. Please check your connection and try again.',
      }}
      fields={FIELDS}
      submitLabel="Set tier"
      loadingText="Saving…"
      onSubmit={submit}
    >
      <Field
        label="Reason"
        hint="For example: paid in cash, a gift, a correction."
        error={errors.reason?.message}
        required
      >
        <Input autoComplete="off" maxLength={200} {...register('reason')} />
      </Field>
      <Field
        label="Until"
        hint="The last day it applies. Leave empty to keep it until it is changed."
        error={errors.endsOn?.message}
      >
        <Controller
          control={control}
          name="endsOn"
          render={({ field }) => (
            <DateInput
              ref={field.ref}
              name={field.name}
              clearable
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
    </MutationDialog>
  );
}
