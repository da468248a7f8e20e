import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { addChildBody } from '@/core/contracts/family';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@/core/rules/consent-rules';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { DateInput } from '@/web/components/ui/date-input';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { coachesQuery } from '@/web/lib/coaches-query';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { CoachSelect } from '../components/coach-select';
import { useAddChild } from './api/family';

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'relationship', 'coachId'] as const;
/** Nothing is assumed: each consent is asked for with a box left unticked. */
const NO_CONSENTS = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, false])) as Record<
  ConsentPurpose,
  boolean
>;
const EMPTY = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  relationship: '',
  coachId: '',
  consents: NO_CONSENTS,
};

/** Each consent in plain words, as the parent agrees to it for their child. */
const CONSENT_QUESTIONS: Record<ConsentPurpose, string> = {
  coaching_video: 'Their coach may film them in lessons, to coach them',
  promotional_photos: 'The academy may use photos and videos of them to promote the academy',
  leaderboard: 'They may appear on the leaderboard other students see',
  coach_messaging: 'They may message with their coach in the portal (you get a copy of every message)',
  marketing: 'Send me academy news by e-mail',
};

/** "Add a child": a junior with no login of their own, whose portal the guardian then opens. */
export function AddChildDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addChild = useAddChild();
  const coaches = useQuery(coachesQuery);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useContractForm(addChildBody, { defaultValues: EMPTY });

  // The first coach is the default choice once the list arrives, as on the registration form.
  const firstCoachId = coaches.data?.[0]?.id;
  useEffect(() => {
    if (firstCoachId && !getValues('coachId')) setValue('coachId', firstCoachId);
  }, [firstCoachId, getValues, setValue]);

  const submit = handleSubmit((values) =>
    addChild.mutate(values, {
      onSuccess: () => {
        notify.success(`${values.firstName} has been added to your family.`);
        reset({ ...EMPTY, coachId: getValues('coachId') });
        onOpenChange(false);
      },
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    }),
  );

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={addChild}
      title="Add a child"
      description={
        <>
          You hold your child's account: you see their portal, message their coach and keep their details up
          to date.
        </>
      }
      failure={{
        server: 'We could not add your child. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      }}
      fields={FIELDS}
      submitLabel={
        <>
          <UserPlus aria-hidden="true" />
          Add child
        </>
      }
      loadingText="Adding..."
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="off" {...register('lastName')} />
        </Field>
      </div>
      <Field label="Date of birth" error={errors.dateOfBirth?.message} required>
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      <Field
        label="Your relationship to them"
        hint="For example Mother, Father or Grandparent."
        error={errors.relationship?.message}
        required
      >
        <Input autoComplete="off" {...register('relationship')} />
      </Field>
      <Field
        label="Coach"
        hint="Their coach sets their drills and answers their messages."
        error={errors.coachId?.message}
        required
      >
        <CoachSelect {...register('coachId')} />
      </Field>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-base font-semibold text-ink-900">What you agree to</legend>
        <p className="text-sm text-ink-600">
          Tick only what you agree to; you can change any of these later in the Family area.
        </p>
        {CONSENT_PURPOSES.map((purpose) => (
          <Controller
            key={purpose}
            control={control}
            name={`consents.${purpose}`}
            render={({ field }) => (
              <Checkbox
                label={CONSENT_QUESTIONS[purpose]}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
        ))}
      </fieldset>
    </MutationDialog>
  );
}
