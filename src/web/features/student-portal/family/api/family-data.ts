import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import type { FamilyDeletionBody } from '@/core/contracts/data-rights';
import { apiPost } from '@/web/lib/api';

/** GET /api/family/data-export: a plain link, so the browser streams the zip straight to disk. */
export const familyDataExportUrl = '/api/family/data-export';

/** GET /api/students/{id}/data-export: one child's data, as their own export. */
export const childDataExportUrl = (childId: string) =>
  `/api/students/${encodeURIComponent(childId)}/data-export`;

/** POST /api/students/{id}/deletion: e-mails the guardian a link; nothing is deleted until it is opened. */
export function useRequestChildDeletion(childId: string) {
  return useMutation({
    mutationFn: () => apiPost(`/api/students/${encodeURIComponent(childId)}/deletion`, {}, messageResponse),
  });
}

/** POST /api/family/deletion: e-mails the guardian a link; nothing is deleted until it is opened. */
export function useRequestFamilyDeletion() {
  return useMutation({
    mutationFn: (body: FamilyDeletionBody) => apiPost('/api/family/deletion', body, messageResponse),
  });
}
