import type { StaffUser } from '@/core/contracts/auth';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import { PhoneMenu, type PhoneMenuState } from '@/web/components/portal/phone-menu';
import { SETTINGS_PANEL, type StaffPanel, shellTabsFor } from '../staff-tabs';

interface MobileMenuProps extends PhoneMenuState<StaffPanel> {
  user: StaffUser;
}

/** The collapsible menu on small screens: who is signed in, every section, Settings and Logout. */
export function MobileMenu({ user, ...menu }: MobileMenuProps) {
  return (
    <PhoneMenu
      {...menu}
      description="Sections, settings and sign out."
      navLabel="Staff menu"
      user={user}
      items={[...shellTabsFor(user.role), SETTINGS_PANEL]}
      details={<p className="truncate text-sm text-ink-600">{staffRoleLabel(user.role)}</p>}
    />
  );
}
