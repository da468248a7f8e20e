import { useStudentSession } from '../api/session';
import { BreakParPanel } from '../break-par-challenge/break-par-panel';

/** The Break Par Challenge; the shell only renders tabs once signed in. */
export function BreakParTab() {
  const session = useStudentSession();
  if (!session.data) return null;
  return <BreakParPanel studentId={session.data.id} />;
}
