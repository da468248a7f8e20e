import { CircleCheck, Clock, Film, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { VideoConversionFailure } from '@/core/contracts/video-conversion-admin';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatDateTime } from '@/web/lib/format';
import { useVideoConversions } from '../api/video-conversions';

/** '1 attempt', '3 attempts' */
function attemptsLabel(attempts: number): string {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

function FailureRow({ failure }: { failure: VideoConversionFailure }) {
  const when = failure.finishedAt ?? failure.createdAt;
  return (
    <li
      data-testid="video-conversion-failure"
      className="flex flex-col gap-1 border-t border-line py-3 first:border-t-0"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone="error">Not converted</Badge>
        <span className="text-sm text-ink-600">
          <time dateTime={when} className="whitespace-nowrap">
            {formatDateTime(when)}
          </time>{' '}
          · <span className="whitespace-nowrap">{attemptsLabel(failure.attempts)}</span>
        </span>
      </div>
      {failure.error && <p className="text-sm break-words text-ink-800">{failure.error}</p>}
      <p className="text-xs break-all text-ink-600">
        <span className="sr-only">Stored file </span>
        {failure.sourceKey}
      </p>
    </li>
  );
}

function VideoConversionsSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p className="sr-only" role="status">
        Loading video conversions…
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * The video conversion queue at a glance: how many videos wait, convert, are ready or failed, why the latest
 * failed, and whether the converter (ffmpeg) is installed on the server at all.
 */
export function VideoConversionsSection() {
  const query = useVideoConversions();
  const data = query.data;
  return (
    <section aria-labelledby="admin-video-heading" className="flex flex-col gap-5">
      <div className="min-w-0">
        <h2 id="admin-video-heading" className="font-display text-2xl font-semibold">
          Video conversions
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Every uploaded video is converted to play on any phone or browser, one at a time. Until then, and if
          it fails, the video plays as it was uploaded.
        </p>
      </div>
      {query.isError ? (
        <LoadError
          title="Video conversions could not be loaded"
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <VideoConversionsSkeleton />
      ) : (
        <>
          {!data.converterInstalled && (
            <Alert tone="info" title="The video converter is not installed on the server">
              Videos wait in the queue and play as uploaded. Ask whoever runs the server to install ffmpeg
              (apt-get install ffmpeg); conversions start on their own within ten minutes.
            </Alert>
          )}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Waiting" value={data.counts.queued} icon={Clock} />
            <StatCard label="Converting" value={data.counts.converting} icon={LoaderCircle} />
            <StatCard label="Ready" value={data.counts.ready} icon={CircleCheck} />
            <StatCard label="Failed" value={data.counts.failed} icon={TriangleAlert} />
          </div>
          {data.failures.length > 0 ? (
            <div className="rounded-xl border border-line bg-white p-4 shadow-card sm:p-5">
              <h3 className="font-semibold text-ink-900">Latest failures</h3>
              <ul className="mt-2">
                {data.failures.map((failure) => (
                  <FailureRow key={failure.sourceKey} failure={failure} />
                ))}
              </ul>
            </div>
          ) : (
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <Film className="size-4 shrink-0" aria-hidden="true" />
              No video has failed to convert.
            </p>
          )}
        </>
      )}
    </section>
  );
}
