import { type ComponentProps, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  type AdminDownloadItem,
  DOWNLOAD_TYPES,
  type DownloadType,
  downloadUploadFields,
} from '@/core/contracts/downloads';
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
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useUpdateDownload, useUploadDownload } from './api/staff-downloads';

const TYPE_NAMES: Record<DownloadType, string> = { pdf: 'PDF', video: 'Video', audio: 'Audio' };
const ACCEPT: Record<DownloadType, string> = {
  pdf: 'application/pdf,.pdf',
  video: 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm,.m4v',
  audio: 'audio/mpeg,audio/mp4,audio/wav,audio/ogg,audio/aac,.mp3,.m4a,.wav,.ogg,.aac',
};

const toPounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/** '4.99' → 499; '' → null; anything else → undefined (not a price). */
function toPence(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^£/, '');
  if (!trimmed) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/** A price box: typed in pounds, sent in pence; `required` refuses an empty box. */
const poundsText = (message: string, required: boolean) =>
  z.string().transform((text, ctx): number | null => {
    const pence = toPence(text);
    if (pence === undefined || (required && pence === null)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return pence;
  });

const { shape } = downloadUploadFields;
/** The contract's multipart fields coerce text, so they declare any input; here they are given the pence. */
function givenPence<Output>(schema: z.ZodType<Output>) {
  return schema as z.ZodType<Output, number | null>;
}
const chosenFile = z.instanceof(File).nullable();

/**
 * The item's fields under the body's own names (so the server's messages land under them), prices typed in
 * pounds, and the file beside them; the contract's own rules check what they become.
 */
const downloadForm = downloadUploadFields.extend({
  pricePence: poundsText('Enter a price in pounds, such as 4.99 (0 for free)', true).pipe(
    givenPence(shape.pricePence),
  ),
  originalPricePence: poundsText('Enter a price in pounds, such as 7.99', false).pipe(
    givenPence(shape.originalPricePence),
  ),
  file: chosenFile.pipe(z.instanceof(File, { message: 'Choose a file to upload' })),
});
/** Editing keeps the file as it is. */
const editForm = downloadForm.extend({ file: chosenFile });
type DownloadFormValues = z.input<typeof downloadForm>;
const FIELDS = [
  'title',
  'description',
  'type',
  'category',
  'requiredTier',
  'pricePence',
  'originalPricePence',
  'author',
  'pages',
  'durationMinutes',
  'publishDate',
  'file',
] as const;

function initialValues(item: AdminDownloadItem | undefined): DownloadFormValues {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    type: item?.type ?? 'pdf',
    category: item?.category ?? '',
    requiredTier: item?.requiredTier ?? 'free',
    pricePence: item ? toPounds(item.pricePence) : '0.00',
    originalPricePence: toPounds(item?.originalPricePence ?? null),
    author: item?.author ?? '',
    pages: item?.pages ? String(item.pages) : '',
    durationMinutes: item?.durationMinutes ? String(item.durationMinutes) : '',
    publishDate: item?.publishDate ?? '',
    file: null,
  };
}

/** Upload a new download (with a real progress bar) or edit an existing one's details. */
export function DownloadItemDialog({
  item,
  open,
  onOpenChange,
}: {
  /** Omitted for a new upload. */
  item?: AdminDownloadItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadDownload();
  const update = useUpdateDownload();
  const busy = upload.isPending || update.isPending;
  // Only the box for the chosen type is kept (shouldUnregister): the other one's text is neither checked nor sent.
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useContractForm(item ? editForm : downloadForm, {
    defaultValues: initialValues(item),
    shouldUnregister: true,
  });
  const type = watch('type');

  const close = (next: boolean) => {
    if (!next) abort.current?.abort();
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const pages = values.type === 'pdf' ? (values.pages ?? null) : null;
    const durationMinutes = values.type === 'pdf' ? null : (values.durationMinutes ?? null);
    try {
      if (item) {
        await update.mutateAsync({
          id: item.id,
          patch: {
            title: values.title,
            description: values.description,
            type: values.type,
            category: values.category,
            requiredTier: values.requiredTier,
            pricePence: values.pricePence,
            originalPricePence: values.originalPricePence ?? null,
            author: values.author,
            pages,
            durationMinutes,
            ...(values.publishDate && { publishDate: values.publishDate }),
          },
        });
        notify.success('Download saved');
      } else if (values.file) {
        abort.current = new AbortController();
        setProgress(0);
        await upload.mutateAsync({
          fields: {
            type: values.type,
            title: values.title,
            description: values.description,
            category: values.category,
            requiredTier: values.requiredTier,
            pricePence: String(values.pricePence),
            originalPricePence: values.originalPricePence == null ? '' : String(values.originalPricePence),
            author: values.author,
            pages: pages === null ? '' : String(pages),
            durationMinutes: durationMinutes === null ? '' : String(durationMinutes),
            publishDate: values.publishDate ?? '',
          },
          file: values.file,
          onProgress: setProgress,
          signal: abort.current.signal,
        });
        notify.success('Download uploaded');
      }
      onOpenChange(false);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      // Field errors sit under their fields; only an error about nothing in particular gets the banner.
      if (showServerFieldErrors(err, setError, FIELDS)) return;
      setFormError(
        errorMessageFor(err, {
          server: 'The download could not be saved. Please try again.',
          network: 'The download could not be saved. Check your connection and try again.',
        }),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? 'Edit download' : 'Upload a download'}</DialogTitle>
          <DialogDescription>
            {item
              ? 'Change what students see. The file stays as it is.'
              : 'A PDF (up to 50 MB), video (up to 500 MB) or audio file (up to 200 MB).'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Title" required error={errors.title?.message} className="sm:col-span-2">
            <Input maxLength={160} {...register('title')} />
          </Field>
          <Field label="Description" required error={errors.description?.message} className="sm:col-span-2">
            <DescriptionArea {...register('description')} />
          </Field>
          <Field label="Type" required error={errors.type?.message}>
            <Select {...register('type')}>
              {DOWNLOAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Category" required error={errors.category?.message} hint="For example Practice plans">
            <Input maxLength={60} {...register('category')} />
          </Field>
          <Field label="Membership needed" required error={errors.requiredTier?.message}>
            <Select {...register('requiredTier')}>
              {MEMBERSHIP_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {MEMBERSHIP_TIER_LABELS[tier]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Author" required error={errors.author?.message}>
            <Input maxLength={120} {...register('author')} />
          </Field>
          <Field label="Price (£)" required error={errors.pricePence?.message} hint="0 for free">
            <Input inputMode="decimal" {...register('pricePence')} />
          </Field>
          <Field
            label="Original price (£)"
            error={errors.originalPricePence?.message}
            hint="Optional, shown struck through"
          >
            <Input inputMode="decimal" {...register('originalPricePence')} />
          </Field>
          {type === 'pdf' ? (
            <Field label="Pages" error={errors.pages?.message}>
              <Input inputMode="numeric" {...register('pages')} />
            </Field>
          ) : (
            <Field label="Duration (minutes)" error={errors.durationMinutes?.message}>
              <Input inputMode="numeric" {...register('durationMinutes')} />
            </Field>
          )}
          <Field label="Publish date" error={errors.publishDate?.message} hint="Today if left empty">
            <Controller
              control={control}
              name="publishDate"
              render={({ field }) => (
                <DateInput
                  ref={field.ref}
                  name={field.name}
                  clearable
                  // The contract's multipart field takes any input; this form only ever holds text in it.
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Field>
          {!item && (
            <Field label="File" required error={errors.file?.message} className="sm:col-span-2">
              <Controller
                control={control}
                name="file"
                render={({ field }) => (
                  <Input
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    type="file"
                    accept={ACCEPT[type]}
                    className="py-2.5"
                    onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
                  />
                )}
              />
            </Field>
          )}
          {upload.isPending && (
            <ProgressBar value={progress} label="Uploading" showLabel className="sm:col-span-2" />
          )}
          {formError && <Alert className="sm:col-span-2">{formError}</Alert>}
          <DialogFooter className="sm:col-span-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} loadingText={item ? 'Saving…' : 'Uploading…'}>
              {item ? 'Save changes' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DescriptionArea(props: ComponentProps<'textarea'>) {
  const control = useFieldControl({});
  return (
    <textarea {...props} {...control} rows={3} maxLength={2000} className={cn(controlClasses, 'py-3')} />
  );
}
