import { Send } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useEffect } from 'react';
import { z } from 'zod';
import type { PublicCoach } from '@/core/contracts/coaches';
import {
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGE_TYPES,
  sendMessageFields,
} from '@/core/contracts/messages';
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
import { refusalMessageOf } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import type { NewMessage } from './api/send-message';
import { TYPE_LABELS } from './message-labels';

interface NewMessageDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  studentId: string;
  /** The student's assigned coach first; the first is the default. */
  coaches: PublicCoach[];
  guardianCopy: boolean;
  sending: boolean;
  progress: number;
  /**
   * Why the last send failed, null when it did not. The server's reason shows as it is when it refused
   * the message (an unconfirmed e-mail address, a file too large, upload space full).
   */
  error: unknown;
  /** `done` empties the form once the message is sent; `onRefused` receives the error when it is not. */
  onSend(message: NewMessage, done: () => void, onRefused: (error: unknown) => void): void;
}

// A file input holds a list of files; the message carries its one file, or none.
const chosenFile = z.custom<FileList | undefined>().transform((files) => files?.[0]);

/** The contract's text fields (the student is the one signed in), beside the optional files. */
const messageForm = sendMessageFields
  .omit({ studentId: true })
  .extend({ video: chosenFile, image: chosenFile });
type MessageFormValues = z.input<typeof messageForm>;

const EMPTY: MessageFormValues = {
  subject: '',
  message: '',
  type: 'question',
  coachId: '',
  video: undefined,
  image: undefined,
};
const FIELDS = ['subject', 'message', 'type', 'coachId'] as const;

const fileClasses =
  'block w-full text-base text-ink-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-line-strong file:bg-cream-100 file:px-4 file:font-semibold file:text-ink-900 hover:file:bg-cream-200';

function Textarea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const control = useFieldControl({});
  return <textarea {...props} {...control} className={cn(controlClasses, 'py-3')} />;
}

function FileInput(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const control = useFieldControl({});
  return <input {...props} {...control} type="file" className={fileClasses} />;
}

/** The New Message form: subject, message, type, coach and optional video and image (student-portal §2, §5). */
export function NewMessageDialog({
  open,
  onOpenChange,
  studentId,
  coaches,
  guardianCopy,
  sending,
  progress,
  error,
  onSend,
}: NewMessageDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useContractForm(messageForm, { defaultValues: EMPTY });
  const coachId = watch('coachId');

  // Default coach: the first in the list (the student's own coach) once the list arrives.
  useEffect(() => {
    if (!coachId && coaches[0]) setValue('coachId', coaches[0].id);
  }, [coaches, coachId, setValue]);

  // The chosen coach stays for the next message. The dialog closes once a message is sent, so the
  // file inputs come back empty.
  const emptyForm = () => reset({ ...EMPTY, coachId: getValues('coachId') });

  const submit = handleSubmit(({ video, image, ...fields }) => {
    // Nothing is sent twice at once; a blank subject or message is refused by the contract (student-portal §5).
    if (sending || !studentId) return;
    onSend({ studentId, ...fields, video, image }, emptyForm, (failure) =>
      showServerFieldErrors(failure, setError, FIELDS),
    );
  });

  const failed = error !== null && error !== undefined;
  // Field errors sit under their fields; only an error about nothing in particular gets the banner.
  const failure = failed && !sending && !isFieldError(error, FIELDS);

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New Message</DialogTitle>
          <DialogDescription>
            Ask your coach a question, share feedback or send your monthly review. Messaging is unlimited.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {guardianCopy && (
            <Alert tone="info">A copy of every message is sent to your parent or guardian.</Alert>
          )}
          <Field label="Subject" error={errors.subject?.message} required>
            <Input
              maxLength={MESSAGE_SUBJECT_MAX}
              placeholder="e.g. My driver keeps slicing"
              {...register('subject')}
            />
          </Field>
          <Field label="Message" error={errors.message?.message} required>
            <Textarea
              maxLength={MESSAGE_TEXT_MAX}
              rows={5}
              placeholder="Tell your coach what you would like help with"
              {...register('message')}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Type" error={errors.type?.message}>
              <Select {...register('type')}>
                {MESSAGE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Coach" error={errors.coachId?.message}>
              <Select {...register('coachId')}>
                {coaches.length === 0 && <option value="">No coaches available</option>}
                {coaches.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.first_name} {c.last_name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field label="Video (optional)" hint="A swing video: MP4, MOV or WebM, up to 250 MB.">
            <FileInput accept="video/*" {...register('video')} />
          </Field>
          <Field label="Image (optional)" hint="A photo: JPEG, PNG, WebP or HEIC, up to 10 MB.">
            <FileInput accept="image/*" {...register('image')} />
          </Field>
          {sending && <ProgressBar value={progress} label="Uploading your message" showLabel />}
          {failure && <Alert>{refusalMessageOf(error) ?? 'Failed to send message. Please try again.'}</Alert>}
          <DialogFooter className="mt-1">
            <Button type="button" variant="secondary" disabled={sending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={sending} loadingText="Sending..." disabled={!coachId}>
              <Send aria-hidden="true" />
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
