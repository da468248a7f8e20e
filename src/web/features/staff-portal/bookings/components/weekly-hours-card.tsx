import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type DiaryCoach, weeklyHoursBody } from '@/core/contracts/booking-admin';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { controlClasses } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { useReplaceWeeklyHours } from '../api/diary-coaches';
import { WEEKDAYS } from '../diary-dates';

interface Range {
  key: number;
  weekday: number;
  start: string;
  end: string;
}

let nextKey = 1;
const toRanges = (coach: DiaryCoach): Range[] =>
  coach.weeklyHours.map((h) => ({ key: nextKey++, weekday: h.weekday, start: h.start, end: h.end }));

/** The coach's regular week, edited as a whole and saved at once (the server checks it again). */
export function WeeklyHoursCard({ coach }: { coach: DiaryCoach }) {
  const [ranges, setRanges] = useState(() => toRanges(coach));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = useReplaceWeeklyHours();

  function change(key: number, part: 'start' | 'end', value: string) {
    setRanges((all) => all.map((r) => (r.key === key ? { ...r, [part]: value } : r)));
    setErrors((all) => {
      const { [key]: _removed, ...rest } = all;
      return rest;
    });
  }

  /** Field errors come back as `hours.<index>.<part>`; show each beside its range. */
  function errorsByRange(fields: Record<string, string>, sent: Range[]) {
    const found: Record<number, string> = {};
    for (const [name, message] of Object.entries(fields)) {
      const match = /^hours\.(\d+)\.(\w+)$/.exec(name);
      const range = match ? sent[Number(match[1])] : undefined;
      if (range) found[range.key] = message;
    }
    return found;
  }

  async function submit() {
    const body = { hours: ranges.map(({ weekday, start, end }) => ({ weekday, start, end })) };
    const checked = weeklyHoursBody.safeParse(body);
    if (!checked.success) {
      const fields = Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
      setErrors(errorsByRange(fields, ranges));
      return;
    }
    try {
      await save.mutateAsync({ id: coach.id, body: checked.data });
      setErrors({});
      notify.success('Weekly hours saved.');
    } catch (error) {
      if (isApiError(error)) setErrors(errorsByRange(error.fieldErrors, ranges));
      notify.error(
        errorMessageFor(error, {
          server: 'The hours could not be saved. Please try again.',
          network: 'The hours could not be saved: check your connection and try again.',
        }),
      );
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly hours</CardTitle>
        <CardDescription>
          When lessons can be booked with {coach.name}, on the London clock. Leave a day empty for a day off.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-line">
          {WEEKDAYS.map((day) => {
            const dayRanges = ranges.filter((r) => r.weekday === day.value);
            return (
              <li key={day.value} className="grid gap-2 py-3 sm:grid-cols-[8rem_1fr] sm:items-start">
                <h3 className="pt-3 text-base font-semibold text-ink-900">{day.label}</h3>
                <div className="flex flex-col gap-2">
                  {dayRanges.length === 0 && <p className="pt-3 text-base text-ink-600">Not teaching</p>}
                  {dayRanges.map((range) => (
                    <div key={range.key}>
                      <div className="flex flex-wrap items-center gap-2">
                        <input
                          type="text"
                          inputMode="numeric"
                          placeholder="hh:mm"
                          maxLength={5}
                          aria-label={`${day.label} from`}
                          value={range.start}
                          onChange={(e) => change(range.key, 'start', e.target.value)}
                          aria-invalid={errors[range.key] ? true : undefined}
                          aria-describedby={errors[range.key] ? `hours-error-${range.key}` : undefined}
                          className={cn(controlClasses, 'w-36 max-w-36')}
                        />
                        <span className="text-ink-600">to</span>
                        <input
                          type="text"
                          inputMode="numeric"
                          placeholder="hh:mm"
                          maxLength={5}
                          aria-label={`${day.label} until`}
                          value={range.end === '24:00' ? '23:59' : range.end}
                          onChange={(e) => change(range.key, 'end', e.target.value)}
                          aria-invalid={errors[range.key] ? true : undefined}
                          aria-describedby={errors[range.key] ? `hours-error-${range.key}` : undefined}
                          className={cn(controlClasses, 'w-36 max-w-36')}
                        />
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${day.label} ${range.start} to ${range.end}`}
                          onClick={() => setRanges((all) => all.filter((r) => r.key !== range.key))}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                      {errors[range.key] && (
                        <p
                          id={`hours-error-${range.key}`}
                          className="mt-1 text-sm font-medium text-error-700"
                        >
                          {errors[range.key]}
                        </p>
                      )}
                    </div>
                  ))}
                  <div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setRanges((all) => [
                          ...all,
                          { key: nextKey++, weekday: day.value, start: '09:00', end: '17:00' },
                        ])
                      }
                    >
                      <Plus aria-hidden="true" />
                      Add hours<span className="sr-only"> on {day.label}</span>
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {Object.keys(errors).length > 0 && (
          <Alert className="mt-4">Some hours need fixing: see the messages beside them.</Alert>
        )}
      </CardContent>
      <CardFooter>
        <Button onClick={submit} loading={save.isPending} loadingText="Saving...">
          Save weekly hours
        </Button>
      </CardFooter>
    </Card>
  );
}
