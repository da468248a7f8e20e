import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StudentUser } from '@/core/contracts/auth';
import { BottomNav } from '@/web/components/ui/bottom-nav';
import { SkipLink } from '@/web/components/ui/skip-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { notify } from '@/web/components/ui/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useStudentLogout } from '../api/logout';
import { BOTTOM_BAR_ITEMS, isStudentTab, STUDENT_TABS, type StudentTab } from '../portal-tabs';
import { BreakParTab } from '../tabs/break-par-tab';
import { ChallengesTab } from '../tabs/challenges-tab';
import { ChippingTestsTab } from '../tabs/chipping-tests-tab';
import { CoachingTab } from '../tabs/coaching-tab';
import { DashboardTab } from '../tabs/dashboard-tab';
import { DownloadsTab } from '../tabs/downloads-tab';
import { LeaderboardTab } from '../tabs/leaderboard-tab';
import { LearningTab } from '../tabs/learning-tab';
import { ProfileTab } from '../tabs/profile-tab';
import { PuttingLadderTab } from '../tabs/putting-ladder-tab';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { MenuSheet } from './menu-sheet';
import { PortalHeader } from './portal-header';

function renderTab(tab: StudentTab, user: StudentUser): ReactNode {
  switch (tab) {
    case 'dashboard':
      return <DashboardTab user={user} />;
    case 'learning':
      return <LearningTab />;
    case 'challenges':
      return <ChallengesTab />;
    case 'break-par':
      return <BreakParTab />;
    case 'putting-ladder':
      return <PuttingLadderTab />;
    case 'chipping-tests':
      return <ChippingTestsTab />;
    case 'downloads':
      return <DownloadsTab />;
    case 'coaching':
      return <CoachingTab />;
    case 'leaderboard':
      return <LeaderboardTab />;
    case 'profile':
      return <ProfileTab />;
  }
}

/** The active tab lives in `?tab=` so a reload (or a shared link) keeps it. */
function useActiveTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active: StudentTab = isStudentTab(raw) ? raw : 'dashboard';
  function select(tab: StudentTab) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'dashboard') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [active, select] as const;
}

/** Signed in: header, section navigation (side list on desktop, bottom bar on phones) and the active tab. */
export function PortalShell({ user }: { user: StudentUser }) {
  const [active, selectTab] = useActiveTab();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useStudentLogout();
  useDocumentTitle('Student Portal');

  function select(tab: StudentTab) {
    selectTab(tab);
    setMenuOpen(false);
    window.scrollTo({ top: 0 });
  }

  async function handleLogout() {
    try {
      await logout.mutateAsync();
      setMenuOpen(false);
      selectTab('dashboard');
      notify.success('You have been logged out.');
    } catch {
      notify.error('Logout failed. Please try again.');
    }
  }

  return (
    <div className="min-h-dvh bg-cream-100">
      <SkipLink />
      <PortalHeader
        user={user}
        onLogout={handleLogout}
        loggingOut={logout.isPending}
        onOpenMenu={() => setMenuOpen(true)}
        menuOpen={menuOpen}
      />
      {!user.emailConfirmed && (
        <div className="mx-auto w-full max-w-7xl px-4 pt-4 md:px-6">
          <ConfirmEmailBanner email={user.email} />
        </div>
      )}
      <Tabs
        value={active}
        onValueChange={(value) => isStudentTab(value) && select(value)}
        orientation="vertical"
        className="mx-auto w-full max-w-7xl gap-8 px-4 pt-6 pb-28 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:px-6 md:pt-8 md:pb-12 lg:grid-cols-[16rem_minmax(0,1fr)]"
      >
        <aside className="hidden md:block">
          <div className="sticky top-24 flex flex-col gap-4">
            <TabsList variant="sidebar" aria-label="Portal sections">
              {STUDENT_TABS.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value}>
                  <Icon aria-hidden="true" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <Link
              to="/home"
              className="inline-flex min-h-11 items-center gap-2 border-t border-line px-3 pt-3 text-sm font-semibold text-fairway-800 hover:text-fairway-900"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to the website
            </Link>
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none">
          {STUDENT_TABS.map(({ value }) => (
            <TabsContent key={value} value={value}>
              {renderTab(value, user)}
            </TabsContent>
          ))}
        </main>
      </Tabs>
      <BottomNav label="Portal sections" items={BOTTOM_BAR_ITEMS} active={active} onSelect={select} />
      <MenuSheet
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
