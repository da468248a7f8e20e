import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { registerBody } from '@/core/contracts/auth';
import { emailField } from '@/core/contracts/common';
import { ageBand } from '@/core/rules/age-rules';
import { PASSWORD_MIN_LENGTH } from '@/core/rules/password-policy';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DateInput } from '@/web/components/ui/date-input';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { coachesQuery } from '@/web/lib/coaches-query';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useStudentRegister } from '../api/register';
import { CoachSelect } from './coach-select';
import { londonToday } from './london-today';

const isTeen = (dateOfBirth: string) => ageBand(dateOfBirth, londonToday()) === 'teen';

/**
 * The contract's body, with the guardian's address as typed text: it is asked for (and checked by the
 * contract's own e-mail rule) only when the date of birth makes the student 13 to 17, and sent only then.
 */
const registerForm = registerBody
  .extend({ guardianEmail: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .superRefine((values, ctx) => {
    if (!isTeen(values.dateOfBirth)) return;
    const checked = emailField.safeParse(values.guardianEmail);
    if (!checked.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['guardianEmail'],
        message: checked.error.issues[0]?.message ?? 'Enter a valid email address',
      });
    }
  })
  .transform(({ guardianEmail, ...values }) =>
    isTeen(values.dateOfBirth) ? { ...values, guardianEmail: guardianEmail.trim() } : values,
  );

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'coachId',
  'dateOfBirth',
  'guardianEmail',
] as const;

/** The student's own registration; `onChooseParent` switches the card to the family sign-up. */
export function RegisterForm({ onChooseParent }: { onChooseParent?: () => void }) {
  const registration = useStudentRegister();
  const coaches = useQuery(coachesQuery);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    control,
    formState: { errors },
  } = useContractForm(registerForm, {
    mode: 'onSubmit',
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      coachId: '',
      dateOfBirth: '',
      guardianEmail: '',
    },
  });

  // The first coach is the default choice once the list arrives.
  const firstCoachId = coaches.data?.[0]?.id;
  useEffect(() => {
    if (firstCoachId && !getValues('coachId')) setValue('coachId', firstCoachId);
  }, [firstCoachId, getValues, setValue]);

  const dateOfBirth = watch('dateOfBirth');
  const band = dateOfBirth ? ageBand(dateOfBirth, londonToday()) : 'unknown';

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: ({ user }) => notify.success(`Welcome to the academy, ${user.firstName}!`),
      onError: (error) => showServerFieldErrors(error, setError, FIELD_NAMES),
    }),
  );

  const failure = registration.isError
    ? errorMessageFor(registration.error, {
        server: 'Registration failed',
        network: 'Registration failed. Please try again.',
      })
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last Name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...register('lastName')} />
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
              autoComplete="bday"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      {/* Under 13 the server refuses with words pointing to the family sign-up; offer it at once. */}
      {errors.dateOfBirth && band === 'under13' && onChooseParent && (
        <Button type="button" variant="secondary" className="self-start" onClick={onChooseParent}>
          I’m a parent or guardian
        </Button>
      )}
      {band === 'teen' && (
        <Field
          label="Parent or guardian's e-mail"
          hint="We invite them to join your account. You can use the portal straight away; messaging a coach waits until they accept."
          error={errors.guardianEmail?.message}
          required
        >
          <Input type="email" autoComplete="off" inputMode="email" {...register('guardianEmail')} />
        </Field>
      )}
      <Field
        label="Username"
        hint="Letters, numbers, dots, dashes and underscores."
        error={errors.username?.message}
        required
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Field
        label="Coach"
        hint="Your coach sets your drills and answers your messages."
        error={errors.coachId?.message}
        required
      >
        <CoachSelect {...register('coachId')} />
      </Field>
      <Button type="submit" size="lg" loading={registration.isPending} loadingText="Creating Account...">
        Create Account
      </Button>
    </form>
  );
}
