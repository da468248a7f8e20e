import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Controller } from 'react-hook-form';
import {
  type MessageEmails,
  type StaffEmailPreferences,
  staffEmailPreferencesBody,
} from '@/core/contracts/email-preferences';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FieldError } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { staffEmailPreferencesQuery, useSaveStaffEmailPreferences } from './api/email-preferences';

const FIELDS = ['studentMessages', 'purchaseRequests'] as const;
const CHOICES: { value: MessageEmails; label: string; hint: string }[] = [
  { value: 'instant', label: 'E-mail me at once', hint: 'One e-mail for each new message.' },
  {
    value: 'daily',
    label: 'One summary a day (after 7am)',
    hint: 'The messages you have not read yet, in one e-mail each morning.',
  },
  { value: 'off', label: "Don't e-mail me", hint: 'You still see new messages here in the portal.' },
];
const FALLBACK = {
  server: 'Your e-mail settings could not be saved. Please try again.',
  network: 'Your e-mail settings could not be saved. Please check your connection and try again.',
};

/** E-mail notifications: how a member of staff hears of students' messages (and, for admins, purchase requests). */
export function EmailPreferencesCard() {
  const preferences = useQuery(staffEmailPreferencesQuery());
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>E-mail notifications</CardTitle>
        </div>
        <CardDescription className="text-base">
          What the academy e-mails you about. Everything stays in the portal whatever you choose.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div className="flex flex-col gap-3">
            <span className="sr-only" role="status">
              Loading your e-mail settings...
            </span>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-11 w-28" />
          </div>
        ) : preferences.isError ? (
          <LoadError
            title="We could not load your e-mail settings"
            onRetry={() => preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <EmailPreferencesForm saved={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}

function EmailPreferencesForm({ saved }: { saved: StaffEmailPreferences }) {
  const save = useSaveStaffEmailPreferences();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(staffEmailPreferencesBody, {
    defaultValues: { studentMessages: saved.studentMessages, purchaseRequests: saved.purchaseRequests },
  });

  const onSubmit = handleSubmit((values) => {
    // Purchase requests reach admins only, so nobody else sends a setting for them.
    const body = saved.admin
      ? values
      : { ...(values.studentMessages && { studentMessages: values.studentMessages }) };
    save.mutate(body, {
      onSuccess: (now) => {
        reset({ studentMessages: now.studentMessages, purchaseRequests: now.purchaseRequests });
        notify.success('E-mail settings saved');
      },
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    });
  });
  const failure =
    save.isError && !isFieldError(save.error, FIELDS) ? errorMessageFor(save.error, FALLBACK) : null;
  const messagesError = errors.studentMessages?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="E-mail notifications">
      {failure && <Alert>{failure}</Alert>}
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={messagesError ? 'student-messages-error' : undefined}
      >
        <legend className="mb-2 text-base font-semibold text-ink-900">
          When a student sends you a message
        </legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line px-4 py-3',
              'transition-colors duration-150 hover:border-fairway-600',
              'has-[:checked]:border-fairway-700 has-[:checked]:bg-fairway-50',
            )}
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-1 size-4 shrink-0 accent-fairway-700"
              aria-invalid={messagesError ? true : undefined}
              {...register('studentMessages')}
            />
            <span className="flex flex-col">
              <span className="text-base font-medium text-ink-900">{choice.label}</span>
              <span className="text-sm text-ink-600">{choice.hint}</span>
            </span>
          </label>
        ))}
        {messagesError && <FieldError id="student-messages-error" message={messagesError} />}
      </fieldset>
      {saved.admin && (
        <Controller
          control={control}
          name="purchaseRequests"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <Checkbox
                label="E-mail me when a download purchase request is waiting"
                hint="Sent to admins, who approve the requests."
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={errors.purchaseRequests ? true : undefined}
              />
              {errors.purchaseRequests?.message && (
                <FieldError id="purchase-requests-error" message={errors.purchaseRequests.message} />
              )}
            </div>
          )}
        />
      )}
      <Button
        type="submit"
        loading={save.isPending}
        loadingText="Saving..."
        className="self-stretch sm:self-start"
      >
        Save
      </Button>
    </form>
  );
}
