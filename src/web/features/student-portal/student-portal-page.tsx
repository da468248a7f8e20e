import { useMemo } from 'react';
import type { StudentUser } from '@/core/contracts/auth';
import { ActingStudentContext } from './acting-student';
import { useStudentSession } from './api/session';
import { AuthCard } from './components/auth-card';
import { PortalLoading } from './components/portal-loading';
import { PortalShell } from './components/portal-shell';
import { FamilyPortal } from './family/family-portal';

/**
 * /student-portal: loading, then the login/register card or the signed-in shell (student-portal §2, §4). A
 * parent or guardian signs in here too and lands on Family, from which they open each child's portal.
 */
export function StudentPortalPage() {
  const session = useStudentSession();
  if (session.isPending) return <PortalLoading />;
  if (!session.data) return <AuthCard />;
  if (session.data.kind === 'guardian') return <FamilyPortal guardian={session.data.guardian} />;
  return <OwnPortal user={session.data.user} />;
}

function OwnPortal({ user }: { user: StudentUser }) {
  const acting = useMemo(() => ({ user, byGuardian: false }), [user]);
  return (
    <ActingStudentContext value={acting}>
      <PortalShell user={user} />
    </ActingStudentContext>
  );
}
