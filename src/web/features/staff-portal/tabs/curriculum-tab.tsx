import { BookOpen } from 'lucide-react';
import { PreparingTab } from '@/web/components/ui/preparing-panel';

export function CurriculumTab() {
  return (
    <PreparingTab
      title="Curriculum"
      description="The P9 curriculum: 18 lessons to assign to your students."
      icon={BookOpen}
      coming="The 18 curriculum modules, ready to browse and assign, will appear here."
    />
  );
}
