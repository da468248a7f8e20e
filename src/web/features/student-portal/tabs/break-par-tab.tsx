import { useActingUser } from '../acting-student';
import { BreakParPanel } from '../break-par-challenge/break-par-panel';

/** The Break Par Challenge; the shell only renders tabs once signed in. */
export function BreakParTab() {
  const user = useActingUser();
  return <BreakParPanel studentId={user.id} />;
}
