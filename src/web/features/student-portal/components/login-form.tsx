import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { loginBody } from '@/core/contracts/auth';
import { ForgotPasswordDialog } from '@/web/components/account/forgot-password-dialog';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { errorMessageFor } from '@/web/lib/api';
import { useStudentLogin } from '../api/login';

export function LoginForm() {
  const login = useStudentLogin();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values));

  const failure = login.isError
    ? errorMessageFor(login.error, { server: 'Login failed', network: 'Login failed. Please try again.' })
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        required
        labelAside={
          <ForgotPasswordDialog userType="student" getInitialEmail={() => getValues('email') ?? ''} />
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
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
      <Button type="submit" size="lg" loading={login.isPending} loadingText="Logging in...">
        Login
      </Button>
    </form>
  );
}
