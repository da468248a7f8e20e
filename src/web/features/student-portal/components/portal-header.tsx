import type { ReactNode } from 'react';
import type { StudentUser } from '@/core/contracts/auth';
import { PortalTopBar, type PortalTopBarState } from '@/web/components/portal/portal-top-bar';
import { Avatar } from '@/web/components/ui/avatar';
import { TierBadge } from '@/web/components/ui/badge';

interface PortalHeaderProps extends PortalTopBarState {
  user: StudentUser;
  /** A guardian's "Viewing:" choice (desktop; phones have it in the menu). */
  switcher?: ReactNode;
  /** The notifications bell. */
  bell?: ReactNode;
}

export function PortalHeader({ user, switcher, bell, ...bar }: PortalHeaderProps) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <PortalTopBar tone="light" {...bar}>
      {switcher && <div className="hidden md:block">{switcher}</div>}
      {bell}
      <div className="flex min-w-0 items-center gap-2.5">
        <span className="hidden sm:block">
          <Avatar name={fullName} src={user.avatar} size="sm" />
        </span>
        <div className="flex min-w-0 flex-col items-end sm:items-start">
          <p className="truncate text-sm font-semibold text-ink-900">Welcome, {user.firstName}</p>
          <TierBadge tier={user.membershipTier} className="px-2 py-0 text-xs" />
        </div>
      </div>
    </PortalTopBar>
  );
}
