import { useQuery } from '@tanstack/react-query';
import { coachInboxQuery } from '../messages/api/coach-inbox';

/** Unread messages for the top bar's badge: the inbox's own count, fetched once for both. */
export function useUnreadCount(staffId: string): number {
  const inbox = useQuery({ ...coachInboxQuery(staffId), refetchInterval: 60_000 });
  return inbox.data?.stats.unread ?? 0;
}
