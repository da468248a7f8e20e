import { useStudentSession } from '../api/session';
import { ProfilePanel } from '../profile/profile-panel';

/** My Profile: the signed-in student's own record. */
export function ProfileTab() {
  const session = useStudentSession();
  if (!session.data) return null;
  return <ProfilePanel user={session.data} />;
}
