import { useMemo, useState } from 'react';
import { type GuardianUser, membershipTier, type StudentUser } from '@/core/contracts/auth';
import type { FamilyChild } from '@/core/contracts/family';
import { PhoneMenu } from '@/web/components/portal/phone-menu';
import { PortalTopBar } from '@/web/components/portal/portal-top-bar';
import { SkipLink } from '@/web/components/ui/skip-link';
import { notify } from '@/web/components/ui/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ActingStudentContext } from '../acting-student';
import { useStudentLogout } from '../api/logout';
import { ConfirmEmailBanner } from '../components/confirm-email-banner';
import { PortalLoading } from '../components/portal-loading';
import { PortalShell } from '../components/portal-shell';
import { useFamily } from './api/family';
import { ChildSwitcherList, ChildSwitcherSelect, useChosenChild } from './child-switcher';
import { FamilyHome } from './family-home';

/** A child as their own portal's screens read a student; what only the child's own session knows is left empty. */
export function childAsStudent(child: FamilyChild, guardian: GuardianUser): StudentUser {
  const tier = membershipTier.safeParse(child.membershipTier);
  return {
    id: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    email: child.login?.email ?? guardian.email,
    username: child.login?.username ?? null,
    avatar: null,
    handicap: null,
    membershipTier: tier.success ? tier.data : 'free',
    coachId: child.coachId,
    emailConfirmed: guardian.emailConfirmed,
  };
}

/** A guardian signed in: Family, or one child's portal exactly as the child sees it, chosen in the header. */
export function FamilyPortal({ guardian }: { guardian: GuardianUser }) {
  const family = useFamily();
  const { childId, choose } = useChosenChild();
  const children = family.data?.children ?? [];
  const child = children.find((c) => c.id === childId);
  const acting = useMemo(
    () => (child ? { user: childAsStudent(child, guardian), byGuardian: true } : null),
    [child, guardian],
  );

  if (childId && family.isPending) return <PortalLoading />;

  const switcher = {
    header: <ChildSwitcherSelect family={children} current={child?.id ?? null} onChoose={choose} />,
    menu: <ChildSwitcherList family={children} current={child?.id ?? null} onChoose={choose} />,
  };

  if (acting) {
    return (
      <ActingStudentContext value={acting}>
        {/* Keyed by child, so nothing one child's screens hold carries over to another's. */}
        <PortalShell
          key={acting.user.id}
          user={acting.user}
          account={{ email: guardian.email, emailConfirmed: guardian.emailConfirmed, canResend: false }}
          switcher={switcher}
          onSignedOut={() => choose(null)}
        />
      </ActingStudentContext>
    );
  }
  return <FamilyShell guardian={guardian} switcher={switcher} onSignedOut={() => choose(null)} />;
}

function FamilyShell({
  guardian,
  switcher,
  onSignedOut,
}: {
  guardian: GuardianUser;
  switcher: { header: React.ReactNode; menu: React.ReactNode };
  onSignedOut: () => void;
}) {
  useDocumentTitle('Student Portal');
  const logout = useStudentLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  async function handleLogout() {
    try {
      await logout.mutateAsync();
      setMenuOpen(false);
      onSignedOut();
      notify.success('You have been logged out.');
    } catch {
      notify.error('Logout failed. Please try again.');
    }
  }

  return (
    <div className="min-h-dvh bg-cream-100">
      <SkipLink />
      <PortalTopBar
        tone="light"
        onLogout={handleLogout}
        loggingOut={logout.isPending}
        onOpenMenu={() => setMenuOpen(true)}
        menuOpen={menuOpen}
      >
        <div className="hidden md:block">{switcher.header}</div>
        <p className="truncate text-sm font-semibold text-ink-900">Welcome, {guardian.firstName}</p>
      </PortalTopBar>
      {!guardian.emailConfirmed && (
        <div className="mx-auto w-full max-w-5xl px-4 pt-4 md:px-6">
          <ConfirmEmailBanner email={guardian.email} canResend={false} />
        </div>
      )}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl px-4 pt-6 pb-16 focus:outline-none md:px-6 md:pt-8"
      >
        <FamilyHome />
      </main>
      <PhoneMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        description="Your family, each child's portal and sign out."
        navLabel="More"
        user={{ firstName: guardian.firstName, lastName: guardian.lastName }}
        details={<p className="truncate text-sm text-ink-600">{guardian.email}</p>}
        items={[]}
        extra={switcher.menu}
        active="family"
        onSelect={() => setMenuOpen(false)}
        onLogout={handleLogout}
        loggingOut={logout.isPending}
      />
    </div>
  );
}
