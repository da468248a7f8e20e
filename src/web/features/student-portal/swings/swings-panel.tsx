import { CircleCheck, Clock, Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { SWING_REVIEWED, SWING_WAITING, type Swing } from '@/core/contracts/swings';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { AnalysisPlayer } from '@/web/components/video/analysis-player';
import { AnnotationLayer } from '@/web/components/video/annotations/annotation-layer';
import { VoiceOverList } from '@/web/components/video/voice-over-list';
import { formatDateTime } from '@/web/lib/format';
import { type NewSwing, useSendSwing, useSwingDrawings, useSwings } from './api/swings';
import { SendSwingDialog } from './send-swing-dialog';

/** The swing read-only, with the coach's marks and drawings once the review is sent, exactly as drawn. */
function SwingPlayer({ swing }: { swing: Swing }) {
  const reviewed = swing.reviewedAt !== null;
  const drawings = useSwingDrawings(swing.id, reviewed);
  const natural =
    swing.playback.width && swing.playback.height
      ? { width: swing.playback.width, height: swing.playback.height }
      : null;
  return (
    <AnalysisPlayer
      title={swing.forLabel}
      playback={swing.playback}
      // The coach's marks are theirs to share with the review: until then the student sees none.
      moments={reviewed ? (swing.moments ?? {}) : {}}
      overlay={(video) => (
        <AnnotationLayer
          videoRef={video.videoRef}
          natural={natural}
          drawings={drawings.data?.annotations.drawings ?? []}
          frame={video.frame}
        />
      )}
    />
  );
}

/**
 * A sent swing, played read-only in the analysis player (frame by frame once converted). The video is read
 * with the session alone (a guardian's too): its address names no student.
 */
function SwingCard({ swing }: { swing: Swing }) {
  const reviewed = swing.reviewedAt !== null;
  // The player loads its video only once asked, so a long list does not fetch every swing.
  const [watching, setWatching] = useState(false);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        {reviewed ? (
          <Badge tone="success">
            <CircleCheck aria-hidden="true" />
            {SWING_REVIEWED}
          </Badge>
        ) : (
          <Badge tone="warning">
            <Clock aria-hidden="true" />
            {SWING_WAITING}
          </Badge>
        )}
        <Badge tone="brand" className="max-w-full whitespace-normal!">
          {swing.forLabel}
        </Badge>
        <span className="ml-auto text-sm text-ink-600">{formatDateTime(swing.createdAt)}</span>
      </div>
      {swing.note && <p className="text-base break-words text-ink-700">{swing.note}</p>}
      {watching ? (
        <SwingPlayer swing={swing} />
      ) : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setWatching(true)}>
            <Video aria-hidden="true" />
            Watch
          </Button>
        </div>
      )}
      <VoiceOverList voiceOvers={swing.voiceOvers} />
      {reviewed && swing.reviewComment && (
        <div className="rounded-lg border border-fairway-200 bg-fairway-50 p-4">
          <p className="text-sm font-semibold text-fairway-800">
            {swing.reviewedBy ? `${swing.reviewedBy} says` : 'Your coach says'}
          </p>
          <p className="mt-1 text-base break-words whitespace-pre-line text-ink-900">{swing.reviewComment}</p>
        </div>
      )}
    </article>
  );
}

/** My swings: the swings sent for review and their status, and sending a new one (in Coach Messaging). */
export function SwingsPanel() {
  const swings = useSwings();
  const send = useSendSwing();
  const [composing, setComposing] = useState(false);

  function sendSwing(swing: NewSwing, done: () => void, onRefused: (error: unknown) => void) {
    send.mutate(swing, {
      onSuccess: () => {
        done();
        setComposing(false);
        notify.success('Swing sent to your coach.');
      },
      onError: onRefused,
    });
  }

  const list = swings.data?.swings ?? [];
  let content: React.ReactNode;
  if (swings.isPending) {
    content = (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading swings">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    );
  } else if (swings.isError) {
    content = (
      <LoadError
        title="Your swings could not be loaded"
        onRetry={() => swings.refetch()}
        retrying={swings.isFetching}
      />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        className="bg-white"
        icon={Video}
        title="No swings yet"
        text="Film a swing on your phone and send it: your coach will review it and leave a comment."
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4" aria-label="My swings">
        {list.map((swing) => (
          <li key={swing.id}>
            <SwingCard swing={swing} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section id="my-swings" aria-labelledby="my-swings-heading" className="mt-10 scroll-mt-24">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-swings-heading" className="font-display text-2xl font-semibold text-ink-900">
            My swings
          </h2>
          <p className="mt-1 text-base text-ink-700">Swing videos you sent your coach, and their reviews.</p>
        </div>
        <Button onClick={() => setComposing(true)}>
          <Plus aria-hidden="true" />
          Send a swing
        </Button>
      </div>
      {content}
      <SendSwingDialog
        open={composing}
        onOpenChange={(next) => {
          setComposing(next);
          if (!next) send.reset();
        }}
        sending={send.isPending}
        progress={send.progress}
        error={send.error}
        onSend={sendSwing}
        onCancelUpload={send.cancel}
      />
    </section>
  );
}
