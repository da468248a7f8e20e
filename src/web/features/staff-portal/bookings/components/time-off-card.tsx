import { CalendarOff, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format';
import { useAddTimeOff, useRemoveTimeOff } from '../api/diary-coaches';
import { londonToday } from '../diary-dates';

/** Holidays and other absences: no lessons are offered while they last. */
export function TimeOffCard({ coach }: { coach: DiaryCoach }) {
  const today = londonToday();
  const [form, setForm] = useState({
    fromDate: addDays(today, 1),
    fromTime: '00:00',
    untilDate: addDays(today, 2),
    untilTime: '00:00',
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddTimeOff();
  const remove = useRemoveTimeOff();

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const startsAt = londonWallTimeToUtc(form.fromDate, clockToMinutes(form.fromTime));
    const endsAt = londonWallTimeToUtc(form.untilDate, clockToMinutes(form.untilTime));
    if (!startsAt || !endsAt) {
      setErrors({ [startsAt ? 'endsAt' : 'startsAt']: 'Choose a date and time that exists' });
      return;
    }
    const checked = timeOffBody.safeParse({
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      reason: form.reason.trim() || undefined,
    });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await add.mutateAsync({ id: coach.id, body: checked.data });
      setErrors({});
      setForm((f) => ({ ...f, reason: '' }));
      notify.success('Time off added.');
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      notify.error(
        errorMessageFor(error, {
          server: 'The time off could not be added. Please try again.',
          network: 'The time off could not be added: check your connection and try again.',
        }),
      );
    }
  }

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
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Add time off">
          <Field label="From" error={errors.startsAt}>
            <Input type="date" value={form.fromDate} onChange={set('fromDate')} />
          </Field>
          <Field label="From time">
            <Input type="time" value={form.fromTime} onChange={set('fromTime')} />
          </Field>
          <Field label="Until" error={errors.endsAt}>
            <Input type="date" value={form.untilDate} onChange={set('untilDate')} />
          </Field>
          <Field label="Until time">
            <Input type="time" value={form.untilTime} onChange={set('untilTime')} />
          </Field>
          <Field
            label="Reason"
            hint="Optional; only staff see it."
            error={errors.reason}
            className="sm:col-span-2"
          >
            <Input value={form.reason} maxLength={200} onChange={set('reason')} />
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
