import { Medal, Sparkles, Target, UserRound } from 'lucide-react';
import type { StudentUser } from '@/core/contracts/auth';
import { TierBadge } from '@/web/components/ui/badge';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { StatCard } from '@/web/components/ui/stat-card';

export function DashboardTab({ user }: { user: StudentUser }) {
  return (
    <section>
      <PanelHeading title={`Welcome back, ${user.firstName}!`} description="Here is your golf at a glance." />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Handicap" icon={Target} value={user.handicap ?? 'N/A'} />
        <StatCard
          label="Membership"
          icon={Medal}
          value={<TierBadge tier={user.membershipTier} className="px-3 py-1 font-sans text-base" />}
        />
        <StatCard
          label="Username"
          icon={UserRound}
          value={<span className="text-xl break-all">{user.username}</span>}
        />
      </div>
      <EmptyState
        className="mt-6 bg-white"
        as="h2"
        icon={Sparkles}
        title="Your dashboard is being prepared"
        text="Your coach, programme progress, medal collection and recent activity will appear here soon."
      />
    </section>
  );
}
