import { ClipboardCheck } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function ChallengesTab() {
  return (
    <PreparingTab
      title="Challenges"
      description="Drill assignments across your students."
      icon={ClipboardCheck}
      coming="The drills you have assigned, and the drill library, will appear here."
    />
  );
}
