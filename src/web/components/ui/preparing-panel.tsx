import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PanelHeading } from '@/web/components/ui/panel-heading';

interface PreparingTabProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** What will appear here, in a sentence. */
  coming: string;
}

/** A portal panel whose content is still being built: says so plainly. */
export function PreparingTab({ title, description, icon, coming }: PreparingTabProps) {
  return (
    <section>
      <PanelHeading title={title} description={description} />
      <EmptyState
        icon={icon}
        as="h2"
        title="This area is being prepared"
        text={`${coming} Check back soon.`}
        className="bg-white"
      />
    </section>
  );
}
