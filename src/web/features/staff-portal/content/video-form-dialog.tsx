import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  type StaffVideo,
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DIFFICULTIES,
  VIDEO_DIFFICULTY_LABELS,
  VIDEO_UPLOAD_FIELD,
  videoUploadFields,
  youtubeUrlField,
} from '@/core/contracts/learning';
import { MEMBERSHIP_TIER_LABELS, MEMBERSHIP_TIERS } from '@/core/rules/membership-tiers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DateInput } from '@/web/components/ui/date-input';
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
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useAddYoutubeVideo, useUpdateVideo, useUploadVideo } from './api/staff-videos';

type Source = 'youtube' | 'upload';

/** An empty date box means "today", which the body says by leaving the date out. */
const blankAsUndefined = z.string().transform((value) => value || undefined);
/** Editing: a link box left empty keeps the video's link. */
const optionalLink = z
  .string()
  .transform((value) => value.trim() || undefined)
  .pipe(youtubeUrlField.optional());
const chosenFile = z.instanceof(File).nullable();

/**
 * The details as the boxes hold them (text), checked by the contract's rules for a multipart upload (which
 * turn that text into numbers), with the link and the file beside them; the fields carry the body's own names,
 * so the server's messages land under them.
 */
const details = videoUploadFields.extend({
  publishedDate: blankAsUndefined.pipe(videoUploadFields.shape.publishedDate),
});
const linkForm = details.extend({ youtubeUrl: youtubeUrlField, [VIDEO_UPLOAD_FIELD]: chosenFile });
const uploadForm = details.extend({
  youtubeUrl: z.string(),
  [VIDEO_UPLOAD_FIELD]: chosenFile.pipe(z.instanceof(File, { message: 'Choose a video file' })),
});
const editForm = details.extend({ youtubeUrl: optionalLink, [VIDEO_UPLOAD_FIELD]: chosenFile });
type VideoFormValues = z.input<typeof linkForm>;
const FIELDS = [
  'youtubeUrl',
  VIDEO_UPLOAD_FIELD,
  'title',
  'description',
  'category',
  'difficulty',
  'durationMinutes',
  'requiredTier',
  'instructor',
  'lessons',
  'rating',
  'publishedDate',
] as const;

function initialValues(video: StaffVideo | undefined): VideoFormValues {
  return {
    youtubeUrl: video?.youtubeId ? `https://youtu.be/${video.youtubeId}` : '',
    title: video?.title ?? '',
    description: video?.description ?? '',
    category: video?.category ?? 'fundamentals',
    difficulty: video?.difficulty ?? 'beginner',
    durationMinutes: video ? String(video.duration) : '',
    requiredTier: video?.requiredTier ?? 'free',
    instructor: video?.instructor ?? '',
    lessons: video ? String(video.lessons) : '1',
    rating: video?.rating === null || video?.rating === undefined ? '' : String(video.rating),
    publishedDate: video?.publishedDate ?? '',
    [VIDEO_UPLOAD_FIELD]: null,
  };
}

const FALLBACK = {
  server: 'The video could not be saved.',
  network: 'The video could not be saved. Please check your connection.',
};

interface VideoFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The video to edit; adding when undefined. */
  video?: StaffVideo;
}

/** Adds a video (a YouTube link, or a file uploaded with a progress bar) or edits one's details. */
export function VideoFormDialog({ open, onOpenChange, video }: VideoFormDialogProps) {
  const editing = Boolean(video);
  const [source, setSource] = useState<Source>('youtube');
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddYoutubeVideo();
  const update = useUpdateVideo();
  const upload = useUploadVideo();
  const busy = add.isPending || update.isPending || upload.isPending;
  const showLink = editing ? video?.source !== 'upload' : source === 'youtube';
  const schema = editing ? editForm : source === 'upload' ? uploadForm : linkForm;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(schema, { defaultValues: initialValues(video) });

  const onSubmit = handleSubmit(async ({ youtubeUrl, [VIDEO_UPLOAD_FIELD]: file, ...details }) => {
    setMessage(null);
    try {
      if (video) {
        await update.mutateAsync({
          id: video.id,
          patch: { ...details, ...(showLink && youtubeUrl && { youtubeUrl }) },
        });
        notify.success('Video saved.');
      } else if (source === 'youtube' && youtubeUrl) {
        await add.mutateAsync({ ...details, youtubeUrl });
        notify.success('Video added.');
      } else if (file) {
        const form = new FormData();
        for (const [key, value] of Object.entries(details)) {
          if (value !== undefined) form.append(key, value === null ? '' : String(value));
        }
        form.append(VIDEO_UPLOAD_FIELD, file, file.name);
        setPercent(0);
        await upload.mutateAsync({ form, onProgress: setPercent });
        notify.success('Video uploaded.');
      }
      onOpenChange(false);
    } catch (error) {
      setPercent(null);
      // Field errors sit beside their fields; the summary only points at them.
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
          <DialogTitle>{editing ? 'Edit video' : 'Add a video'}</DialogTitle>
          <DialogDescription>
            Students see the video in Learning Modules if their membership includes the required tier.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {!editing && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1.5 text-base font-semibold text-ink-900">Source</legend>
              <div className="flex flex-wrap gap-2">
                {(
                  [
                    ['youtube', 'YouTube'],
                    ['upload', 'Upload a file'],
                  ] as const
                ).map(([value, label]) => (
                  <label
                    key={value}
                    className={cn(
                      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                      source === value
                        ? 'border-fairway-700 bg-fairway-50 text-fairway-800'
                        : 'border-line-strong text-ink-700',
                    )}
                  >
                    <input
                      type="radio"
                      name="source"
                      value={value}
                      checked={source === value}
                      onChange={() => setSource(value)}
                      className="accent-fairway-700"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {showLink && (
            <Field
              label="YouTube link"
              hint="Any YouTube address: watch, youtu.be, shorts or embed."
              error={errors.youtubeUrl?.message}
              required={!editing}
            >
              <Input placeholder="https://youtu.be/..." {...register('youtubeUrl')} />
            </Field>
          )}
          {!editing && source === 'upload' && (
            <Field
              label="Video file"
              hint="MP4, MOV or WebM, up to 500 MB."
              error={errors[VIDEO_UPLOAD_FIELD]?.message}
              required
            >
              <Controller
                control={control}
                name={VIDEO_UPLOAD_FIELD}
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
          <Field label="Description" error={errors.description?.message} required id="video-description">
            <textarea
              id="video-description"
              aria-invalid={errors.description ? true : undefined}
              {...register('description')}
              rows={3}
              maxLength={2000}
              className={cn(controlClasses, 'py-3')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Category" error={errors.category?.message}>
              <Select {...register('category')}>
                {VIDEO_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {VIDEO_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Level" error={errors.difficulty?.message}>
              <Select {...register('difficulty')}>
                {VIDEO_DIFFICULTIES.map((value) => (
                  <option key={value} value={value}>
                    {VIDEO_DIFFICULTY_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Required tier" error={errors.requiredTier?.message}>
              <Select {...register('requiredTier')}>
                {MEMBERSHIP_TIERS.map((value) => (
                  <option key={value} value={value}>
                    {MEMBERSHIP_TIER_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Instructor" error={errors.instructor?.message} required>
              <Input maxLength={100} {...register('instructor')} />
            </Field>
            <Field label="Duration (minutes)" error={errors.durationMinutes?.message} required>
              <Input type="number" inputMode="numeric" min={1} max={600} {...register('durationMinutes')} />
            </Field>
            <Field label="Lessons" error={errors.lessons?.message}>
              <Input type="number" inputMode="numeric" min={1} max={200} {...register('lessons')} />
            </Field>
            <Field label="Rating (optional)" error={errors.rating?.message}>
              <Input type="number" inputMode="decimal" step={0.1} min={0} max={5} {...register('rating')} />
            </Field>
            <Field label="Published" hint="Today when left empty." error={errors.publishedDate?.message}>
              <Controller
                control={control}
                name="publishedDate"
                render={({ field }) => (
                  <DateInput
                    ref={field.ref}
                    name={field.name}
                    clearable
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
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
              {editing ? 'Save changes' : 'Add video'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
