import { Crosshair } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function ChippingTestsTab() {
  return (
    <PreparingTab
      title="Chipping Tests"
      description="Ten shots from 10, 20 and 30 yards: how close can you get?"
      icon={Crosshair}
      coming="The 10, 20 and 30 yard chipping tests and your results will appear here."
    />
  );
}
