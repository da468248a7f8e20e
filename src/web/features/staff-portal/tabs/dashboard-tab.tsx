import { LayoutDashboard } from 'lucide-react';
import type { StaffUser } from '@/core/contracts/auth';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PanelHeading } from '@/web/components/ui/panel-heading';

export function DashboardTab({ user }: { user: StaffUser }) {
  return (
    <section>
      <PanelHeading
        title="Dashboard"
        description={`Welcome, ${user.firstName}. Here is the academy at a glance.`}
      />
      <EmptyState
        icon={LayoutDashboard}
        as="h2"
        title="This area is being prepared"
        text="Student numbers, engagement, completed challenges and unread messages will appear here. Check back soon."
        className="bg-white"
      />
    </section>
  );
}
