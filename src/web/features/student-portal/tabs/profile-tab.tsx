import { UserRound } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function ProfileTab() {
  return (
    <PreparingTab
      title="My Profile"
      description="Manage your personal information and preferences"
      icon={UserRound}
      coming="Your personal details, golf information, medical notes and emergency contacts will appear here."
    />
  );
}
