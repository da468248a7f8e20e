import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { type AdminCoachProfile, coachProfilePatchBody } from '@/core/contracts/coach-profiles';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useUpdateCoachProfile, useUploadCoachPhoto } from './api/coach-profiles';

const shape = coachProfilePatchBody.shape;
/**
 * The boxes as they hold text, checked by the contract's own rules: qualifications one a line, the order as
 * a number, and the photo file beside them.
 */
const profileForm = z.object({
  title: shape.title,
  bio: shape.bio,
  phone: shape.phone,
  qualifications: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(shape.qualifications.unwrap()),
  displayOrder: z
    .string()
    .transform((value) => (value.trim() === '' ? Number.NaN : Number(value)))
    .pipe(shape.displayOrder.unwrap()),
  shown: z.boolean(),
  photo: z.instanceof(File).nullable(),
});
type ProfileFormValues = z.input<typeof profileForm>;
const FIELDS = ['title', 'bio', 'phone', 'qualifications', 'displayOrder', 'shown', 'photo'] as const;

const FALLBACK = {
  server: 'The profile could not be saved.',
  network: 'The profile could not be saved. Please check your connection.',
};

function initialValues(profile: AdminCoachProfile): ProfileFormValues {
  return {
    title: profile.title ?? '',
    bio: profile.bio ?? '',
    phone: profile.phone ?? '',
    qualifications: profile.qualifications.join('\n'),
    displayOrder: String(profile.displayOrder),
    shown: profile.shown,
    photo: null,
  };
}

/** Edits a coach's public profile, and uploads a new photo with a progress bar. */
export function CoachProfileDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: AdminCoachProfile;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdateCoachProfile();
  const upload = useUploadCoachPhoto();
  const busy = update.isPending || upload.isPending;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(profileForm, { defaultValues: initialValues(profile) });

  const onSubmit = handleSubmit(async ({ photo, ...patch }) => {
    setMessage(null);
    try {
      await update.mutateAsync({ id: profile.id, patch });
      if (photo) {
        setPercent(0);
        await upload.mutateAsync({ id: profile.id, file: photo, onProgress: setPercent });
      }
      notify.success('Profile saved. The coaches page shows it now.');
      onOpenChange(false);
    } catch (error) {
      setPercent(null);
      setMessage(
        showServerFieldErrors(error, setError, FIELDS)
          ? 'Please check the fields marked in red.'
          : errorMessageFor(error, FALLBACK),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {name}’s profile</DialogTitle>
          <DialogDescription>What the public coaches page says about {profile.firstName}.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Title" hint="For example Head Coach & Founder." error={errors.title?.message}>
            <Input maxLength={80} {...register('title')} />
          </Field>
          <Field label="Biography" error={errors.bio?.message} id="coach-bio">
            <textarea
              id="coach-bio"
              aria-invalid={errors.bio ? true : undefined}
              {...register('bio')}
              rows={5}
              maxLength={2000}
              className={cn(controlClasses, 'py-3')}
            />
          </Field>
          <Field
            label="Qualifications"
            hint="One a line."
            error={errors.qualifications?.message}
            id="coach-qualifications"
          >
            <textarea
              id="coach-qualifications"
              aria-invalid={errors.qualifications ? true : undefined}
              {...register('qualifications')}
              rows={4}
              className={cn(controlClasses, 'py-3')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="off" maxLength={30} {...register('phone')} />
            </Field>
            <Field
              label="Order on the page"
              hint="Lower numbers come first."
              error={errors.displayOrder?.message}
            >
              <Input type="number" inputMode="numeric" min={0} max={9999} {...register('displayOrder')} />
            </Field>
          </div>
          <Field
            label="Photo"
            hint="JPEG, PNG, WebP or AVIF, up to 8 MB. It is cropped square and resized for the page."
            error={errors.photo?.message}
          >
            <Controller
              control={control}
              name="photo"
              render={({ field }) => (
                <Input
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                  className="py-2.5"
                />
              )}
            />
          </Field>
          <Controller
            control={control}
            name="shown"
            render={({ field }) => (
              <Checkbox
                label="Show on the public coaches page"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          {percent !== null && <ProgressBar value={percent} label="Uploading photo" showLabel />}
          {message && <Alert tone="error">{message}</Alert>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={busy}
              loadingText={upload.isPending ? 'Uploading...' : 'Saving...'}
            >
              Save profile
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
