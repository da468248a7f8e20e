import { Controller } from 'react-hook-form';
import { z } from 'zod';
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
import { errorMessageFor } from '@/web/lib/api';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useUpdateDiaryCoach } from '../api/diary-coaches';

/** Typed text as a number; an empty box is no number at all (zero would be a valid setting). */
const numberText = (toNumber: (value: number) => number) =>
  z.string().transform((text) => (text.trim() === '' ? Number.NaN : toNumber(Number(text))));

/**
 * The patch, with the notice typed in hours: the boxes carry the body's names (so the server's messages land
 * under them) and the contract's own rules check what they become.
 */
const noticeForm = diaryCoachPatch.extend({
  minimumNoticeMinutes: numberText((hours) => Math.round(hours * 60)).pipe(
    diaryCoachPatch.shape.minimumNoticeMinutes.unwrap(),
  ),
  bufferMinutes: numberText((minutes) => minutes).pipe(diaryCoachPatch.shape.bufferMinutes.unwrap()),
});
const FIELDS = ['minimumNoticeMinutes', 'bufferMinutes', 'active'] as const;

/** How close to the start a lesson may be booked, the gap kept between bookings, and whether bookings are open. */
export function NoticeCard({ coach }: { coach: DiaryCoach }) {
  const update = useUpdateDiaryCoach();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(noticeForm, {
    defaultValues: {
      minimumNoticeMinutes: String(coach.minimumNoticeMinutes / 60),
      bufferMinutes: String(coach.bufferMinutes),
      active: coach.active,
    },
  });

  const onSubmit = handleSubmit((patch) =>
    update.mutate(
      { id: coach.id, patch },
      {
        onSuccess: () => notify.success('Booking settings saved.'),
        onError: (error) => {
          showServerFieldErrors(error, setError, FIELDS);
          notify.error(
            errorMessageFor(error, {
              server: 'The settings could not be saved. Please try again.',
              network: 'The settings could not be saved: check your connection and try again.',
            }),
          );
        },
      },
    ),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
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
              {...register('minimumNoticeMinutes')}
            />
          </Field>
          <Field
            label="Break between bookings (minutes)"
            hint="Kept free before and after each lesson."
            error={errors.bufferMinutes && 'Enter 0 to 240 minutes'}
          >
            <Input type="number" inputMode="numeric" min={0} step={5} {...register('bufferMinutes')} />
          </Field>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Checkbox
                className="sm:col-span-2"
                label="Taking bookings online"
                hint="Switch off to stop new bookings; existing ones stand."
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
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
