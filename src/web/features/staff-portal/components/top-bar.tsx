import type { StaffUser } from '@/core/contracts/auth';
import { PortalTopBar, type PortalTopBarState } from '@/web/components/portal/portal-top-bar';
import { UnreadMessagesButton } from './unread-badge';
import { UserMenu } from './user-menu';

interface TopBarProps extends PortalTopBarState {
  user: StaffUser;
  unreadCount: number;
  onOpenMessages: () => void;
  onOpenSettings: () => void;
}

export function TopBar({ user, unreadCount, onOpenMessages, onOpenSettings, ...bar }: TopBarProps) {
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
      <UnreadMessagesButton count={unreadCount} onClick={onOpenMessages} />
      <div className="hidden md:block">
        <UserMenu user={user} onSettings={onOpenSettings} onLogout={bar.onLogout} />
      </div>
    </PortalTopBar>
  );
}
