import { ArrowLeft, CircleCheck, Clock, Star } from 'lucide-react';
import {
  type LearningVideo,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DIFFICULTY_LABELS,
} from '@/core/contracts/learning';
import { Alert } from '@/web/components/ui/alert';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { useMarkVideoComplete } from '../api/learning-videos';
import { formatVideoDate } from '../video-labels';
import { VideoPlayer } from './video-player';

interface VideoDetailProps {
  video: LearningVideo;
  onBack(): void;
}

/** One video: the player, its details, and 'Mark as Complete'. */
export function VideoDetail({ video, onBack }: VideoDetailProps) {
  const complete = useMarkVideoComplete();

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" />
          Back to Learning Modules
        </Button>
      </div>
      <VideoPlayer video={video} />
      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-1.5">
            {video.isDemo && <Badge tone="gold">Demo</Badge>}
            <Badge tone="brand">{VIDEO_CATEGORY_LABELS[video.category]}</Badge>
            <Badge>{VIDEO_DIFFICULTY_LABELS[video.difficulty]}</Badge>
            <TierBadge tier={video.requiredTier} />
            {video.isCompleted && (
              <Badge tone="success">
                <CircleCheck aria-hidden="true" />
                Completed
              </Badge>
            )}
          </div>
          <div>
            <h1 className="text-3xl font-semibold">{video.title}</h1>
            <p className="mt-2 text-base text-ink-700">{video.description}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-ink-600">Instructor</dt>
              <dd className="font-semibold text-ink-900">{video.instructor}</dd>
            </div>
            <div>
              <dt className="text-ink-600">Lessons</dt>
              <dd className="font-semibold text-ink-900">{video.lessons}</dd>
            </div>
            <div>
              <dt className="text-ink-600">Duration</dt>
              <dd className="inline-flex items-center gap-1 font-semibold text-ink-900">
                <Clock className="size-4" aria-hidden="true" />
                {video.duration} min
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">Rating</dt>
              <dd className="inline-flex items-center gap-1 font-semibold text-ink-900">
                <Star className="size-4 fill-gold-400 text-gold-500" aria-hidden="true" />
                {video.rating === null ? 'Not rated' : video.rating.toFixed(1)}
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-4">
              <dt className="text-ink-600">Published</dt>
              <dd className="font-semibold text-ink-900">{formatVideoDate(video.publishedDate)}</dd>
            </div>
          </dl>
          <ProgressBar value={video.progress} label="Your progress" showLabel />
          {complete.isError && (
            <Alert tone="error">Your progress could not be saved. Please try again.</Alert>
          )}
          <div>
            <Button
              onClick={() => complete.mutate(video.id)}
              loading={complete.isPending}
              loadingText="Saving..."
              disabled={video.isCompleted}
              variant={video.isCompleted ? 'secondary' : 'primary'}
            >
              <CircleCheck aria-hidden="true" />
              {video.isCompleted ? 'Completed' : 'Mark as Complete'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
