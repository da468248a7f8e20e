/**
 * Unread messages for the top bar's badge. The dashboard-stats call that supplies it (staff-portal §7,
 * GET /api/coaches/{id}/dashboard-stats → unreadMessages) arrives with the dashboard; until then it is 0.
 */
export function useUnreadCount(): number {
  return 0;
}
