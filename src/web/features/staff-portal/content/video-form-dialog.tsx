import { type FormEvent, useState } from 'react';
import {
  type StaffVideo,
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DIFFICULTIES,
  VIDEO_DIFFICULTY_LABELS,
  VIDEO_UPLOAD_FIELD,
} from '@/core/contracts/learning';
import { MEMBERSHIP_TIER_LABELS, MEMBERSHIP_TIERS } from '@/core/rules/membership-tiers';
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
import { controlClasses, Input } from '@/web/components/ui/input';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { useAddYoutubeVideo, useUpdateVideo, useUploadVideo } from './api/staff-videos';

type Source = 'youtube' | 'upload';

interface FormState {
  youtubeUrl: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  durationMinutes: string;
  requiredTier: string;
  instructor: string;
  lessons: string;
  rating: string;
  publishedDate: string;
}

function initialState(video: StaffVideo | undefined): FormState {
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
  const [state, setState] = useState<FormState>(() => initialState(video));
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddYoutubeVideo();
  const update = useUpdateVideo();
  const upload = useUploadVideo();
  const busy = add.isPending || update.isPending || upload.isPending;
  const showLink = editing ? video?.source !== 'upload' : source === 'youtube';

  const set = (key: keyof FormState) => (event: { target: { value: string } }) =>
    setState((previous) => ({ ...previous, [key]: event.target.value }));

  function details() {
    return {
      title: state.title,
      description: state.description,
      category: state.category as StaffVideo['category'],
      difficulty: state.difficulty as StaffVideo['difficulty'],
      durationMinutes: Number(state.durationMinutes),
      requiredTier: state.requiredTier as StaffVideo['requiredTier'],
      instructor: state.instructor,
      lessons: Number(state.lessons || 1),
      rating: state.rating.trim() === '' ? null : Number(state.rating),
      ...(state.publishedDate && { publishedDate: state.publishedDate }),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      if (video) {
        await update.mutateAsync({
          id: video.id,
          patch: {
            ...details(),
            ...(showLink && state.youtubeUrl.trim() && { youtubeUrl: state.youtubeUrl }),
          },
        });
        notify.success('Video saved.');
      } else if (source === 'youtube') {
        await add.mutateAsync({ ...details(), youtubeUrl: state.youtubeUrl });
        notify.success('Video added.');
      } else {
        if (!file) {
          setErrors({ [VIDEO_UPLOAD_FIELD]: 'Choose a video file' });
          return;
        }
        const form = new FormData();
        for (const [key, value] of Object.entries(state)) {
          if (key !== 'youtubeUrl' && !(key === 'publishedDate' && !value)) form.append(key, value);
        }
        form.append(VIDEO_UPLOAD_FIELD, file, file.name);
        setPercent(0);
        await upload.mutateAsync({ form, onProgress: setPercent });
        notify.success('Video uploaded.');
      }
      onOpenChange(false);
    } catch (error) {
      setPercent(null);
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(fields);
      // Field errors sit beside their fields; the summary only points at them.
      setMessage(
        Object.keys(fields).length
          ? 'Please check the fields marked in red.'
          : errorMessageFor(error, FALLBACK),
      );
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit video' : 'Add a video'}</DialogTitle>
          <DialogDescription>
            Students see the video in Learning Modules if their membership includes the required tier.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
              error={errors.youtubeUrl}
              required={!editing}
            >
              <Input
                value={state.youtubeUrl}
                onChange={set('youtubeUrl')}
                placeholder="https://youtu.be/..."
              />
            </Field>
          )}
          {!editing && source === 'upload' && (
            <Field
              label="Video file"
              hint="MP4, MOV or WebM, up to 500 MB."
              error={errors[VIDEO_UPLOAD_FIELD]}
              required
            >
              <Input
                type="file"
                accept="video/mp4,video/quicktime,video/webm"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="py-2.5"
              />
            </Field>
          )}
          <Field label="Title" error={errors.title} required>
            <Input value={state.title} onChange={set('title')} maxLength={120} />
          </Field>
          <Field label="Description" error={errors.description} required id="video-description">
            <textarea
              id="video-description"
              aria-invalid={errors.description ? true : undefined}
              value={state.description}
              onChange={set('description')}
              rows={3}
              maxLength={2000}
              className={cn(controlClasses, 'py-3')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Category" error={errors.category}>
              <Select value={state.category} onChange={set('category')}>
                {VIDEO_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {VIDEO_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Level" error={errors.difficulty}>
              <Select value={state.difficulty} onChange={set('difficulty')}>
                {VIDEO_DIFFICULTIES.map((value) => (
                  <option key={value} value={value}>
                    {VIDEO_DIFFICULTY_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Required tier" error={errors.requiredTier}>
              <Select value={state.requiredTier} onChange={set('requiredTier')}>
                {MEMBERSHIP_TIERS.map((value) => (
                  <option key={value} value={value}>
                    {MEMBERSHIP_TIER_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Instructor" error={errors.instructor} required>
              <Input value={state.instructor} onChange={set('instructor')} maxLength={100} />
            </Field>
            <Field label="Duration (minutes)" error={errors.durationMinutes} required>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                value={state.durationMinutes}
                onChange={set('durationMinutes')}
              />
            </Field>
            <Field label="Lessons" error={errors.lessons}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={200}
                value={state.lessons}
                onChange={set('lessons')}
              />
            </Field>
            <Field label="Rating (optional)" error={errors.rating}>
              <Input
                type="number"
                inputMode="decimal"
                step={0.1}
                min={0}
                max={5}
                value={state.rating}
                onChange={set('rating')}
              />
            </Field>
            <Field label="Published" hint="Today when left empty." error={errors.publishedDate}>
              <Input type="date" value={state.publishedDate} onChange={set('publishedDate')} />
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
