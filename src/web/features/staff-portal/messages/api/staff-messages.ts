import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffInboxMessage, staffMessagesResponse } from '@/core/contracts/messages';
import { apiGet } from '@/web/lib/api';

export const STAFF_MESSAGES_PATH = '/api/staff/messages';

/** GET /api/staff/messages: a coach's students' messages (an admin's: everyone's), newest first. */
export const staffMessagesQuery = queryOptions({
  queryKey: [STAFF_MESSAGES_PATH],
  queryFn: async ({ signal }): Promise<StaffInboxMessage[]> =>
    (await apiGet(STAFF_MESSAGES_PATH, staffMessagesResponse, signal)).messages,
});

export function useStaffMessages() {
  return useQuery(staffMessagesQuery);
}
