import { Controller } from 'react-hook-form';
import { familyRegisterBody } from '@/core/contracts/family';
import { PASSWORD_MIN_LENGTH } from '@/core/rules/password-policy';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useFamilyRegister } from '../api/register';

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'over18',
] as const;

interface FamilyRegisterFormProps {
  /** The address an invitation was sent to, filled in. */
  email?: string;
  /** An invitation to share a child, accepted as the account is made. */
  invitationToken?: string;
  onRegistered?: () => void;
}

/** "I'm a parent or guardian": a family account (18 or over), from which each child is added. */
export function FamilyRegisterForm({ email = '', invitationToken, onRegistered }: FamilyRegisterFormProps) {
  const registration = useFamilyRegister();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(familyRegisterBody, {
    mode: 'onSubmit',
    // The declaration and "Keep me signed in" start unticked: nothing is declared for anyone.
    defaultValues: { firstName: '', lastName: '', email, phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(
      { ...values, ...(invitationToken ? { invitationToken } : {}) },
      {
        onSuccess: ({ guardian }) => {
          notify.success(`Welcome to the academy, ${guardian.firstName}!`);
          onRegistered?.();
        },
        onError: (error) => showServerFieldErrors(error, setError, FIELD_NAMES),
      },
    ),
  );

  const failure =
    registration.isError && !isFieldError(registration.error, FIELD_NAMES)
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
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
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
      <Controller
        control={control}
        name="over18"
        render={({ field }) => (
          <div>
            <Checkbox
              label="I am 18 or over and a parent or legal guardian"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              name={field.name}
              aria-invalid={errors.over18 ? true : undefined}
            />
            {errors.over18?.message && (
              <p role="alert" className="ml-8 text-sm font-semibold text-error-700">
                {errors.over18.message}
              </p>
            )}
          </div>
        )}
      />
      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <Checkbox
            label="Keep me signed in"
            hint="For 30 days on this device. Leave unticked on a shared computer."
            checked={field.value ?? false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            name={field.name}
          />
        )}
      />
      <Button type="submit" size="lg" loading={registration.isPending} loadingText="Creating Account...">
        Create family account
      </Button>
    </form>
  );
}
