import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { type PortalEmailPreferences, portalEmailPreferencesBody } from '@/core/contracts/email-preferences';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FieldError } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useActingStudent } from '../acting-student';
import { portalEmailPreferencesQuery, useSavePortalEmailPreferences } from './api/email-preferences';

const FIELDS = ['coachFeedback'] as const;
const FALLBACK = {
  server: 'Your e-mail settings could not be saved. Please try again.',
  network: 'Your e-mail settings could not be saved. Please check your connection and try again.',
};

/**
 * E-mails: whether news of the coach's replies and reviews is e-mailed. A guardian's setting is their own,
 * for all their children, so the words speak of the children's work.
 */
export function EmailPreferencesCard() {
  const preferences = useQuery(portalEmailPreferencesQuery());
  const byGuardian = useActingStudent()?.byGuardian ?? false;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 className="font-display text-xl font-semibold text-ink-900">E-mails</h2>
          <p className="mt-1 text-base text-ink-600">
            {byGuardian
              ? 'This setting is yours, and covers all your children.'
              : 'Whatever you choose, you still see everything here in the portal.'}
          </p>
        </div>
        {preferences.isPending ? (
          <div className="flex flex-col gap-3">
            <span className="sr-only" role="status">
              Loading your e-mail settings...
            </span>
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-28" />
          </div>
        ) : preferences.isError ? (
          <LoadError
            title="We could not load your e-mail settings"
            onRetry={() => preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <EmailPreferencesForm saved={preferences.data} byGuardian={byGuardian} />
        )}
      </CardContent>
    </Card>
  );
}

function EmailPreferencesForm({ saved, byGuardian }: { saved: PortalEmailPreferences; byGuardian: boolean }) {
  const save = useSavePortalEmailPreferences();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(portalEmailPreferencesBody, { defaultValues: saved });

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (now) => {
        reset(now);
        notify.success('E-mail settings saved');
      },
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    });
  });
  const failure =
    save.isError && !isFieldError(save.error, FIELDS) ? errorMessageFor(save.error, FALLBACK) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="E-mails">
      {failure && <Alert>{failure}</Alert>}
      <Controller
        control={control}
        name="coachFeedback"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <Checkbox
              label={
                byGuardian
                  ? "E-mail me when a coach replies to, reviews or verifies my children's work"
                  : 'E-mail me when my coach replies, reviews a drill or verifies a round'
              }
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={errors.coachFeedback ? true : undefined}
              aria-describedby={errors.coachFeedback ? 'coach-feedback-error' : undefined}
            />
            {errors.coachFeedback?.message && (
              <FieldError id="coach-feedback-error" message={errors.coachFeedback.message} />
            )}
          </div>
        )}
      />
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
