import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type CoachMessage,
  type MessageType,
  type StudentMessagesResponse,
  sendMessageResponse,
} from '@/core/contracts/messages';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';
import { studentMessagesPath } from './student-messages';

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
 * `onProgress` receives 0–100 as the bytes leave the browser.
 */
export function postMessage(input: NewMessage, onProgress: (percent: number) => void): Promise<CoachMessage> {
  const form = new FormData();
  form.append('studentId', input.studentId);
  form.append('coachId', input.coachId);
  form.append('subject', input.subject);
  form.append('message', input.message);
  form.append('type', input.type);
  if (input.video) form.append('video', input.video, input.video.name);
  if (input.image) form.append('image', input.image, input.image.name);

  return uploadWithProgress('/api/messages', form, sendMessageResponse, onProgress).then((r) => r.message);
}

/** Sends a message; once the server confirms it, it goes to the top of the list (student-portal §4). */
export function useSendMessage(studentId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: NewMessage) => {
      setProgress(0);
      return postMessage(input, setProgress);
    },
    onSuccess: (message) => {
      queryClient.setQueryData<StudentMessagesResponse>([studentMessagesPath(studentId)], (previous) => ({
        success: true,
        guardianCopy: previous?.guardianCopy ?? false,
        messages: [message, ...(previous?.messages ?? []).filter((m) => m.id !== message.id)],
      }));
    },
    onError: (error) => console.warn('Failed to send message', error),
  });
  return { ...mutation, progress };
}
