import { ChartColumn } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function AnalyticsTab() {
  return (
    <PreparingTab
      title="Analytics"
      description="Progress and engagement across your students."
      icon={ChartColumn}
      coming="Weekly, monthly and quarterly figures for your students will appear here."
    />
  );
}
