import { Send } from 'lucide-react';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { PublicCoach } from '@/core/contracts/coaches';
import {
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGE_TYPES,
  type MessageType,
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
import { cn } from '@/web/lib/class-names';
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
  failed: boolean;
  /** The server's reason when it refused the message: an unconfirmed e-mail address, a file too large, upload space full. */
  refusal?: string;
  onSend(message: NewMessage, done: () => void): void;
}

const fileClasses =
  'block w-full text-base text-ink-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-line-strong file:bg-cream-100 file:px-4 file:font-semibold file:text-ink-900 hover:file:bg-cream-200';

function Textarea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
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
  failed,
  refusal,
  onSend,
}: NewMessageDialogProps) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [type, setType] = useState<MessageType>('question');
  const [coachId, setCoachId] = useState('');
  const [video, setVideo] = useState<File | undefined>();
  const [image, setImage] = useState<File | undefined>();
  const videoInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);

  // Default coach: the first in the list (the student's own coach) once the list arrives.
  useEffect(() => {
    if (!coachId && coaches[0]) setCoachId(coaches[0].id);
  }, [coaches, coachId]);

  function reset() {
    setSubject('');
    setMessage('');
    setType('question');
    setVideo(undefined);
    setImage(undefined);
    if (videoInput.current) videoInput.current.value = '';
    if (imageInput.current) imageInput.current.value = '';
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A blank subject or message sends nothing (student-portal §5).
    if (sending || !coachId || !subject.trim() || !message.trim() || !studentId) return;
    onSend(
      { studentId, coachId, subject: subject.trim(), message: message.trim(), type, video, image },
      reset,
    );
  }

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
          <Field label="Subject" required>
            <Input
              value={subject}
              maxLength={MESSAGE_SUBJECT_MAX}
              onChange={(e) => setSubject(e.target.value)}
              placeholder="e.g. My driver keeps slicing"
            />
          </Field>
          <Field label="Message" required>
            <Textarea
              value={message}
              maxLength={MESSAGE_TEXT_MAX}
              rows={5}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="Tell your coach what you would like help with"
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Type">
              <Select value={type} onChange={(e) => setType(e.target.value as MessageType)}>
                {MESSAGE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Coach">
              <Select value={coachId} onChange={(e) => setCoachId(e.target.value)}>
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
            <FileInput ref={videoInput} accept="video/*" onChange={(e) => setVideo(e.target.files?.[0])} />
          </Field>
          <Field label="Image (optional)" hint="A photo: JPEG, PNG, WebP or HEIC, up to 10 MB.">
            <FileInput ref={imageInput} accept="image/*" onChange={(e) => setImage(e.target.files?.[0])} />
          </Field>
          {sending && <ProgressBar value={progress} label="Uploading your message" showLabel />}
          {failed && !sending && <Alert>{refusal ?? 'Failed to send message. Please try again.'}</Alert>}
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
