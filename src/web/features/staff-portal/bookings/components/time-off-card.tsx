import { CalendarOff, Trash2 } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { type DiaryCoach, timeOffBody } from '@/core/contracts/booking-admin';
import { addDays, clockToMinutes, londonWallTimeToUtc } from '@/core/rules/london-time';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { DateInput } from '@/web/components/ui/date-input';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatDateTime } from '@/web/lib/format';
import { useAddTimeOff, useRemoveTimeOff } from '../api/diary-coaches';
import { londonToday } from '../diary-dates';

/** A moment as the form asks for it: a London date and a time on the wall clock. */
const wallTime = z.object({ date: z.string(), time: z.string() });

/**
 * The two moments become the body's instants (a wall time the clocks skip is refused beside its field), and
 * the contract's own rules check the body. A blank reason is no reason.
 */
const timeOffForm = z
  .object({ startsAt: wallTime, endsAt: wallTime, reason: z.string() })
  .transform((form, ctx): z.input<typeof timeOffBody> => {
    const startsAt = londonWallTimeToUtc(form.startsAt.date, clockToMinutes(form.startsAt.time));
    const endsAt = londonWallTimeToUtc(form.endsAt.date, clockToMinutes(form.endsAt.time));
    if (!startsAt || !endsAt) {
      ctx.addIssue({
        code: 'custom',
        path: [startsAt ? 'endsAt' : 'startsAt'],
        message: 'Choose a date and time that exists',
      });
      return z.NEVER;
    }
    return {
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      reason: form.reason.trim() || undefined,
    };
  })
  .pipe(timeOffBody);
const FIELDS = ['startsAt', 'endsAt', 'reason'] as const;

/** Holidays and other absences: no lessons are offered while they last. */
export function TimeOffCard({ coach }: { coach: DiaryCoach }) {
  const add = useAddTimeOff();
  const remove = useRemoveTimeOff();
  const today = londonToday();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setError,
    formState: { errors },
  } = useContractForm(timeOffForm, {
    defaultValues: {
      startsAt: { date: addDays(today, 1), time: '00:00' },
      endsAt: { date: addDays(today, 2), time: '00:00' },
      reason: '',
    },
  });

  const onSubmit = handleSubmit((body) =>
    add.mutate(
      { id: coach.id, body },
      {
        onSuccess: () => {
          resetField('reason');
          notify.success('Time off added.');
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, FIELDS);
          notify.error(
            errorMessageFor(error, {
              server: 'The time off could not be added. Please try again.',
              network: 'The time off could not be added: check your connection and try again.',
            }),
          );
        },
      },
    ),
  );

  async function removeEntry(timeOffId: string) {
    try {
      await remove.mutateAsync({ id: coach.id, timeOffId });
      notify.success('Time off removed.');
    } catch (error) {
      notify.error(
        errorMessageFor(error, {
          server: 'The time off could not be removed. Please try again.',
          network: 'The time off could not be removed: check your connection and try again.',
        }),
      );
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time off</CardTitle>
        <CardDescription>No lessons with {coach.name} are offered while time off lasts.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {coach.timeOff.length === 0 ? (
          <p className="flex items-center gap-2 text-base text-ink-600">
            <CalendarOff className="size-5" aria-hidden="true" />
            No time off booked.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {coach.timeOff.map((t) => {
              const label = `${formatDateTime(t.startsAt)} to ${formatDateTime(t.endsAt)}`;
              return (
                <li key={t.id} className="flex items-center justify-between gap-3 px-4 py-2">
                  <div className="min-w-0">
                    <p className="text-base font-semibold text-ink-900">{label}</p>
                    {t.reason && <p className="text-sm text-ink-600">{t.reason}</p>}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove time off ${label}`}
                    onClick={() => removeEntry(t.id)}
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Add time off">
          <Field label="From" error={errors.startsAt?.message}>
            <Controller
              control={control}
              name="startsAt.date"
              render={({ field }) => (
                <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </Field>
          <Field label="From time">
            <Input
              type="text"
              inputMode="numeric"
              placeholder="hh:mm"
              maxLength={5}
              autoComplete="off"
              {...register('startsAt.time')}
            />
          </Field>
          <Field label="Until" error={errors.endsAt?.message}>
            <Controller
              control={control}
              name="endsAt.date"
              render={({ field }) => (
                <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </Field>
          <Field label="Until time">
            <Input
              type="text"
              inputMode="numeric"
              placeholder="hh:mm"
              maxLength={5}
              autoComplete="off"
              {...register('endsAt.time')}
            />
          </Field>
          <Field
            label="Reason"
            hint="Optional; only staff see it."
            error={errors.reason?.message}
            className="sm:col-span-2"
          >
            <Input maxLength={200} {...register('reason')} />
          </Field>
          <CardFooter className="-mx-5 -mb-5 sm:col-span-2 sm:-mx-6 sm:-mb-6">
            <Button type="submit" loading={add.isPending} loadingText="Adding...">
              Add time off
            </Button>
          </CardFooter>
        </form>
      </CardContent>
    </Card>
  );
}
