import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  type CoachMessage,
  type MessageType,
  type StudentMessagesResponse,
  sendMessageResponse,
} from '@/core/contracts/messages';
import { newIdempotencyKey } from '@/web/lib/idempotency-key';
import { queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';
import { forStudent, useActingStudent } from '../../acting-student';

export interface NewMessage {
  studentId: string;
  coachId: string;
  subject: string;
  message: string;
  type: MessageType;
  video?: File;
  image?: File;
}

/**
 * POST /api/messages as multipart, through XMLHttpRequest because fetch cannot report upload progress.
 * `onProgress` receives 0–100 as the bytes leave the browser. The Idempotency-Key makes a resend of the
 * same message safe: when the first attempt arrived but its answer was lost, the server answers it again.
 */
export function postMessage(
  input: NewMessage,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
  path = '/api/messages',
): Promise<CoachMessage> {
  const form = new FormData();
  form.append('studentId', input.studentId);
  form.append('coachId', input.coachId);
  form.append('subject', input.subject);
  form.append('message', input.message);
  form.append('type', input.type);
  if (input.video) form.append('video', input.video, input.video.name);
  if (input.image) form.append('image', input.image, input.image.name);

  return uploadWithProgress(path, form, sendMessageResponse, onProgress, 'POST', undefined, {
    'Idempotency-Key': idempotencyKey,
  }).then((r) => r.message);
}

/** Sends a message; once the server confirms it, it goes to the top of the list (student-portal §4). */
export function useSendMessage(studentId: string) {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  const [progress, setProgress] = useState(0);
  // One key per message: kept while the same words and files are retried, new once they change or are sent.
  const draft = useRef<{ words: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (input: NewMessage) => {
      setProgress(0);
      const files = [input.video, input.image].map(
        (file) => file && [file.name, file.size, file.lastModified],
      );
      const words = JSON.stringify([input.coachId, input.subject, input.message, input.type, files]);
      if (draft.current?.words !== words) draft.current = { words, key: newIdempotencyKey() };
      return postMessage(input, draft.current.key, setProgress, forStudent('/api/messages', acting));
    },
    onSuccess: (message) => {
      draft.current = null;
      queryClient.setQueryData<StudentMessagesResponse>(queryKeys.studentMessages(studentId), (previous) => ({
        success: true,
        guardianCopy: previous?.guardianCopy ?? false,
        // It was sent, so nothing stands in the way.
        sendRefusal: null,
        messages: [message, ...(previous?.messages ?? []).filter((m) => m.id !== message.id)],
      }));
    },
    onError: (error) => console.warn('Failed to send message', error),
  });
  return { ...mutation, progress };
}
