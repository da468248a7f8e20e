import { MessageSquare } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function CoachingTab() {
  return (
    <PreparingTab
      title="Coach Messaging"
      description="Ask your coach a question or send a swing video."
      icon={MessageSquare}
      coming="Your messages with your coach will appear here."
    />
  );
}
