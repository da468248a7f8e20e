import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '@/web/components/ui/toast';
import type { PhoneMenuState } from './phone-menu';
import type { PortalTopBarState } from './portal-top-bar';

interface LogoutMutation {
  mutateAsync: () => Promise<unknown>;
  isPending: boolean;
}

interface PortalNavigationOptions<Tab extends string> {
  /** The tab a `?tab=` value opens; anything unknown or not allowed falls back to the home tab. */
  parseTab: (raw: string | null) => Tab;
  /** The tab the portal opens on; it leaves `?tab=` out of the address. */
  homeTab: Tab;
  logout: LogoutMutation;
}

/** The active tab lives in `?tab=` so a reload (or a shared link) keeps it. */
function useTabParam<Tab extends string>(parseTab: (raw: string | null) => Tab, homeTab: Tab) {
  const [params, setParams] = useSearchParams();
  const active = parseTab(params.get('tab'));
  function select(tab: Tab) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === homeTab) next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [active, select] as const;
}

/**
 * What both portals' shells do around their tabs: the active tab, the phone menu's open state, choosing a
 * tab (closing the menu and going back to the top) and logging out (back to the home tab, with a toast).
 */
export function usePortalNavigation<Tab extends string>({
  parseTab,
  homeTab,
  logout,
}: PortalNavigationOptions<Tab>) {
  const [active, selectTab] = useTabParam(parseTab, homeTab);
  const [menuOpen, setMenuOpen] = useState(false);

  function select(tab: Tab) {
    selectTab(tab);
    setMenuOpen(false);
    window.scrollTo({ top: 0 });
  }

  async function handleLogout() {
    try {
      await logout.mutateAsync();
      setMenuOpen(false);
      selectTab(homeTab);
      notify.success('You have been logged out.');
    } catch {
      notify.error('Logout failed. Please try again.');
    }
  }

  const loggingOut = logout.isPending;
  const bar: PortalTopBarState = {
    onLogout: handleLogout,
    loggingOut,
    onOpenMenu: () => setMenuOpen(true),
    menuOpen,
  };
  const menu: PhoneMenuState<Tab> = {
    open: menuOpen,
    onOpenChange: setMenuOpen,
    active,
    onSelect: select,
    onLogout: handleLogout,
    loggingOut,
  };
  return { active, select, bar, menu };
}
