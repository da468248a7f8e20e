import { PanelHeading } from '@/web/components/ui/panel-heading';
import { DownloadsSection } from './downloads-section';
import { VideosSection } from './videos-section';

/** Admins: the content students see, learning videos and downloads. */
export function ContentTab() {
  return (
    <div>
      <PanelHeading title="Content" description="Learning videos and downloads for the student portal." />
      <div className="flex flex-col gap-10">
        <VideosSection />
        <DownloadsSection />
      </div>
    </div>
  );
}
