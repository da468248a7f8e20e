import { useActingUser } from '../acting-student';
import { ChippingPanel } from '../chipping-tests/chipping-panel';

/** Chipping Tests; the shell only renders tabs once signed in. */
export function ChippingTestsTab() {
  const user = useActingUser();
  return <ChippingPanel studentId={user.id} />;
}
