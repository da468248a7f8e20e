import { Trophy } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function LeaderboardTab() {
  return (
    <PreparingTab
      title="Badge Leaderboard"
      description="Who has earned the most badges across the academy."
      icon={Trophy}
      coming="The top badge winners across the academy will appear here."
    />
  );
}
