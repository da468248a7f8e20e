import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { registerBody } from '@/core/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@/core/rules/password-policy';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { coachesQuery } from '@/web/lib/coaches-query';
import { useStudentRegister } from '../api/register';
import { CoachSelect } from './coach-select';

const registerForm = registerBody.refine((values) => values.password === values.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'coachId',
] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

export function RegisterForm() {
  const registration = useStudentRegister();
  const coaches = useQuery(coachesQuery);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      coachId: '',
    },
  });

  // The first coach is the default choice once the list arrives.
  const firstCoachId = coaches.data?.[0]?.id;
  useEffect(() => {
    if (firstCoachId && !getValues('coachId')) setValue('coachId', firstCoachId);
  }, [firstCoachId, getValues, setValue]);

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: ({ user }) => notify.success(`Welcome to the academy, ${user.firstName}!`),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if (isFieldName(name)) setError(name, { message });
        }
      },
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
