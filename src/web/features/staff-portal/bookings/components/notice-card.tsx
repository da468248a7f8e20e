import { type FormEvent, useState } from 'react';
import { type DiaryCoach, diaryCoachPatch } from '@/core/contracts/booking-admin';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { useUpdateDiaryCoach } from '../api/diary-coaches';

/** How close to the start a lesson may be booked, the gap kept between bookings, and whether bookings are open. */
export function NoticeCard({ coach }: { coach: DiaryCoach }) {
  const [noticeHours, setNoticeHours] = useState(String(coach.minimumNoticeMinutes / 60));
  const [buffer, setBuffer] = useState(String(coach.bufferMinutes));
  const [active, setActive] = useState(coach.active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateDiaryCoach();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const patch = {
      minimumNoticeMinutes: noticeHours.trim() === '' ? Number.NaN : Math.round(Number(noticeHours) * 60),
      bufferMinutes: buffer.trim() === '' ? Number.NaN : Number(buffer),
      active,
    };
    const checked = diaryCoachPatch.safeParse(patch);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await update.mutateAsync({ id: coach.id, patch: checked.data });
      setErrors({});
      notify.success('Booking settings saved.');
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      notify.error(
        errorMessageFor(error, {
          server: 'The settings could not be saved. Please try again.',
          network: 'The settings could not be saved: check your connection and try again.',
        }),
      );
    }
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <CardHeader>
          <CardTitle>Notice and breaks</CardTitle>
          <CardDescription>Applies to lessons booked online with {coach.name}.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Minimum notice (hours)"
            hint="How soon before the start a lesson can still be booked."
            error={errors.minimumNoticeMinutes && 'Enter 0 to 336 hours'}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.5}
              value={noticeHours}
              onChange={(e) => setNoticeHours(e.target.value)}
            />
          </Field>
          <Field
            label="Break between bookings (minutes)"
            hint="Kept free before and after each lesson."
            error={errors.bufferMinutes && 'Enter 0 to 240 minutes'}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={5}
              value={buffer}
              onChange={(e) => setBuffer(e.target.value)}
            />
          </Field>
          <Checkbox
            className="sm:col-span-2"
            label="Taking bookings online"
            hint="Switch off to stop new bookings; existing ones stand."
            checked={active}
            onCheckedChange={(checked) => setActive(checked === true)}
          />
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={update.isPending} loadingText="Saving...">
            Save settings
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
