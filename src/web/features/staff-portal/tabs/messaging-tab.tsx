import { PanelHeading } from '@/web/components/ui/panel-heading';
import { useStaffSession } from '../api/session';
import { InboxList } from '../messages/inbox-list';
import { SwingQueue } from '../swings/swing-queue';

/** Messages (staff-portal §2): swings waiting for review first, then the students' messages, newest first. */
export function MessagingTab() {
  const session = useStaffSession();
  return (
    <section>
      <PanelHeading
        title="Messages"
        description="Questions, feedback and monthly reviews from your students. Every message with a junior is copied to their parent or guardian."
      />
      <SwingQueue />
      {session.data && <InboxList staffId={session.data.id} />}
    </section>
  );
}
