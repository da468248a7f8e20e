import { acceptLoginBody } from '@/core/contracts/family';
import { PASSWORD_MIN_LENGTH } from '@/core/rules/password-policy';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useAcceptLogin } from '../family/api/family';

const FIELDS = ['email', 'username', 'password', 'confirmPassword'] as const;

/**
 * A junior (or a young adult taking over their account) chooses their own username and password. Taking
 * over, the young adult also gives their own address: the invitation went to the family's.
 */
export function AcceptLoginForm({
  token,
  askEmail,
  onSignedIn,
}: {
  token: string;
  askEmail: boolean;
  onSignedIn: () => void;
}) {
  const accept = useAcceptLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(acceptLoginBody, {
    mode: 'onSubmit',
    defaultValues: { token, username: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ email, ...values }) =>
    accept.mutate(askEmail ? { ...values, email } : values, {
      onSuccess: onSignedIn,
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    }),
  );

  const failure =
    accept.isError && !isFieldError(accept.error, FIELDS)
      ? errorMessageFor(accept.error, {
          server: 'We could not set up your login. Please try again.',
          network: 'We could not reach the academy. Please check your connection.',
        })
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      {askEmail && (
        <Field
          label="Your e-mail address"
          hint="The one you will sign in with. We will send it a link to confirm it."
          error={errors.email?.message}
          required
        >
          <Input type="email" autoComplete="email" {...register('email')} />
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
      <Button type="submit" size="lg" loading={accept.isPending} loadingText="Setting up...">
        Set up my login
      </Button>
    </form>
  );
}
