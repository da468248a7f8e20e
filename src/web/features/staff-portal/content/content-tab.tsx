import { PanelHeading } from '@/web/components/ui/panel-heading';
import { CoachProfilesSection } from './coach-profiles-section';
import { DownloadsSection } from './downloads-section';
import { ModelSwingsSection } from './model-swings-section';
import { TestimonialsAdminSection } from './testimonials-section';
import { VideosSection } from './videos-section';

/** Admins: the content students see (learning videos, downloads) and the coaches and testimonials the public site shows. */
export function ContentTab() {
  return (
    <div>
      <PanelHeading
        title="Content"
        description="Learning videos and downloads for the student portal, the model swing library, and the public site's coach profiles."
      />
      <div className="flex flex-col gap-10">
        <VideosSection />
        <DownloadsSection />
        <ModelSwingsSection />
        <CoachProfilesSection />
        <TestimonialsAdminSection />
      </div>
    </div>
  );
}
