import { Film } from 'lucide-react';
import { useRef } from 'react';
import type { LearningVideo } from '@/core/contracts/learning';
import { useForStudent } from '../../acting-student';
import { useSaveVideoProgress } from '../api/learning-videos';

/** Saves progress in steps of ten per cent, so a watched video costs a handful of requests. */
const STEP = 10;

/**
 * The player: YouTube's privacy-enhanced embed, an uploaded file streamed from our server, or, for a demo
 * video with nothing behind it yet, a panel that says so.
 */
export function VideoPlayer({ video }: { video: LearningVideo }) {
  const saveProgress = useSaveVideoProgress();
  const saved = useRef(video.progress);
  const forStudent = useForStudent();

  if (video.youtubeId) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl bg-ink-900">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?rel=0`}
          title={video.title}
          className="size-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  if (video.streamUrl) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the academy's own lesson recordings come without caption files.
      <video
        controls
        preload="metadata"
        playsInline
        src={forStudent(video.streamUrl)}
        aria-label={video.title}
        className="aspect-video w-full rounded-xl bg-ink-900"
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          if (!duration || !Number.isFinite(duration)) return;
          const percent = Math.min(100, Math.floor(((currentTime / duration) * 100) / STEP) * STEP);
          if (percent > saved.current) {
            saved.current = percent;
            saveProgress.mutate({ id: video.id, progress: percent });
          }
        }}
        onEnded={() => {
          if (saved.current < 100) {
            saved.current = 100;
            saveProgress.mutate({ id: video.id, progress: 100 });
          }
        }}
      />
    );
  }

  return (
    <div
      data-testid="demo-video-panel"
      className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl bg-fairway-800 p-6 text-center text-white"
    >
      <Film className="size-10 text-gold-200" aria-hidden="true" />
      <p className="font-display text-xl font-semibold">Demo video — the academy adds its own</p>
      <p className="max-w-md text-sm text-fairway-100">
        This lesson shows how the Learning Modules will look. Your coaches will replace it with their own
        video; the details below and Mark as Complete already work.
      </p>
    </div>
  );
}
