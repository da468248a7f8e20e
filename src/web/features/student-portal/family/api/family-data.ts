import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import type { FamilyDeletionBody } from '@/core/contracts/data-rights';
import { apiPost } from '@/web/lib/api';
import { requestAccountDeletion } from '../../profile/api/request-account-deletion';

/** GET /api/family/data-export: a plain link, so the browser streams the zip straight to disk. */
export const familyDataExportUrl = '/api/family/data-export';

/** POST /api/students/{id}/deletion for a child: no password, the link goes to the guardian. */
export function useRequestChildDeletion(childId: string) {
  return useMutation({ mutationFn: () => requestAccountDeletion(childId, {}) });
}

/** POST /api/family/deletion: e-mails the guardian a link; nothing is deleted until it is opened. */
export function useRequestFamilyDeletion() {
  return useMutation({
    mutationFn: (body: FamilyDeletionBody) => apiPost('/api/family/deletion', body, messageResponse),
  });
}
