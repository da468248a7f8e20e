import type { StudentUser } from '@/core/contracts/auth';
import { DashboardPanel } from '../dashboard/dashboard-panel';

export function DashboardTab({ user }: { user: StudentUser }) {
  return <DashboardPanel user={user} />;
}
