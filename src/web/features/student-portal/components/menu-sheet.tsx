import type { ReactNode } from 'react';
import type { StudentUser } from '@/core/contracts/auth';
import { PhoneMenu, type PhoneMenuState } from '@/web/components/portal/phone-menu';
import { TierBadge } from '@/web/components/ui/badge';
import { MENU_ITEMS, type StudentTab } from '../portal-tabs';

interface MenuSheetProps extends PhoneMenuState<StudentTab> {
  user: StudentUser;
  /** A guardian's choice of Family or a child. */
  switcher?: ReactNode;
}

/** The phone menu: My Profile, Downloads and Logout (student-portal §2). */
export function MenuSheet({ user, switcher, ...menu }: MenuSheetProps) {
  return (
    <PhoneMenu
      {...menu}
      extra={switcher}
      description="Your profile, downloads and sign out."
      navLabel="More"
      user={user}
      items={MENU_ITEMS}
      details={
        <>
          <p className="truncate text-sm text-ink-600">{user.email}</p>
          <TierBadge tier={user.membershipTier} className="mt-1 px-2 py-0 text-xs" />
        </>
      }
    />
  );
}
