import { useActingUser } from '../acting-student';
import { MessagesPanel } from '../messages/messages-panel';
import { SwingsPanel } from '../swings/swings-panel';

/** Coach Messaging (student-portal §2), with My swings below the messages: only inside the signed-in shell. */
export function CoachingTab() {
  const user = useActingUser();
  return (
    <>
      <MessagesPanel user={user} />
      <SwingsPanel />
    </>
  );
}
