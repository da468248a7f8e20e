import { Lock, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { MEMBERSHIP_TIER_LABELS, type MembershipTier } from '@/core/rules/membership-tiers';
import { cn } from '@/web/lib/class-names';

const YOUTUBE_SIZES = ['maxresdefault', 'hqdefault', 'mqdefault', 'default'] as const;

/** Where to look for a picture, best first: YouTube's sizes for a YouTube video, else the given image. */
export function thumbnailCandidates(video: {
  youtubeId: string | null;
  thumbnailUrl: string | null;
}): string[] {
  if (video.youtubeId) {
    return YOUTUBE_SIZES.map((size) => `https://i.ytimg.com/vi/${video.youtubeId}/${size}.jpg`);
  }
  return video.thumbnailUrl ? [video.thumbnailUrl] : [];
}

interface VideoThumbnailProps {
  video: { title: string; youtubeId: string | null; thumbnailUrl: string | null };
  /** The tier a locked video needs: the server sends no picture that would open it, so a lock is drawn. */
  lockedTo?: MembershipTier;
  className?: string;
}

/**
 * The fallback chain of student-portal §2: maximum quality, high, medium, default, then a placeholder with
 * a play icon and the title. YouTube answers a missing size with a 120-pixel grey image rather than an
 * error, so an image that narrow counts as missing unless it is the last YouTube size.
 */
export function VideoThumbnail({ video, lockedTo, className }: VideoThumbnailProps) {
  const candidates = thumbnailCandidates(video);
  const [index, setIndex] = useState(0);
  const source = candidates[index];

  return (
    <div className={cn('relative aspect-video overflow-hidden bg-fairway-800', className)}>
      {source ? (
        <img
          key={source}
          src={source}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setIndex((i) => i + 1)}
          onLoad={(event) => {
            const tooSmall = event.currentTarget.naturalWidth <= 120 && !source.endsWith('/default.jpg');
            if (tooSmall && video.youtubeId) setIndex((i) => i + 1);
          }}
        />
      ) : lockedTo ? (
        <div
          data-testid="thumbnail-locked"
          className="flex size-full flex-col items-center justify-center gap-2 bg-linear-to-br from-fairway-900 via-fairway-800 to-ink-900 p-4 text-center text-white"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-white/10 ring-1 ring-gold-200/60">
            <Lock className="size-6 text-gold-200" aria-hidden="true" />
          </span>
          <span className="line-clamp-2 font-display text-base font-semibold">{video.title}</span>
          <span className="text-sm text-gold-100">{MEMBERSHIP_TIER_LABELS[lockedTo]} members</span>
        </div>
      ) : (
        <div
          data-testid="thumbnail-placeholder"
          className="flex size-full flex-col items-center justify-center gap-2 bg-fairway-800 p-4 text-center text-white"
        >
          <PlayCircle className="size-10 text-gold-200" aria-hidden="true" />
          <span className="line-clamp-2 font-display text-base font-semibold">{video.title}</span>
        </div>
      )}
    </div>
  );
}
