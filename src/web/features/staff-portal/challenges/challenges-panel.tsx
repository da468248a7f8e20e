import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { DrillLibrary } from '../drill-library/drill-library';
import { AssignmentsPanel } from './assignments-panel';
import { CHALLENGES_VIEWS, type ChallengesView, useChallengesView } from './challenges-view';
import { RoundsPanel } from './rounds-panel';

function SectionIntro({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="font-display text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      <p className="mt-1 text-base text-ink-600">{children}</p>
    </div>
  );
}

/**
 * The Challenges tab's three sections: the drill assignments given to students, the drill library to give
 * more, and the Break Par rounds to verify. The open one is in the address (`view`).
 */
export function ChallengesPanel({ staffId }: { staffId: string }) {
  const [view, select] = useChallengesView();
  return (
    <Tabs value={view} onValueChange={(value) => select(value as ChallengesView)}>
      <TabsList aria-label="Challenges sections" className="mb-6 sm:max-w-xl">
        {CHALLENGES_VIEWS.map(({ value, label }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="min-w-0 px-2 text-center text-sm leading-tight whitespace-normal sm:px-4 sm:text-base"
          >
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="assignments">
        <section aria-labelledby="assignments-heading">
          <SectionIntro id="assignments-heading" title="Assignments">
            Every drill you have given your students: where each one stands, the results that need your
            review, and those past their due date.
          </SectionIntro>
          <AssignmentsPanel staffId={staffId} onOpenLibrary={() => select('library')} />
        </section>
      </TabsContent>
      <TabsContent value="library">
        <DrillLibrary />
      </TabsContent>
      <TabsContent value="rounds">
        <section aria-labelledby="rounds-heading">
          <SectionIntro id="rounds-heading" title="Break Par Rounds">
            Your students’ Break Par rounds with their hole-by-hole cards, photos and videos. Verify a round
            once you have checked it.
          </SectionIntro>
          <RoundsPanel staffId={staffId} />
        </section>
      </TabsContent>
    </Tabs>
  );
}
