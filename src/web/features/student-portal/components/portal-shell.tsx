import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StudentUser } from '@/core/contracts/auth';
import { usePortalNavigation } from '@/web/components/portal/use-portal-navigation';
import { BottomNav } from '@/web/components/ui/bottom-nav';
import { SkipLink } from '@/web/components/ui/skip-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useStudentLogout } from '../api/logout';
import { StudentNotifications } from '../notifications/student-notifications';
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

interface PortalShellProps {
  /** The student whose portal this is: the one signed in, or a guardian's child. */
  user: StudentUser;
  /** Whose address must be confirmed before sending and uploading: the student's, or the acting guardian's. */
  account?: { email: string; emailConfirmed: boolean; canResend: boolean };
  /** A guardian's choice of Family or a child: in the header on desktop, in the phone menu. */
  switcher?: { header: ReactNode; menu: ReactNode };
  /** Called once signed out, after the shell's own tidying. */
  onSignedOut?: () => void;
}

/** Signed in: header, section navigation (side list on desktop, bottom bar on phones) and the active tab. */
export function PortalShell({ user, account, switcher, onSignedOut }: PortalShellProps) {
  const logout = useStudentLogout();
  const nav = usePortalNavigation<StudentTab>({
    parseTab: (raw) => (isStudentTab(raw) ? raw : 'dashboard'),
    homeTab: 'dashboard',
    logout: {
      isPending: logout.isPending,
      mutateAsync: async () => {
        await logout.mutateAsync();
        onSignedOut?.();
      },
    },
  });
  const confirmation = account ?? { email: user.email, emailConfirmed: user.emailConfirmed, canResend: true };
  const { active, select } = nav;
  useDocumentTitle('Student Portal');

  return (
    <div className="min-h-dvh bg-cream-100">
      <SkipLink />
      <PortalHeader
        user={user}
        switcher={switcher?.header}
        bell={<StudentNotifications studentId={user.id} onOpenTab={select} />}
        {...nav.bar}
      />
      {!confirmation.emailConfirmed && (
        <div className="mx-auto w-full max-w-7xl px-4 pt-4 md:px-6">
          <ConfirmEmailBanner email={confirmation.email} canResend={confirmation.canResend} />
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
      <MenuSheet user={user} switcher={switcher?.menu} {...nav.menu} />
    </div>
  );
}
