import { useStudentSession } from '../api/session';
import { ChippingPanel } from '../chipping-tests/chipping-panel';

/** Chipping Tests; the shell only renders tabs once signed in. */
export function ChippingTestsTab() {
  const session = useStudentSession();
  if (!session.data) return null;
  return <ChippingPanel studentId={session.data.id} />;
}
