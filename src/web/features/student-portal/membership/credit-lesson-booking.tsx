import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import type { BookingConfirmation } from '@/core/contracts/booking';
import type { MembershipView } from '@/core/contracts/memberships';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { DateInput } from '@/web/components/ui/date-input';
import { Field } from '@/web/components/ui/field';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessageFor } from '@/web/lib/api';
import { formatLongDate } from '@/web/lib/format';
import { londonToday } from '../components/london-today';
import { useBookWithCredit, useCreditLessonTimes } from './membership-api';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Books a lesson with the member's own coach, paid with one of this month's credits. */
export function CreditLessonBooking({
  lessons,
  creditsLeft,
  studentId,
}: {
  lessons: MembershipView['creditLessons'];
  creditsLeft: number;
  studentId?: string;
}) {
  const today = londonToday();
  const [serviceId, setServiceId] = useState(lessons[0]!.serviceId);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookingConfirmation | null>(null);
  const lesson = lessons.find((l) => l.serviceId === serviceId) ?? lessons[0]!;
  const times = useCreditLessonTimes(lesson, date);
  const book = useBookWithCredit(studentId);

  const submit = () => {
    if (!time) return;
    book.mutate(
      { serviceId: lesson.serviceId, date, time },
      {
        onSuccess: ({ booking }) => {
          setBooked(booking);
          setTime(null);
          setDate('');
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <CalendarCheck className="size-5 text-brand-700" aria-hidden="true" />
          Book a lesson with a credit
        </CardTitle>
        <CardDescription>
          {lesson.name} with {lesson.coachName}. Cancel at least 48 hours before and the credit comes back.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {booked && (
          <Alert tone="success" title="Lesson booked">
            {formatLongDate(booked.date)} at {booked.time} with {lesson.coachName}. The confirmation is on its
            way by e-mail.
          </Alert>
        )}
        {creditsLeft === 0 ? (
          <p className="text-base text-ink-600">
            All of this month’s credits are booked. They renew with the next monthly payment.
          </p>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {lessons.length > 1 && (
                <Field label="Lesson">
                  <Select value={serviceId} onChange={(e) => setServiceId(Number(e.target.value))}>
                    {lessons.map((l) => (
                      <option key={l.serviceId} value={l.serviceId}>
                        {l.name} ({l.durationMinutes} min)
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              <Field label="Day">
                <DateInput
                  value={date}
                  min={today}
                  max={addDays(today, 30)}
                  onChange={(day) => {
                    setDate(day);
                    setTime(null);
                  }}
                />
              </Field>
            </div>
            {date !== '' && (
              <div className="flex flex-col gap-2">
                <p className="text-base font-semibold">{formatLongDate(date)}</p>
                {times.isPending ? (
                  <Spinner label="Finding free times" />
                ) : times.isError ? (
                  <Alert>We could not load the free times. Please try again.</Alert>
                ) : times.data.length === 0 ? (
                  <p className="text-base text-ink-600">No free times that day: try another.</p>
                ) : (
                  <fieldset className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                    <legend className="sr-only">Start time</legend>
                    {times.data.map((slot) => (
                      <Button
                        key={slot}
                        size="sm"
                        variant={slot === time ? 'primary' : 'secondary'}
                        aria-pressed={slot === time}
                        onClick={() => setTime(slot)}
                      >
                        {slot}
                      </Button>
                    ))}
                  </fieldset>
                )}
              </div>
            )}
            {book.isError && (
              <Alert>
                {errorMessageFor(book.error, {
                  server: 'The lesson could not be booked. Please try again.',
                  network: 'We could not reach the academy. Check your connection and try again.',
                })}
              </Alert>
            )}
            <Button
              className="sm:self-start"
              disabled={!time}
              loading={book.isPending}
              loadingText="Booking…"
              onClick={submit}
            >
              {time ? `Book ${time} with a credit` : 'Choose a day and time'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
