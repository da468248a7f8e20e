import { useActingUser } from '../acting-student';
import { MessagesPanel } from '../messages/messages-panel';

/** Coach Messaging (student-portal §2): only shown inside the signed-in shell. */
export function CoachingTab() {
  const user = useActingUser();
  return <MessagesPanel user={user} />;
}
