import { PanelHeading } from '@/web/components/ui/panel-heading';
import { useStaffSession } from '../api/session';
import { ChallengesPanel } from '../challenges/challenges-panel';

/** Challenges (staff-portal §2): the students' drill assignments, the drill library and Break Par rounds. */
export function ChallengesTab() {
  const session = useStaffSession();
  return (
    <section>
      <PanelHeading
        title="Challenges"
        description="Challenges you have given your students, the drills to give next, and rounds to verify."
      />
      {session.data && <ChallengesPanel staffId={session.data.id} />}
    </section>
  );
}
