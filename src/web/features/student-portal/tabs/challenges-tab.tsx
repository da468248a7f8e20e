import { useStudentSession } from '../api/session';
import { DrillAssignmentsPanel } from '../drills/assignments-panel';

/** The signed-in student's drill assignments; the shell only renders tabs once signed in. */
export function ChallengesTab() {
  const session = useStudentSession();
  if (!session.data) return null;
  return <DrillAssignmentsPanel studentId={session.data.id} />;
}
