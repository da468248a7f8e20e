import { type FormEvent, useRef, useState } from 'react';
import { type AdminDownloadItem, DOWNLOAD_TYPES, type DownloadType } from '@/core/contracts/downloads';
import { MEMBERSHIP_TIER_LABELS, MEMBERSHIP_TIERS, type MembershipTier } from '@/core/rules/membership-tiers';
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
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { useUpdateDownload, useUploadDownload } from './api/staff-downloads';

const TYPE_NAMES: Record<DownloadType, string> = { pdf: 'PDF', video: 'Video', audio: 'Audio' };
const ACCEPT: Record<DownloadType, string> = {
  pdf: 'application/pdf,.pdf',
  video: 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm,.m4v',
  audio: 'audio/mpeg,audio/mp4,audio/wav,audio/ogg,audio/aac,.mp3,.m4a,.wav,.ogg,.aac',
};

interface FormState {
  title: string;
  description: string;
  type: DownloadType;
  category: string;
  requiredTier: MembershipTier;
  price: string;
  originalPrice: string;
  author: string;
  pages: string;
  durationMinutes: string;
  publishDate: string;
}

const toPounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/** '4.99' → 499; '' → null; anything else → undefined (not a price). */
function toPence(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^£/, '');
  if (!trimmed) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

function initialState(item: AdminDownloadItem | undefined): FormState {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    type: item?.type ?? 'pdf',
    category: item?.category ?? '',
    requiredTier: item?.requiredTier ?? 'free',
    price: item ? toPounds(item.pricePence) : '0.00',
    originalPrice: toPounds(item?.originalPricePence ?? null),
    author: item?.author ?? '',
    pages: item?.pages ? String(item.pages) : '',
    durationMinutes: item?.durationMinutes ? String(item.durationMinutes) : '',
    publishDate: item?.publishDate ?? '',
  };
}

// The server names pence fields; the form asks for pounds.
const FIELD_FOR: Record<string, string> = { pricePence: 'price', originalPricePence: 'originalPrice' };

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
  const [form, setForm] = useState<FormState>(() => initialState(item));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadDownload();
  const update = useUpdateDownload();
  const busy = upload.isPending || update.isPending;
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  const close = (next: boolean) => {
    if (!next) abort.current?.abort();
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const price = toPence(form.price);
    const originalPrice = toPence(form.originalPrice);
    const local: Record<string, string> = {};
    if (price === undefined || price === null)
      local.price = 'Enter a price in pounds, such as 4.99 (0 for free)';
    if (originalPrice === undefined) local.originalPrice = 'Enter a price in pounds, such as 7.99';
    if (!item && !file) local.file = 'Choose a file to upload';
    setErrors(local);
    if (Object.keys(local).length) return;

    const fields: Record<string, string> = {
      type: form.type,
      title: form.title,
      description: form.description,
      category: form.category,
      requiredTier: form.requiredTier,
      pricePence: String(price),
      originalPricePence: originalPrice === null ? '' : String(originalPrice),
      author: form.author,
      pages: form.type === 'pdf' ? form.pages : '',
      durationMinutes: form.type === 'pdf' ? '' : form.durationMinutes,
      publishDate: form.publishDate,
    };
    try {
      if (item) {
        await update.mutateAsync({
          id: item.id,
          patch: {
            title: form.title,
            description: form.description,
            type: form.type,
            category: form.category,
            requiredTier: form.requiredTier,
            pricePence: price as number,
            originalPricePence: originalPrice ?? null,
            author: form.author,
            pages: form.type === 'pdf' && form.pages ? Number(form.pages) : null,
            durationMinutes:
              form.type !== 'pdf' && form.durationMinutes ? Number(form.durationMinutes) : null,
            ...(form.publishDate && { publishDate: form.publishDate }),
          },
        });
        notify.success('Download saved');
      } else {
        abort.current = new AbortController();
        setProgress(0);
        await upload.mutateAsync({
          fields,
          file: file!,
          onProgress: setProgress,
          signal: abort.current.signal,
        });
        notify.success('Download uploaded');
      }
      onOpenChange(false);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      if (isApiError(err)) {
        const named = Object.fromEntries(
          Object.entries(err.fieldErrors).map(([name, message]) => [FIELD_FOR[name] ?? name, message]),
        );
        setErrors(named);
      }
      setFormError(
        errorMessageFor(err, {
          server: 'The download could not be saved. Please try again.',
          network: 'The download could not be saved. Check your connection and try again.',
        }),
      );
    }
  }

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
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Title" required error={errors.title} className="sm:col-span-2">
            <Input value={form.title} onChange={(e) => set({ title: e.target.value })} maxLength={160} />
          </Field>
          <Field label="Description" required error={errors.description} className="sm:col-span-2">
            <DescriptionArea value={form.description} onChange={(description) => set({ description })} />
          </Field>
          <Field label="Type" required error={errors.type}>
            <Select value={form.type} onChange={(e) => set({ type: e.target.value as DownloadType })}>
              {DOWNLOAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Category" required error={errors.category} hint="For example Practice plans">
            <Input value={form.category} onChange={(e) => set({ category: e.target.value })} maxLength={60} />
          </Field>
          <Field label="Membership needed" required error={errors.requiredTier}>
            <Select
              value={form.requiredTier}
              onChange={(e) => set({ requiredTier: e.target.value as MembershipTier })}
            >
              {MEMBERSHIP_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {MEMBERSHIP_TIER_LABELS[tier]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Author" required error={errors.author}>
            <Input value={form.author} onChange={(e) => set({ author: e.target.value })} maxLength={120} />
          </Field>
          <Field label="Price (£)" required error={errors.price} hint="0 for free">
            <Input inputMode="decimal" value={form.price} onChange={(e) => set({ price: e.target.value })} />
          </Field>
          <Field
            label="Original price (£)"
            error={errors.originalPrice}
            hint="Optional, shown struck through"
          >
            <Input
              inputMode="decimal"
              value={form.originalPrice}
              onChange={(e) => set({ originalPrice: e.target.value })}
            />
          </Field>
          {form.type === 'pdf' ? (
            <Field label="Pages" error={errors.pages}>
              <Input
                inputMode="numeric"
                value={form.pages}
                onChange={(e) => set({ pages: e.target.value })}
              />
            </Field>
          ) : (
            <Field label="Duration (minutes)" error={errors.durationMinutes}>
              <Input
                inputMode="numeric"
                value={form.durationMinutes}
                onChange={(e) => set({ durationMinutes: e.target.value })}
              />
            </Field>
          )}
          <Field label="Publish date" error={errors.publishDate} hint="Today if left empty">
            <Input
              type="date"
              value={form.publishDate}
              onChange={(e) => set({ publishDate: e.target.value })}
            />
          </Field>
          {!item && (
            <Field label="File" required error={errors.file} className="sm:col-span-2">
              <Input
                type="file"
                accept={ACCEPT[form.type]}
                className="py-2.5"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
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

function DescriptionArea({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const control = useFieldControl({});
  return (
    <textarea
      {...control}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      rows={3}
      maxLength={2000}
      className={cn(controlClasses, 'py-3')}
    />
  );
}
