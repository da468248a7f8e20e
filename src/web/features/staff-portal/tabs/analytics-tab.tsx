import { useState } from 'react';
import type { AnalyticsPeriod } from '@/core/contracts/coaching';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { AnalyticsOverview } from '../analytics/analytics-overview';
import { PeriodToggle } from '../analytics/period-toggle';
import { useStaffSession } from '../api/session';

/** Analytics (staff-portal §2): the period toggle, and the figures the server computed for that period. */
export function AnalyticsTab() {
  const session = useStaffSession();
  const [period, setPeriod] = useState<AnalyticsPeriod>('week');
  return (
    <section>
      <PanelHeading
        title="Analytics"
        description="Progress and engagement across your students."
        actions={<PeriodToggle value={period} onChange={setPeriod} />}
      />
      {session.data && <AnalyticsOverview staffId={session.data.id} period={period} />}
    </section>
  );
}
