import { useActingUser } from '../acting-student';
import { DrillAssignmentsPanel } from '../drills/assignments-panel';

/** The signed-in student's drill assignments; the shell only renders tabs once signed in. */
export function ChallengesTab() {
  const user = useActingUser();
  return <DrillAssignmentsPanel studentId={user.id} />;
}
