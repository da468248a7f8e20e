import { z } from 'zod';
import { type PlanSummary, planPriceBody } from '@/core/contracts/memberships';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatPence } from '@/web/lib/format';
import { useChangePlanPrice } from '../api/admin-memberships';
import { isPounds, penceToPounds, poundsToPence } from './membership-wording';

const FIELDS = ['pricePence'] as const;

/** The contract coerces whatever it is sent; here it is always given a number. */
const contractPence = planPriceBody.shape.pricePence as unknown as z.ZodType<number, number>;

/** The box holds pounds as typed; the contract's own rules then judge the pence. */
const priceForm = z.object({
  pricePence: z
    .string()
    .trim()
    .min(1, 'Enter a price')
    .refine(isPounds, 'Enter the price in pounds, like 49.00')
    .transform(poundsToPence)
    .pipe(contractPence),
});

/** A plan's new monthly price. Members already paying keep theirs: only new members pay the new one. */
export function PlanPriceDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: PlanSummary;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const change = useChangePlanPrice(plan.id);
  const initial = { pricePence: penceToPounds(plan.pricePence) };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(priceForm, { defaultValues: initial });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (saved) => {
        notify.success(`${saved.name} now costs ${formatPence(saved.pricePence)} a month for new members.`);
        onOpenChange(false);
      },
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    }),
  );

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={change}
      onReopen={() => reset(initial)}
      title={`Change the price of ${plan.name}`}
      description="New members pay the new price; members already paying keep theirs."
      failure={{
        server: 'The price could not be changed. Please try again.',
        network: 'The price could not be changed. Please check your connection and try again.',
      }}
      fields={FIELDS}
      submitLabel="Save price"
      loadingText="Saving…"
      onSubmit={submit}
    >
      <Field
        label="Monthly price (£)"
        hint={`Now ${formatPence(plan.pricePence)} a month.`}
        error={errors.pricePence?.message}
        required
      >
        <Input inputMode="decimal" autoComplete="off" {...register('pricePence')} />
      </Field>
    </MutationDialog>
  );
}
