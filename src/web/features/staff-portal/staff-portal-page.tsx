import { useStaffSession } from './api/session';
import { SignInScreen } from './components/sign-in-screen';
import { StaffShell } from './components/staff-shell';
import { Validating } from './components/validating';

/** /staff-portal: validating, then the sign-in screen or the signed-in shell (staff-portal §2, §4). */
export function StaffPortalPage() {
  const session = useStaffSession();
  if (session.isPending) return <Validating />;
  if (!session.data) return <SignInScreen />;
  return <StaffShell user={session.data} />;
}
