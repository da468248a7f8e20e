import { Flag } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function BreakParTab() {
  return (
    <PreparingTab
      title="Break Par Challenge"
      description="Six levels, six holes each: beat the target score to earn your badge."
      icon={Flag}
      coming="The six Break Par levels, your scorecards and your badges will appear here."
    />
  );
}
