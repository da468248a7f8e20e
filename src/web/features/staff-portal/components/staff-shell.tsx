import type { ReactNode } from 'react';
import type { StaffUser } from '@/core/contracts/auth';
import { usePortalNavigation } from '@/web/components/portal/use-portal-navigation';
import { BottomNav } from '@/web/components/ui/bottom-nav';
import { SkipLink } from '@/web/components/ui/skip-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AdminTab } from '../admin/admin-tab';
import { useStaffLogout } from '../api/logout';
import { useUnreadCount } from '../api/unread-count';
import { BookingsTab } from '../bookings/bookings-tab';
import { ContentTab } from '../content/content-tab';
import { ModelSwingsTab } from '../model-swings/model-swings-tab';
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
    case 'swings':
      return <ModelSwingsTab />;
    case 'content':
      return <ContentTab />;
    case 'admin':
      return <AdminTab user={user} />;
    case 'settings':
      return <SettingsTab user={user} />;
  }
}

/** Signed in: top bar, the six tabs (bottom icons on phones), and Settings from the user menu. */
export function StaffShell({ user }: { user: StaffUser }) {
  const nav = usePortalNavigation<StaffPanel>({
    parseTab: (raw) => (isStaffPanel(raw) && canOpenPanel(raw, user.role) ? raw : 'dashboard'),
    homeTab: 'dashboard',
    logout: useStaffLogout(),
  });
  const { active, select } = nav;
  const tabs = shellTabsFor(user.role);
  // An admin's ten sections fit the bar's 1280 px as words alone; with icons the last ones would scroll away.
  const crowded = tabs.length > 8;
  const unreadCount = useUnreadCount(user.id);
  useDocumentTitle('Staff Portal');

  return (
    <div className="min-h-dvh bg-cream-100">
      <SkipLink />
      <TopBar
        user={user}
        unreadCount={unreadCount}
        onOpenMessages={() => select('messaging')}
        onOpenSettings={() => select('settings')}
        onOpenTab={select}
        {...nav.bar}
      />
      <Tabs
        value={active}
        onValueChange={(value) => isStaffPanel(value) && canOpenPanel(value, user.role) && select(value)}
      >
        <nav aria-label="Staff sections" className="hidden border-b border-line bg-white md:block">
          <div className="mx-auto max-w-7xl px-6">
            <TabsList variant="underline" aria-label="Sections" className="border-b-0">
              {tabs.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value} className={crowded ? 'px-3' : undefined}>
                  {!crowded && <Icon aria-hidden="true" />}
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
      <MobileMenu user={user} {...nav.menu} />
    </div>
  );
}
