import { ClipboardCheck } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function ChallengesTab() {
  return (
    <PreparingTab
      title="Challenges & Tests"
      description="Drills your coach assigns from the P9 curriculum."
      icon={ClipboardCheck}
      coming="The challenges your coach assigns you will appear here, ready to start and complete."
    />
  );
}
