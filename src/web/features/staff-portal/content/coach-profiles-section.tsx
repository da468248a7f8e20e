import { Eye, EyeOff, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { AdminCoachProfile } from '@/core/contracts/coach-profiles';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { useCoachProfiles, useUpdateCoachProfile } from './api/coach-profiles';
import { CoachProfileDialog } from './coach-profile-dialog';

function Thumbnail({ profile }: { profile: AdminCoachProfile }) {
  const small = profile.photo?.sources.find((s) => s.format === 'webp');
  if (small) {
    return (
      <img
        src={small.url}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-full border border-line object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-fairway-800 font-display text-lg font-semibold text-gold-200"
    >
      {profile.firstName[0]}
      {profile.lastName[0]}
    </span>
  );
}

/** The coaches on the public coaches page, in its order: edit a profile, upload a photo, show or hide. */
export function CoachProfilesSection() {
  const profiles = useCoachProfiles();
  const update = useUpdateCoachProfile();
  const [editing, setEditing] = useState<AdminCoachProfile | undefined>();
  const [dialogKey, setDialogKey] = useState(0);
  const list = profiles.data?.profiles ?? [];

  function toggle(profile: AdminCoachProfile) {
    update.mutate(
      { id: profile.id, patch: { shown: !profile.shown } },
      {
        onSuccess: () => notify.success(profile.shown ? 'Profile hidden.' : 'Profile shown.'),
        onError: () => notify.error('The profile could not be changed. Please try again.'),
      },
    );
  }

  return (
    <section aria-labelledby="coach-profiles-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="coach-profiles-heading" className="font-display text-2xl font-semibold">
          Coach profiles
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          What the public coaches page shows, in this order. Hidden profiles stay here to show again.
        </p>
      </div>
      {profiles.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">Loading coach profiles</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : profiles.isError ? (
        <LoadError
          title="The coach profiles could not be loaded"
          onRetry={() => profiles.refetch()}
          retrying={profiles.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={UserRound}
          title="No coaches yet"
          text="Add a coach in Staff to give them a profile."
        />
      ) : (
        <ol className="flex flex-col gap-3">
          {list.map((profile) => {
            const name = `${profile.firstName} ${profile.lastName}`;
            return (
              <li
                key={profile.id}
                data-testid="coach-profile"
                className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <Thumbnail profile={profile} />
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-1.5">
                      <h3 className="font-semibold text-ink-900">{name}</h3>
                      {!profile.shown && <Badge tone="warning">Hidden</Badge>}
                    </div>
                    <p className="mt-0.5 text-sm text-ink-600">
                      {profile.title ?? 'No title yet'} · Order {profile.displayOrder}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${name}`}
                    onClick={() => {
                      setEditing(profile);
                      setDialogKey((k) => k + 1);
                    }}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={update.isPending}
                    aria-label={`${profile.shown ? 'Hide' : 'Show'} ${name}`}
                    onClick={() => toggle(profile)}
                  >
                    {profile.shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {profile.shown ? 'Hide' : 'Show'}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editing && (
        <CoachProfileDialog
          key={dialogKey}
          profile={editing}
          open
          onOpenChange={(open) => !open && setEditing(undefined)}
        />
      )}
    </section>
  );
}
