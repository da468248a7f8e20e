import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PortalEmailPreferencesBody, portalEmailPreferences } from '@/core/contracts/email-preferences';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/**
 * GET /api/portal/email-preferences: the session decides whose setting it is (the student's own, or a
 * signed-in guardian's own for all their children), so no child is named.
 */
export const portalEmailPreferencesQuery = () =>
  getQuery(queryKeys.portalEmailPreferences(), portalEmailPreferences);

/** PUT the setting; the answer is the new setting, and the query is refreshed from it. */
export function useSavePortalEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalEmailPreferencesBody) =>
      apiRequest('/api/portal/email-preferences', {
        method: 'PUT',
        json: body,
        schema: portalEmailPreferences,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.portalEmailPreferences(), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.portalEmailPreferences() });
    },
  });
}
