import { Mic } from 'lucide-react';
import type { VoiceOver } from '@/core/contracts/swings';
import { Badge } from '@/web/components/ui/badge';
import { formatDateTime } from '@/web/lib/format';

const PREPARING = 'Preparing for every device';

/** Where the conversion of a voice-over stands, in words; nothing once it is ready. */
function conversionNote(status: VoiceOver['playback']['status']): string | null {
  if (status === 'queued' || status === 'converting') return PREPARING;
  if (status === 'failed') return 'Plays as recorded';
  return null;
}

/**
 * The coach's voice-overs on a swing, each a plain video with its sound (the recording itself until it is
 * prepared, then the converted copy that plays on every phone).
 */
export function VoiceOverList({ voiceOvers }: { voiceOvers: readonly VoiceOver[] }) {
  if (voiceOvers.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label="Voice-overs">
      {voiceOvers.map((voiceOver, index) => {
        const note = conversionNote(voiceOver.playback.status);
        const title = `Voice-over ${voiceOvers.length > 1 ? `${index + 1} ` : ''}from ${voiceOver.coachName ?? 'your coach'}`;
        return (
          <li
            key={voiceOver.id}
            className="flex flex-col gap-2 rounded-xl border border-fairway-200 bg-fairway-50 p-3 sm:p-4"
            data-testid="voice-over"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Mic className="size-4 text-fairway-700" aria-hidden="true" />
              <span className="min-w-0 font-semibold text-fairway-900">{title}</span>
              {note && <Badge tone="info">{note}</Badge>}
              <span className="ml-auto text-sm text-ink-600">{formatDateTime(voiceOver.createdAt)}</span>
            </div>
            {/* biome-ignore lint/a11y/useMediaCaption: a spoken review recorded in the moment has no caption track. */}
            <video
              src={voiceOver.playback.url}
              poster={voiceOver.playback.posterUrl ?? undefined}
              controls
              playsInline
              preload="metadata"
              aria-label={title}
              className="max-h-[70dvh] w-full rounded-lg bg-black"
              data-testid="voice-over-video"
            />
          </li>
        );
      })}
    </ul>
  );
}
