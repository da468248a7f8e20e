import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffUser } from '@/core/contracts/auth';
import { BottomNav } from '@/web/components/ui/bottom-nav';
import { SkipLink } from '@/web/components/ui/skip-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { notify } from '@/web/components/ui/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AdminTab } from '../admin/admin-tab';
import { useStaffLogout } from '../api/logout';
import { useUnreadCount } from '../api/unread-count';
import { BookingsTab } from '../bookings/bookings-tab';
import { ContentTab } from '../content/content-tab';
import {
  canOpenPanel,
  isStaffPanel,
  SETTINGS_PANEL,
  STAFF_TABS,
  type StaffPanel,
  shellTabsFor,
} from '../staff-tabs';
import { AnalyticsTab } from '../tabs/analytics-tab';
import { ChallengesTab } from '../tabs/challenges-tab';
import { CurriculumTab } from '../tabs/curriculum-tab';
import { DashboardTab } from '../tabs/dashboard-tab';
import { MessagingTab } from '../tabs/messaging-tab';
import { SettingsTab } from '../tabs/settings-tab';
import { StudentsTab } from '../tabs/students-tab';
import { MobileMenu } from './mobile-menu';
import { TopBar } from './top-bar';

function renderPanel(panel: StaffPanel, user: StaffUser): ReactNode {
  switch (panel) {
    case 'dashboard':
      return <DashboardTab user={user} />;
    case 'students':
      return <StudentsTab />;
    case 'challenges':
      return <ChallengesTab />;
    case 'messaging':
      return <MessagingTab />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'curriculum':
      return <CurriculumTab />;
    case 'bookings':
      return <BookingsTab user={user} />;
    case 'content':
      return <ContentTab />;
    case 'admin':
      return <AdminTab user={user} />;
    case 'settings':
      return <SettingsTab user={user} />;
  }
}

/** The active panel lives in `?tab=` so a reload keeps it. */
function useActivePanel(role: StaffUser['role']) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active: StaffPanel = isStaffPanel(raw) && canOpenPanel(raw, role) ? raw : 'dashboard';
  function select(panel: StaffPanel) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (panel === 'dashboard') next.delete('tab');
        else next.set('tab', panel);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [active, select] as const;
}

/** Signed in: top bar, the six tabs (bottom icons on phones), and Settings from the user menu. */
export function StaffShell({ user }: { user: StaffUser }) {
  const [active, selectPanel] = useActivePanel(user.role);
  const tabs = shellTabsFor(user.role);
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useStaffLogout();
  const unreadCount = useUnreadCount(user.id);
  useDocumentTitle('Staff Portal');

  function select(panel: StaffPanel) {
    selectPanel(panel);
    setMenuOpen(false);
    window.scrollTo({ top: 0 });
  }

  async function handleLogout() {
    try {
      await logout.mutateAsync();
      setMenuOpen(false);
      selectPanel('dashboard');
      notify.success('You have been logged out.');
    } catch {
      notify.error('Logout failed. Please try again.');
    }
  }

  return (
    <div className="min-h-dvh bg-cream-100">
      <SkipLink />
      <TopBar
        user={user}
        unreadCount={unreadCount}
        onOpenMessages={() => select('messaging')}
        onOpenSettings={() => select('settings')}
        onLogout={handleLogout}
        loggingOut={logout.isPending}
        onOpenMenu={() => setMenuOpen(true)}
        menuOpen={menuOpen}
      />
      <Tabs
        value={active}
        onValueChange={(value) => isStaffPanel(value) && canOpenPanel(value, user.role) && select(value)}
      >
        <nav aria-label="Staff sections" className="hidden border-b border-line bg-white md:block">
          <div className="mx-auto max-w-7xl px-6">
            <TabsList variant="underline" aria-label="Sections" className="border-b-0">
              {tabs.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value}>
                  <Icon aria-hidden="true" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
        </nav>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 pt-6 pb-28 focus:outline-none md:px-6 md:pt-8 md:pb-12"
        >
          {/* Settings has no tab of its own, so it is not a tab panel. */}
          {active === SETTINGS_PANEL.value
            ? renderPanel(active, user)
            : tabs.map(({ value }) => (
                <TabsContent key={value} value={value}>
                  {renderPanel(value, user)}
                </TabsContent>
              ))}
        </main>
      </Tabs>
      <BottomNav label="Staff sections" items={STAFF_TABS} active={active} onSelect={select} />
      <MobileMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        user={user}
        active={active}
        onSelect={select}
        onLogout={handleLogout}
        loggingOut={logout.isPending}
      />
    </div>
  );
}
