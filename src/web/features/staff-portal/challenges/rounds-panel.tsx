import { Flag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Checkbox } from '@/web/components/ui/checkbox';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { cn } from '@/web/lib/class-names';
import { useStaffRounds, useVerifyRound } from './api/break-par-rounds';
import { RoundCard } from './round-card';

export const VERIFY_FAILED = 'Failed to update the round. Please try again.';

function RoundsSkeleton() {
  return (
    <div className="grid gap-5 lg:grid-cols-2" aria-busy="true">
      <p className="sr-only" role="status">
        Loading rounds…
      </p>
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-96 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The students' Break Par rounds, newest first: by default those with a photo or video (the ones worth
 * verifying), or every round. Each can be marked verified, or the mark taken back.
 */
export function RoundsPanel({ staffId }: { staffId: string }) {
  const [all, setAll] = useState(false);
  const rounds = useStaffRounds(staffId, all);
  const verify = useVerifyRound(staffId);
  const pendingId = verify.isPending ? verify.variables?.id : undefined;

  function toggle(id: string, verified: boolean) {
    verify.mutate(
      { id, verified },
      {
        onSuccess: () => notify.success(verified ? 'Round marked verified.' : 'Verification taken back.'),
        onError: () => notify.error(VERIFY_FAILED),
      },
    );
  }

  let body: ReactNode;
  if (rounds.isError && !rounds.data) {
    body = (
      <LoadError
        title="We could not load your students’ rounds"
        onRetry={() => rounds.refetch()}
        retrying={rounds.isFetching}
      />
    );
  } else if (!rounds.data) {
    body = <RoundsSkeleton />;
  } else if (rounds.data.attempts.length === 0) {
    body = all ? (
      <EmptyState
        icon={Flag}
        title="No Break Par rounds yet"
        text="When your students play a Break Par round in their portal, it will appear here."
      />
    ) : (
      <EmptyState
        icon={Flag}
        title="No rounds with evidence"
        text="Rounds your students record with a photo or video of their holes will appear here for you to verify."
      />
    );
  } else {
    const changing = rounds.isPlaceholderData;
    body = (
      <>
        {rounds.isRefetchError && (
          <Alert tone="info">We could not refresh just now; these are the rounds from the last update.</Alert>
        )}
        <ul
          aria-label="Break Par rounds"
          aria-busy={changing || undefined}
          className={cn(
            'grid gap-5 transition-opacity duration-150 lg:grid-cols-2',
            changing && 'opacity-60',
          )}
        >
          {rounds.data.attempts.map((round) => (
            <li key={round.id} className="min-w-0">
              <RoundCard
                round={round}
                verifying={pendingId === round.id}
                onVerify={(verified) => toggle(round.id, verified)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <Checkbox
          checked={all}
          onCheckedChange={(checked) => setAll(checked === true)}
          label="Show every round"
          hint="Include rounds without a photo or video."
        />
        {rounds.data && (
          <p className="text-sm font-medium text-ink-600" role="status">
            {rounds.isPlaceholderData
              ? 'Updating…'
              : `${rounds.data.attempts.length} ${rounds.data.attempts.length === 1 ? 'round' : 'rounds'}`}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}
