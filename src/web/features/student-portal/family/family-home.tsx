import { Plus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AddChildDialog } from './add-child-dialog';
import { useFamily } from './api/family';
import { ChildCard } from './child-card';
import { useChosenChild } from './child-switcher';
import { FamilyBookings } from './family-bookings';
import { FamilyDataCard } from './family-data-card';
import { GuardianDetails } from './guardian-details';
import { InviteGuardianDialog } from './invite-guardian-dialog';

/** Family: a guardian's children, each with a way into their portal, and adding a child or a second guardian. */
export function FamilyHome() {
  const family = useFamily();
  const { choose } = useChosenChild();
  const [adding, setAdding] = useState(false);
  const [invitingGuardian, setInvitingGuardian] = useState(false);
  const children = family.data?.children ?? [];

  return (
    <section>
      <PanelHeading
        title="Family"
        description="Your children's lessons, challenges and coach messages, one tap away."
        actions={
          <div className="flex flex-wrap gap-3">
            {children.length > 0 && (
              <Button variant="secondary" onClick={() => setInvitingGuardian(true)}>
                <Users aria-hidden="true" />
                Invite a second guardian
              </Button>
            )}
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add a child
            </Button>
          </div>
        }
      />
      {family.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2" role="status" aria-busy="true">
          <span className="sr-only">Loading your family...</span>
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-80 rounded-xl" />
          ))}
        </div>
      ) : family.isError ? (
        <LoadError
          title="We could not load your family"
          onRetry={() => family.refetch()}
          retrying={family.isFetching}
        />
      ) : children.length === 0 ? (
        <EmptyState
          icon={UserPlus}
          as="h2"
          title="Add your child"
          text="Add each child you look after. You can then open their portal, message their coach and follow their progress."
          action={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add a child
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {children.map((child) => (
            <ChildCard key={child.id} child={child} onOpen={() => choose(child.id)} />
          ))}
        </div>
      )}
      {family.data && (
        <div className="mt-6 flex flex-col gap-6">
          <FamilyBookings guardian={family.data.guardian} bookings={family.data.bookings} />
          <GuardianDetails guardian={family.data.guardian} />
          <FamilyDataCard family={children} />
        </div>
      )}
      <AddChildDialog open={adding} onOpenChange={setAdding} />
      <InviteGuardianDialog family={children} open={invitingGuardian} onOpenChange={setInvitingGuardian} />
    </section>
  );
}
