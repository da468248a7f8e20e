import { Target } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function PuttingLadderTab() {
  return (
    <PreparingTab
      title="Putting Ladder"
      description="Climb the ladder one putt at a time."
      icon={Target}
      coming="Putting ladders of 4, 6, 8 and 10 steps, and the Champion ladder, will appear here."
    />
  );
}
