import type { StaffUser } from '@/core/contracts/auth';
import type { StaffNotification } from '@/core/contracts/notifications';
import { PortalTopBar, type PortalTopBarState } from '@/web/components/portal/portal-top-bar';
import { StaffNotifications } from '../notifications/staff-notifications';
import { UnreadMessagesButton } from './unread-badge';
import { UserMenu } from './user-menu';

interface TopBarProps extends PortalTopBarState {
  user: StaffUser;
  unreadCount: number;
  onOpenMessages: () => void;
  onOpenSettings: () => void;
  /** A notification was chosen: open the tab that shows it. */
  onOpenTab: (tab: StaffNotification['tab']) => void;
}

export function TopBar({
  user,
  unreadCount,
  onOpenMessages,
  onOpenSettings,
  onOpenTab,
  ...bar
}: TopBarProps) {
  return (
    <PortalTopBar
      tone="dark"
      badge={
        <span className="rounded-full border border-gold-300/40 px-2.5 py-0.5 text-xs font-semibold tracking-[0.12em] text-gold-200 uppercase">
          Staff Portal
        </span>
      }
      {...bar}
    >
      <StaffNotifications onOpenTab={onOpenTab} />
      <UnreadMessagesButton count={unreadCount} onClick={onOpenMessages} />
      <div className="hidden md:block">
        <UserMenu user={user} onSettings={onOpenSettings} onLogout={bar.onLogout} />
      </div>
    </PortalTopBar>
  );
}
