import { useStudentSession } from '../api/session';
import { MessagesPanel } from '../messages/messages-panel';

/** Coach Messaging (student-portal §2): only shown inside the signed-in shell. */
export function CoachingTab() {
  const session = useStudentSession();
  if (!session.data) return null;
  return <MessagesPanel user={session.data} />;
}
