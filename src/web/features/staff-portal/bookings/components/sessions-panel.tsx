import { CalendarPlus, CalendarRange, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  type DiaryCoach,
  MAX_REPEAT_WEEKS,
  type SessionCreateBody,
  sessionCreateBody,
} from '@/core/contracts/booking-admin';
import { addDays } from '@/core/rules/london-time';
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
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { LoadError } from '@/web/components/ui/load-error';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatDate } from '@/web/lib/format';
import { useBookingServices } from '../api/booking-services';
import { useBookingSessions, useCreateSessions, useDeleteSession } from '../api/booking-sessions';
import { londonToday } from '../diary-dates';

/**
 * What the boxes hold (text, as selects give it): the coach and the repeat become numbers, and the contract's
 * own rules check the body.
 */
const sessionForm = z
  .object({
    serviceId: z.number(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    coachId: z.string(),
    repeatWeeks: z.string(),
  })
  .transform(
    (form): SessionCreateBody => ({
      ...form,
      coachId: form.coachId ? Number(form.coachId) : null,
      repeatWeeks: Number(form.repeatWeeks),
    }),
  )
  .pipe(sessionCreateBody);
const FIELDS = ['date', 'start', 'end', 'coachId', 'repeatWeeks'] as const;

function AddSessionCard({ serviceId, coaches }: { serviceId: number; coaches: DiaryCoach[] }) {
  const create = useCreateSessions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(sessionForm, {
    defaultValues: {
      serviceId,
      date: addDays(londonToday(), 7),
      start: '10:00',
      end: '14:00',
      coachId: '',
      repeatWeeks: '1',
    },
  });

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ sessions }) =>
        notify.success(sessions.length === 1 ? 'Session added.' : `${sessions.length} sessions added.`),
      onError: (error) => {
        showServerFieldErrors(error, setError, FIELDS);
        notify.error(
          errorMessageFor(error, {
            server: 'The session could not be added. Please try again.',
            network: 'The session could not be added: check your connection and try again.',
          }),
        );
      },
    }),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Add a session</CardTitle>
          <CardDescription>Times are on the London clock.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <Field label="Date" error={errors.date?.message}>
            <Controller
              control={control}
              name="date"
              render={({ field }) => (
                <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </Field>
          <Field label="Starts" error={errors.start?.message}>
            <Input
              type="text"
              inputMode="numeric"
              placeholder="hh:mm"
              maxLength={5}
              autoComplete="off"
              {...register('start')}
            />
          </Field>
          <Field label="Ends" error={errors.end?.message}>
            <Input
              type="text"
              inputMode="numeric"
              placeholder="hh:mm"
              maxLength={5}
              autoComplete="off"
              {...register('end')}
            />
          </Field>
          <Field label="Coach" error={errors.coachId?.message} className="sm:col-span-2">
            <Select {...register('coachId')}>
              <option value="">No coach named</option>
              {coaches.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Repeat" error={errors.repeatWeeks?.message}>
            <Select {...register('repeatWeeks')}>
              <option value="1">Just this date</option>
              {Array.from({ length: MAX_REPEAT_WEEKS - 1 }, (_, i) => i + 2).map((weeks) => (
                <option key={weeks} value={weeks}>
                  Weekly for {weeks} weeks
                </option>
              ))}
            </Select>
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={create.isPending} loadingText="Adding...">
            <CalendarPlus aria-hidden="true" />
            Add session
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/** Admins: the dated sessions of camps and squads: upcoming ones with places taken, add and remove. */
export function SessionsPanel({ coaches }: { coaches: DiaryCoach[] }) {
  const services = useBookingServices();
  const programmes = services.data?.services.filter((s) => s.kind === 'session') ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const programme = programmes.find((p) => p.id === chosen) ?? programmes[0];
  const sessions = useBookingSessions(programme?.id);
  const remove = useDeleteSession();

  async function removeSession(id: number) {
    try {
      await remove.mutateAsync(id);
      notify.success('Session removed.');
    } catch (error) {
      notify.error(
        errorMessageFor(error, {
          server: 'The session could not be removed. Please try again.',
          network: 'The session could not be removed: check your connection and try again.',
        }),
      );
    }
  }

  if (services.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading programmes…
        </p>
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (services.isError) {
    return (
      <LoadError
        title="The programmes could not be loaded"
        onRetry={() => services.refetch()}
        retrying={services.isFetching}
      />
    );
  }
  if (!programme) {
    return (
      <EmptyState
        icon={CalendarRange}
        as="h2"
        title="No dated programmes"
        text="Add a service of the type ‘Dated sessions’ under Services first."
        className="bg-white"
      />
    );
  }

  const upcoming = sessions.data?.sessions ?? [];
  return (
    <div className="flex flex-col gap-5">
      <Card>
        <CardContent>
          <Field label="Programme">
            <Select value={String(programme.id)} onChange={(e) => setChosen(Number(e.target.value))}>
              {programmes.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Upcoming sessions</CardTitle>
          <CardDescription>
            A session with confirmed places cannot be removed: cancel them first.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {sessions.isPending && (
            <div className="flex flex-col gap-2">
              <p role="status" className="sr-only">
                Loading sessions…
              </p>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          )}
          {sessions.isError && (
            <LoadError
              title="The sessions could not be loaded"
              onRetry={() => sessions.refetch()}
              retrying={sessions.isFetching}
            />
          )}
          {sessions.isSuccess && upcoming.length === 0 && (
            <p className="text-base text-ink-600">No upcoming sessions. Add one below.</p>
          )}
          {upcoming.length > 0 && (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {upcoming.map((s) => {
                const label = `${formatDate(s.date)}, ${s.start} to ${s.end}`;
                return (
                  <li key={s.id} className="flex items-center justify-between gap-3 px-4 py-2">
                    <div className="min-w-0">
                      <p className="text-base font-semibold text-ink-900">{label}</p>
                      <p className="text-sm text-ink-600">
                        {s.booked} of {s.capacity} places booked{s.coach && ` · ${s.coach.name}`}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={s.booked > 0 ? `${label} has bookings` : `Remove session ${label}`}
                      disabled={s.booked > 0 || remove.isPending}
                      onClick={() => removeSession(s.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <AddSessionCard key={programme.id} serviceId={programme.id} coaches={coaches} />
    </div>
  );
}
