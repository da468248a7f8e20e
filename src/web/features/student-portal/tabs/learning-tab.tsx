import { GraduationCap } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function LearningTab() {
  return (
    <PreparingTab
      title="Learning Modules"
      description="Video lessons from your coaches, matched to your membership."
      icon={GraduationCap}
      coming="Video lessons on fundamentals, swing fixes and performance will appear here."
    />
  );
}
