import { useStudentSession } from '../api/session';
import { PuttingLadderPanel } from '../putting/putting-ladder-panel';

/** The Putting Ladder Challenge; the shell only renders tabs once signed in. */
export function PuttingLadderTab() {
  const session = useStudentSession();
  if (!session.data) return null;
  return <PuttingLadderPanel studentId={session.data.id} />;
}
