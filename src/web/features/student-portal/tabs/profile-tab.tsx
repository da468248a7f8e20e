import { useActingUser } from '../acting-student';
import { ProfilePanel } from '../profile/profile-panel';

/** My Profile: the signed-in student's own record. */
export function ProfileTab() {
  const user = useActingUser();
  return <ProfilePanel user={user} />;
}
