import { Users } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function StudentsTab() {
  return (
    <PreparingTab
      title="My Students"
      description="Students assigned to you"
      icon={Users}
      coming="Your students, their progress and their coaching sessions will appear here."
    />
  );
}
