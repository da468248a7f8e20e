import { MessageSquare } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function MessagingTab() {
  return (
    <PreparingTab
      title="Messages"
      description="Questions, feedback and monthly reviews from your students."
      icon={MessageSquare}
      coming="Messages from your students will appear here."
    />
  );
}
