import { useActingUser } from '../acting-student';
import { PuttingLadderPanel } from '../putting/putting-ladder-panel';

/** The Putting Ladder Challenge; the shell only renders tabs once signed in. */
export function PuttingLadderTab() {
  const user = useActingUser();
  return <PuttingLadderPanel studentId={user.id} />;
}
