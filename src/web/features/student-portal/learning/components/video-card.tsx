import { Clock, Lock, Star } from 'lucide-react';
import {
  type LearningVideo,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DIFFICULTY_LABELS,
} from '@/core/contracts/learning';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { cn } from '@/web/lib/class-names';
import { UpgradeLink } from '../../membership/upgrade-link';
import { videoActionLabel } from '../video-labels';
import { VideoThumbnail } from './video-thumbnail';

interface VideoCardProps {
  video: LearningVideo;
  onOpen(video: LearningVideo): void;
}

/** One video in the list; a video the student's tier does not open is dimmed, cannot be opened, and leads to the plans. */
export function VideoCard({ video, onOpen }: VideoCardProps) {
  const { locked } = video;
  return (
    <article
      aria-label={video.title}
      data-testid="video-card"
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-line shadow-card',
        // Dimmed through the picture and the surface, so the text keeps its contrast.
        locked ? 'bg-cream-50' : 'bg-white',
      )}
    >
      <div className="relative">
        <VideoThumbnail
          video={video}
          lockedTo={locked ? video.requiredTier : undefined}
          className={cn(locked && video.thumbnailUrl && 'grayscale')}
        />
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-ink-900/80 px-2 py-0.5 text-sm font-medium text-white">
          <Clock className="size-3.5" aria-hidden="true" />
          {video.duration} min
        </span>
        {video.isDemo && (
          <Badge tone="gold" className="absolute top-2 left-2">
            Demo
          </Badge>
        )}
        {locked && (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink-900 shadow-xs">
            <Lock className="size-4" aria-hidden="true" />
            Upgrade Required
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{VIDEO_CATEGORY_LABELS[video.category]}</Badge>
          <Badge>{VIDEO_DIFFICULTY_LABELS[video.difficulty]}</Badge>
        </div>
        <div>
          <h2 className="font-display text-lg font-semibold text-ink-900">{video.title}</h2>
          <p className="mt-1 line-clamp-2 text-sm text-ink-600">{video.description}</p>
        </div>
        {locked && (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink-700">
            Requires <TierBadge tier={video.requiredTier} />
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
          <span>{video.instructor}</span>
          <span>
            {video.lessons} {video.lessons === 1 ? 'lesson' : 'lessons'}
          </span>
          {video.rating !== null && (
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-gold-400 text-gold-500" aria-hidden="true" />
              <span className="sr-only">Rating </span>
              {video.rating.toFixed(1)}
            </span>
          )}
        </p>
        {video.progress > 0 && !locked && (
          <ProgressBar value={video.progress} label={`${video.title} progress`} showLabel={false} />
        )}
        <div className="mt-auto pt-1">
          {locked ? (
            <UpgradeLink title={video.title} />
          ) : (
            <Button
              size="sm"
              className="w-full"
              onClick={() => onOpen(video)}
              aria-label={`${videoActionLabel(video)}: ${video.title}`}
            >
              {videoActionLabel(video)}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
