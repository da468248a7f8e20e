import { Download } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function DownloadsTab() {
  return (
    <PreparingTab
      title="Digital Downloads"
      description="Guides, drills and videos to take to the range."
      icon={Download}
      coming="Guides, practice plans and videos to download will appear here."
    />
  );
}
