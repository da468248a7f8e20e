import { Info } from 'lucide-react';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { InboxList } from '../messages/inbox-list';

/** Messages (staff-portal §2): the students' messages, newest first; replying is not offered yet. */
export function MessagingTab() {
  return (
    <section>
      <PanelHeading
        title="Messages"
        description="Questions, feedback and monthly reviews from your students."
      />
      <p className="mb-6 flex items-start gap-2 rounded-md border border-info-600/30 bg-info-50 px-4 py-3 text-base text-info-700">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Replies from the portal are coming soon. Every message with a junior is copied to their parent or
        guardian.
      </p>
      <InboxList />
    </section>
  );
}
