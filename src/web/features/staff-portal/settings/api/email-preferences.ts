import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffEmailPreferencesBody, staffEmailPreferences } from '@/core/contracts/email-preferences';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/staff/email-preferences: the signed-in member of staff's news e-mails. */
export const staffEmailPreferencesQuery = () =>
  getQuery(queryKeys.staffEmailPreferences(), staffEmailPreferences);

/** PUT the changed settings; the answer is the whole new setting, and the query is refreshed from it. */
export function useSaveStaffEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffEmailPreferencesBody) =>
      apiRequest('/api/staff/email-preferences', {
        method: 'PUT',
        json: body,
        schema: staffEmailPreferences,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.staffEmailPreferences(), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffEmailPreferences() });
    },
  });
}
