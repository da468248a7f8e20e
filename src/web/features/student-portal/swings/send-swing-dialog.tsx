import { Camera, FolderOpen, Upload } from 'lucide-react';
import { type ChangeEvent, type Ref, type TextareaHTMLAttributes, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  MAX_SWING_NOTE,
  needsTarget,
  SWING_PURPOSES,
  type SwingPurpose,
  swingFields,
} from '@/core/contracts/swings';
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
import { controlClasses } from '@/web/components/ui/input';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Select } from '@/web/components/ui/select';
import { refusalMessageOf } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { isAbortError } from '@/web/lib/upload-with-progress';
import { type NewSwing, useSwingTargets } from './api/swings';

export const PURPOSE_LABELS: Record<SwingPurpose, string> = {
  coach: 'For my coach',
  drill: 'A drill',
  exercise: 'An exercise',
  round: 'A Break Par round',
};

const swingForm = swingFields.superRefine(needsTarget);
type SwingFormValues = z.input<typeof swingForm>;
const EMPTY: SwingFormValues = { purpose: 'coach', targetId: null, note: '' };
const FIELDS = ['purpose', 'targetId', 'note'] as const;

function Textarea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const control = useFieldControl({});
  return <textarea {...props} {...control} className={cn(controlClasses, 'py-3')} />;
}

interface SendSwingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  sending: boolean;
  progress: number;
  error: unknown;
  onSend(swing: NewSwing, done: () => void, onRefused: (error: unknown) => void): void;
  onCancelUpload(): void;
}

/**
 * Send a swing: film it or pick a video on the phone, say what it is for and add a note. The video goes up
 * in chunks with a real progress bar; a weak signal pauses it and it carries on by itself.
 */
export function SendSwingDialog(props: SendSwingDialogProps) {
  const { open, onOpenChange, sending, progress, error, onSend, onCancelUpload } = props;
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const cameraInput = useRef<HTMLInputElement>(null);
  const pickInput = useRef<HTMLInputElement>(null);
  const targets = useSwingTargets(open);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useContractForm(swingForm, { defaultValues: EMPTY });
  const purpose = watch('purpose');
  const choices = purpose === 'coach' ? [] : (targets.data?.[purpose] ?? []);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(chosen);
    setFileError(
      chosen && !chosen.type.startsWith('video/') && chosen.type !== '' ? 'Choose a video' : undefined,
    );
  };

  const submit = handleSubmit((fields) => {
    if (sending) return;
    if (!file) {
      setFileError('Record or choose a video of your swing');
      return;
    }
    const swing: NewSwing = {
      file,
      purpose: fields.purpose,
      targetId: fields.purpose === 'coach' ? null : (fields.targetId ?? null),
      note: fields.note ?? null,
    };
    onSend(
      swing,
      () => {
        reset(EMPTY);
        setFile(undefined);
      },
      (failure) => showServerFieldErrors(failure, setError, FIELDS),
    );
  });

  const failure = Boolean(error) && !sending && !isAbortError(error) && !isFieldError(error, FIELDS);
  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Send a swing</DialogTitle>
          <DialogDescription>
            Film your swing or choose a video, say what it is for, and your coach will review it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <Field label="Video" error={fileError} required hint="MP4, MOV or WebM, up to 250 MB.">
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="button" variant="secondary" onClick={() => cameraInput.current?.click()}>
                <Camera aria-hidden="true" />
                Record a swing
              </Button>
              <Button type="button" variant="secondary" onClick={() => pickInput.current?.click()}>
                <FolderOpen aria-hidden="true" />
                Choose a video
              </Button>
            </div>
          </Field>
          <input
            ref={cameraInput}
            type="file"
            accept="video/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-label="Record a swing"
            onChange={chooseFile}
          />
          <input
            ref={pickInput}
            type="file"
            accept="video/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a video"
            data-testid="swing-file"
            onChange={chooseFile}
          />
          {file && (
            <p className="-mt-2 truncate text-sm text-ink-700" aria-live="polite">
              Chosen: <span className="font-medium text-ink-900">{file.name}</span>
            </p>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="What is it for?" error={errors.purpose?.message}>
              <Select {...register('purpose')}>
                {SWING_PURPOSES.map((p) => (
                  <option key={p} value={p}>
                    {PURPOSE_LABELS[p]}
                  </option>
                ))}
              </Select>
            </Field>
            {purpose !== 'coach' && (
              <Field label="Which one?" error={errors.targetId?.message}>
                <Select {...register('targetId')} disabled={targets.isPending}>
                  <option value="">{choices.length === 0 ? 'None yet' : 'Choose…'}</option>
                  {choices.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          </div>
          <Field label="Note (optional)" error={errors.note?.message}>
            <Textarea
              rows={3}
              maxLength={MAX_SWING_NOTE}
              placeholder="e.g. Driver, trying to keep my head still"
              {...register('note')}
            />
          </Field>
          {sending && <ProgressBar value={progress} label="Uploading your swing" showLabel />}
          {failure && (
            <Alert>{refusalMessageOf(error) ?? 'Your swing could not be sent. Please try again.'}</Alert>
          )}
          <DialogFooter className="mt-1">
            <Button
              type="button"
              variant="secondary"
              onClick={() => (sending ? onCancelUpload() : onOpenChange(false))}
            >
              {sending ? 'Stop upload' : 'Cancel'}
            </Button>
            <Button type="submit" loading={sending} loadingText="Uploading...">
              <Upload aria-hidden="true" />
              Send swing
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
