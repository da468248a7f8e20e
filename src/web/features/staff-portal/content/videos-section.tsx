import { Archive, ArrowDown, ArrowUp, Film, Pencil, Plus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { type StaffVideo, VIDEO_CATEGORY_LABELS, VIDEO_DIFFICULTY_LABELS } from '@/core/contracts/learning';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { useReorderVideos, useStaffVideos, useUpdateVideo } from './api/staff-videos';
import { VideoFormDialog } from './video-form-dialog';

const SOURCE_LABELS: Record<StaffVideo['source'], string> = {
  youtube: 'YouTube',
  upload: 'Uploaded file',
  placeholder: 'No video yet',
};

function VideoRow({
  video,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onToggle,
}: {
  video: StaffVideo;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(direction: -1 | 1): void;
  onEdit(): void;
  onToggle(): void;
}) {
  return (
    <li
      data-testid="staff-video"
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className="font-semibold text-ink-900">{video.title}</h3>
          {video.isDemo && <Badge tone="gold">Demo</Badge>}
          {!video.active && <Badge tone="warning">Retired</Badge>}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
          <span>{SOURCE_LABELS[video.source]}</span>
          <span aria-hidden="true">·</span>
          <span>{VIDEO_CATEGORY_LABELS[video.category]}</span>
          <span aria-hidden="true">·</span>
          <span>{VIDEO_DIFFICULTY_LABELS[video.difficulty]}</span>
          <span aria-hidden="true">·</span>
          <span>{video.duration} min</span>
          <TierBadge tier={video.requiredTier} />
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${video.title} up`}
          disabled={first || busy}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${video.title} down`}
          disabled={last || busy}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${video.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onToggle}
          disabled={busy}
          aria-label={`${video.active ? 'Retire' : 'Restore'} ${video.title}`}
        >
          {video.active ? <Archive aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
          {video.active ? 'Retire' : 'Restore'}
        </Button>
      </div>
    </li>
  );
}

/** The learning videos students see, in their order: add, edit, move, retire and restore (admins). */
export function VideosSection() {
  const videos = useStaffVideos();
  const update = useUpdateVideo();
  const reorder = useReorderVideos();
  const [editing, setEditing] = useState<StaffVideo | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const list = videos.data?.videos ?? [];
  const busy = update.isPending || reorder.isPending;

  function openDialog(video?: StaffVideo) {
    setEditing(video);
    setDialogKey((k) => k + 1);
    setDialogOpen(true);
  }

  function move(index: number, direction: -1 | 1) {
    const ids = list.map((v) => v.id);
    const target = index + direction;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids, { onError: () => notify.error('The order could not be saved. Please try again.') });
  }

  function toggle(video: StaffVideo) {
    update.mutate(
      { id: video.id, patch: { active: !video.active } },
      {
        onSuccess: () => notify.success(video.active ? 'Video retired.' : 'Video restored.'),
        onError: () => notify.error('The video could not be changed. Please try again.'),
      },
    );
  }

  return (
    <section aria-labelledby="videos-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="videos-heading" className="font-display text-2xl font-semibold">
            Learning videos
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            What students see in Learning Modules, in this order. Retired videos stay here to restore.
          </p>
        </div>
        <Button onClick={() => openDialog()}>
          <Plus aria-hidden="true" />
          Add video
        </Button>
      </div>
      {videos.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">Loading videos</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : videos.isError ? (
        <LoadError
          title="The videos could not be loaded"
          onRetry={() => videos.refetch()}
          retrying={videos.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={Film} title="No videos yet" text="Add a YouTube link or upload a video file." />
      ) : (
        <ol className="flex flex-col gap-3">
          {list.map((video, index) => (
            <VideoRow
              key={video.id}
              video={video}
              first={index === 0}
              last={index === list.length - 1}
              busy={busy}
              onMove={(direction) => move(index, direction)}
              onEdit={() => openDialog(video)}
              onToggle={() => toggle(video)}
            />
          ))}
        </ol>
      )}
      <VideoFormDialog key={dialogKey} open={dialogOpen} onOpenChange={setDialogOpen} video={editing} />
    </section>
  );
}
