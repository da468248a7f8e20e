import { PanelHeading } from '@/web/components/ui/panel-heading';
import { useStaffSession } from '../api/session';
import { InboxList } from '../messages/inbox-list';

/** Messages (staff-portal §2): the students' messages, newest first, each answered from here. */
export function MessagingTab() {
  const session = useStaffSession();
  return (
    <section>
      <PanelHeading
        title="Messages"
        description="Questions, feedback and monthly reviews from your students. Every message with a junior is copied to their parent or guardian."
      />
      {session.data && <InboxList staffId={session.data.id} />}
    </section>
  );
}
