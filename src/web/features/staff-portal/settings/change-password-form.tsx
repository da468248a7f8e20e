import { KeyRound } from 'lucide-react';
import { type ChangePasswordBody, changePasswordBody } from '@/core/contracts/staff-admin';
import { PASSWORD_MIN_LENGTH } from '@/core/rules/password-policy';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { PasswordInput } from '@/web/components/ui/password-input';
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useChangePassword } from './api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FALLBACK = {
  server: 'Your password could not be changed. Please try again.',
  network: 'Your password could not be changed. Please check your connection and try again.',
};

/**
 * Change password: the form checks what the contract can (length, the two new entries agree); the server
 * also checks the current password and refuses the most common ones, naming the field at fault.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(changePasswordBody, { defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    });
  });

  // Field errors sit under their fields; only an error about nothing in particular gets the banner.
  const failure =
    change.isError && !isFieldError(change.error, FIELDS) ? errorMessageFor(change.error, FALLBACK) : null;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>Change password</CardTitle>
        </div>
        <CardDescription className="text-base">
          You stay signed in here. Every other browser or device signed in to your account is signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Change password">
          {change.isSuccess && (
            <Alert tone="success" title="Password changed">
              {change.data.message}
            </Alert>
          )}
          {failure && <Alert>{failure}</Alert>}
          <Field label="Current password" error={errors.currentPassword?.message} required>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </Field>
          <Field
            label="New password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember and hard to guess.`}
            error={errors.newPassword?.message}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <Button
            type="submit"
            loading={change.isPending}
            loadingText="Changing password..."
            className="self-stretch sm:self-start"
          >
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
