import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  HANDEDNESS,
  HANDEDNESS_LABELS,
  MODEL_SWING_FILE_FIELD,
  MODEL_SWING_VIEW_LABELS,
  MODEL_SWING_VIEWS,
  type ModelSwing,
  modelSwingUploadFields,
} from '@/core/contracts/model-swings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useUpdateModelSwing, useUploadModelSwing } from '../model-swings/api/model-swings';

const chosenFile = z.instanceof(File).nullable();
const uploadForm = modelSwingUploadFields.extend({
  [MODEL_SWING_FILE_FIELD]: chosenFile.pipe(z.instanceof(File, { message: 'Choose a video file' })),
});
const editForm = modelSwingUploadFields.extend({ [MODEL_SWING_FILE_FIELD]: chosenFile });
type FormValues = z.input<typeof editForm>;
const FIELDS = ['title', 'club', 'view', 'handedness', MODEL_SWING_FILE_FIELD] as const;

const FALLBACK = {
  server: 'The model swing could not be saved.',
  network: 'The model swing could not be saved. Please check your connection.',
};

function initialValues(swing: ModelSwing | undefined): FormValues {
  return {
    title: swing?.title ?? '',
    club: swing?.club ?? '',
    view: swing?.view ?? 'down_the_line',
    handedness: swing?.handedness ?? 'right',
    [MODEL_SWING_FILE_FIELD]: null,
  };
}

/** Adds a model swing (its file uploaded with a progress bar) or edits one's details (admins). */
export function ModelSwingDialog({
  open,
  onOpenChange,
  swing,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  swing?: ModelSwing;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUploadModelSwing();
  const update = useUpdateModelSwing();
  const busy = upload.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(swing ? editForm : uploadForm, { defaultValues: initialValues(swing) });

  const onSubmit = handleSubmit(async ({ [MODEL_SWING_FILE_FIELD]: file, ...details }) => {
    setMessage(null);
    try {
      if (swing) {
        await update.mutateAsync({ id: swing.id, patch: details });
        notify.success('Model swing saved.');
      } else if (file) {
        const form = new FormData();
        for (const [key, value] of Object.entries(details)) form.append(key, value);
        form.append(MODEL_SWING_FILE_FIELD, file, file.name);
        setPercent(0);
        await upload.mutateAsync({ form, onProgress: setPercent });
        notify.success('Model swing uploaded.');
      }
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
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{swing ? 'Edit model swing' : 'Add a model swing'}</DialogTitle>
          <DialogDescription>
            Coaches open model swings in the analysis player and set them beside a pupil’s swing.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {!swing && (
            <Field
              label="Video file"
              hint="MP4, MOV or WebM, up to 500 MB. A constant frame rate MP4 steps frame by frame at once."
              error={errors[MODEL_SWING_FILE_FIELD]?.message}
              required
            >
              <Controller
                control={control}
                name={MODEL_SWING_FILE_FIELD}
                render={({ field }) => (
                  <Input
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    type="file"
                    accept="video/mp4,video/quicktime,video/webm"
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    className="py-2.5"
                  />
                )}
              />
            </Field>
          )}
          <Field label="Title" error={errors.title?.message} required>
            <Input maxLength={120} {...register('title')} />
          </Field>
          <Field
            label="Club"
            hint="For example Driver, 7 iron, Sand wedge."
            error={errors.club?.message}
            required
          >
            <Input maxLength={40} {...register('club')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="View" error={errors.view?.message}>
              <Select {...register('view')}>
                {MODEL_SWING_VIEWS.map((value) => (
                  <option key={value} value={value}>
                    {MODEL_SWING_VIEW_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Golfer" error={errors.handedness?.message}>
              <Select {...register('handedness')}>
                {HANDEDNESS.map((value) => (
                  <option key={value} value={value}>
                    {HANDEDNESS_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {percent !== null && <ProgressBar value={percent} label="Uploading" showLabel />}
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
              {swing ? 'Save changes' : 'Add model swing'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
