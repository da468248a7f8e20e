import type { StudentNotification } from '@/core/contracts/notifications';
import { NotificationBell } from '@/web/components/portal/notification-bell';
import { useStudentNotifications, useStudentNotificationsSeen } from './api/student-notifications';

interface StudentNotificationsProps {
  studentId: string;
  onOpenTab: (tab: StudentNotification['tab']) => void;
}

/** The portal header's bell: the coach's replies, drill reviews and verified rounds; an item opens its tab. */
export function StudentNotifications({ studentId, onOpenTab }: StudentNotificationsProps) {
  const list = useStudentNotifications(studentId);
  const seen = useStudentNotificationsSeen(studentId);
  return (
    <NotificationBell
      tone="light"
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
