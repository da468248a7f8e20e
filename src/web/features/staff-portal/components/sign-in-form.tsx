import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginBody } from '@/core/contracts/auth';
import { ForgotPasswordDialog } from '@/web/components/account/forgot-password-dialog';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { errorMessageFor } from '@/web/lib/api';
import { useStaffLogin } from '../api/login';

export function SignInForm() {
  const login = useStaffLogin();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values));

  const failure = login.isError
    ? errorMessageFor(login.error, { server: 'Login failed', network: 'Login failed. Please try again.' })
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      <Field label="Staff Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        required
        labelAside={
          <ForgotPasswordDialog userType="coach" getInitialEmail={() => getValues('email') ?? ''} />
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" size="lg" loading={login.isPending} loadingText="Signing in...">
        Sign In
      </Button>
    </form>
  );
}
