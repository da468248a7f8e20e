import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordField } from '@/core/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@/core/rules/password-policy';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { PasswordInput } from '@/web/components/ui/password-input';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { QueryProvider } from '@/web/lib/query-provider';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { EmailedLinkCard, EmailedLinkDone } from '../components/emailed-link-card';

const resetForm = z
  .object({
    password: passwordField,
    confirmPassword: z.string().min(1, 'Confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type ResetValues = z.infer<typeof resetForm>;

function PortalLinks() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to="/student-portal" className={buttonClasses({ className: 'flex-1' })}>
        Student Portal
      </Link>
      <Link to="/staff-portal" className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}>
        Staff Portal
      </Link>
    </div>
  );
}

function MissingToken() {
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="info" title="This link is incomplete">
        The page needs the full link from your password reset email.
      </Alert>
      <div className="text-base text-ink-700">
        <p className="font-semibold text-ink-900">To get a new link:</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>Open the Student Portal or the Staff Portal.</li>
          <li>Choose 'Forgot Password?' and enter your email.</li>
          <li>Open the new link from your inbox within 30 minutes.</li>
        </ol>
      </div>
      <PortalLinks />
    </div>
  );
}

function ResetSucceeded() {
  return (
    <div className="flex flex-col gap-5">
      <EmailedLinkDone title="Your password has been reset">
        <p className="text-base text-ink-700">Sign in with your new password.</p>
      </EmailedLinkDone>
      <PortalLinks />
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({ resolver: zodResolver(resetForm), mode: 'onTouched' });

  if (mutation.isSuccess) return <ResetSucceeded />;

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          const fieldMessage = isApiError(error) ? error.fieldErrors.password : undefined;
          if (fieldMessage) setError('password', { message: fieldMessage });
        },
      },
    );
  });

  const failure = mutation.isError
    ? errorMessageFor(mutation.error, {
        server: 'Failed to reset password',
        network: 'Failed to reset password. Please try again.',
      })
    : null;
  // When the server's message is about the password itself it already sits beside the field.
  const showFailure = failure !== null && failure !== errors.password?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {showFailure && <Alert>{failure}</Alert>}
      <Field
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember and hard to guess.`}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" loading={mutation.isPending} loadingText="Resetting password...">
        Reset password
      </Button>
    </form>
  );
}

/** /reset-password?token=…: choose a new password from the e-mailed link. */
export function ResetPasswordPage() {
  return (
    <QueryProvider>
      <ResetPassword />
    </QueryProvider>
  );
}

function ResetPassword() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();

  return (
    <EmailedLinkCard
      title="Reset your password"
      icon={KeyRound}
      tone="fairway"
      hasToken={Boolean(token)}
      intro={token && <p className="text-base text-ink-600">Choose a new password for your account.</p>}
    >
      {token ? <ResetForm token={token} /> : <MissingToken />}
    </EmailedLinkCard>
  );
}
