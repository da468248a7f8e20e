import { useStudentSession } from './api/session';
import { AuthCard } from './components/auth-card';
import { PortalLoading } from './components/portal-loading';
import { PortalShell } from './components/portal-shell';

/** /student-portal: loading, then the login/register card or the signed-in shell (student-portal §2, §4). */
export function StudentPortalPage() {
  const session = useStudentSession();
  if (session.isPending) return <PortalLoading />;
  if (!session.data) return <AuthCard />;
  return <PortalShell user={session.data} />;
}
