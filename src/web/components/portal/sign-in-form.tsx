import { Controller } from 'react-hook-form';
import { type LoginBody, loginBody } from '@/core/contracts/auth';
import { ForgotPasswordDialog } from '@/web/components/account/forgot-password-dialog';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { errorMessageFor } from '@/web/lib/api';
import { useContractForm } from '@/web/lib/contract-form';

interface LoginMutation {
  mutate: (values: LoginBody) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface SignInFormProps {
  login: LoginMutation;
  userType: 'student' | 'coach';
  emailLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** Offer "Keep me signed in" (students); without it the request carries no rememberMe at all. */
  offerRememberMe?: boolean;
}

/** A portal's e-mail and password form, with Forgot password beside the password. */
export function SignInForm({
  login,
  userType,
  emailLabel,
  submitLabel,
  submittingLabel,
  offerRememberMe = false,
}: SignInFormProps) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useContractForm(loginBody, {
    // Checked on submit, as sign-in forms are: a half-typed address is not an error yet.
    mode: 'onSubmit',
    defaultValues: offerRememberMe
      ? { email: '', password: '', rememberMe: false }
      : { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values));

  const failure = login.isError
    ? errorMessageFor(login.error, { server: 'Login failed', network: 'Login failed. Please try again.' })
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      <Field label={emailLabel} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        required
        labelAside={
          <ForgotPasswordDialog userType={userType} getInitialEmail={() => getValues('email') ?? ''} />
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      {offerRememberMe && (
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
      )}
      <Button type="submit" size="lg" loading={login.isPending} loadingText={submittingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
