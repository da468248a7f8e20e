import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import type { RequestDeletionBody } from '@/core/contracts/data-rights';
import { apiPost } from '@/web/lib/api';

/** POST /api/students/{id}/deletion: e-mails the student (and guardian) a link that confirms the deletion. */
export function requestAccountDeletion(studentId: string, body: RequestDeletionBody) {
  return apiPost(`/api/students/${encodeURIComponent(studentId)}/deletion`, body, messageResponse);
}

export function useRequestAccountDeletion(studentId: string) {
  return useMutation({ mutationFn: (body: RequestDeletionBody) => requestAccountDeletion(studentId, body) });
}

/** GET /api/students/{id}/data-export: a plain link, so the browser streams the zip straight to disk. */
export const dataExportUrl = (studentId: string) =>
  `/api/students/${encodeURIComponent(studentId)}/data-export`;
