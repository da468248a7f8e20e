import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import {
  type LearningVideo,
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DIFFICULTIES,
  VIDEO_DIFFICULTY_LABELS,
  type VideoCategory,
  type VideoDifficulty,
} from '@/core/contracts/learning';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { SearchField } from '@/web/components/ui/search-field';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useLearningVideos } from '../learning/api/learning-videos';
import { VideoCard } from '../learning/components/video-card';
import { VideoDetail } from '../learning/components/video-detail';
import { matchesSearch } from '../learning/video-labels';

type CategoryFilter = 'all' | VideoCategory;
type LevelFilter = 'all' | VideoDifficulty;

/** Learning Modules (student-portal §2): search, category and level filters, cards, and a detail view. */
export function LearningTab() {
  const videos = useLearningVideos();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [level, setLevel] = useState<LevelFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);

  const all = videos.data?.videos ?? [];
  const open = all.find((video) => video.id === openId && !video.locked);

  function openVideo(video: LearningVideo) {
    if (video.locked) return;
    setOpenId(video.id);
    window.scrollTo({ top: 0 });
  }

  if (open) return <VideoDetail video={open} onBack={() => setOpenId(null)} />;

  const shown = all.filter(
    (video) =>
      matchesSearch(video, search) &&
      (category === 'all' || video.category === category) &&
      (level === 'all' || video.difficulty === level),
  );

  return (
    <section aria-labelledby="learning-heading">
      <PanelHeading
        title={<span id="learning-heading">Learning Modules</span>}
        description="Video lessons from your coaches, matched to your membership."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchField
          label="Search"
          value={search}
          onChange={(value) => setSearch(value)}
          placeholder="Search by title or description"
        />
        <Field label="Category">
          <Select value={category} onChange={(event) => setCategory(event.target.value as CategoryFilter)}>
            <option value="all">All Categories</option>
            {VIDEO_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {VIDEO_CATEGORY_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Level">
          <Select value={level} onChange={(event) => setLevel(event.target.value as LevelFilter)}>
            <option value="all">All Levels</option>
            {VIDEO_DIFFICULTIES.map((value) => (
              <option key={value} value={value}>
                {VIDEO_DIFFICULTY_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {videos.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true">
          <span className="sr-only">Loading videos</span>
          {[0, 1, 2].map((key) => (
            <div key={key} className="overflow-hidden rounded-xl border border-line bg-white">
              <Skeleton className="aspect-video w-full rounded-none" />
              <div className="flex flex-col gap-3 p-5">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-11 w-full rounded-full" />
              </div>
            </div>
          ))}
        </div>
      ) : videos.isError ? (
        <LoadError
          title="We couldn’t load the learning modules"
          onRetry={() => videos.refetch()}
          retrying={videos.isFetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          as="h2"
          title="No courses found"
          text="Try adjusting your search or filter criteria"
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((video) => (
            <VideoCard key={video.id} video={video} onOpen={openVideo} />
          ))}
        </div>
      )}
    </section>
  );
}
