import type { StaffNotification } from '@/core/contracts/notifications';
import { NotificationBell } from '@/web/components/portal/notification-bell';
import { useStaffNotifications, useStaffNotificationsSeen } from './api/staff-notifications';

/** The staff top bar's bell: new messages, work to review and today's bookings; an item opens its tab. */
export function StaffNotifications({ onOpenTab }: { onOpenTab: (tab: StaffNotification['tab']) => void }) {
  const list = useStaffNotifications();
  const seen = useStaffNotificationsSeen();
  return (
    <NotificationBell
      tone="dark"
      unread={list.data?.unread ?? 0}
      items={list.data?.items}
      status={list.status}
      onRetry={() => void list.refetch()}
      onOpened={() => {
        if (list.data && list.data.unread > 0) seen.mutate(list.data.asOf);
      }}
      onSelect={(item) => onOpenTab(item.tab)}
    />
  );
}
