import type { StudentUser } from '@/core/contracts/auth';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import { MyCoachingView } from '../my-coaching/my-coaching-view';
import { useCoachingView } from '../my-coaching/use-coaching-view';

/** The dashboard, or the coaching view opened from its Programme Progress (no tab of its own). */
export function DashboardTab({ user }: { user: StudentUser }) {
  const coaching = useCoachingView();
  if (coaching.isOpen) {
    return <MyCoachingView studentId={user.id} lesson={coaching.lesson} onBack={coaching.close} />;
  }
  return <DashboardPanel user={user} />;
}
