import { Clock, Target, UserPlus } from 'lucide-react';
import { useId } from 'react';
import type { Drill } from '@/core/content/coaching/schemas';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { DIFFICULTY_LABELS, LIBRARY_CATEGORY_LABELS, libraryCategoryOf } from './drill-filters';

const DIFFICULTY_TONES: Record<Drill['difficulty'], BadgeTone> = {
  beginner: 'success',
  intermediate: 'info',
  advanced: 'warning',
};

/** One drill of the library: what it trains, how long it takes, the score to aim for, and Assign. */
export function DrillCard({ drill, onAssign }: { drill: Drill; onAssign(drill: Drill): void }) {
  const titleId = useId();
  const { category, focus } = libraryCategoryOf(drill);
  return (
    <Card className="flex w-full flex-col" role="article" aria-labelledby={titleId}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">
            {LIBRARY_CATEGORY_LABELS[category]}
            {focus && <span className="font-normal"> · {focus}</span>}
          </Badge>
          <Badge tone={DIFFICULTY_TONES[drill.difficulty]}>{DIFFICULTY_LABELS[drill.difficulty]}</Badge>
          <Badge>
            <Clock aria-hidden="true" />
            {drill.duration} min
          </Badge>
        </div>
        <div>
          <p className="text-sm font-semibold text-fairway-700">
            Lesson {drill.lessonNumber} · Drill {drill.id}
          </p>
          <h3 id={titleId} className="mt-1 font-display text-xl font-semibold text-balance text-ink-900">
            {drill.title}
          </h3>
          <p className="mt-2 text-base text-ink-700">{drill.objective}</p>
        </div>
        <div className="mt-auto flex items-start gap-2.5 rounded-md bg-cream-100 p-3 text-sm text-ink-800">
          <Target className="mt-0.5 size-4 shrink-0 text-fairway-700" aria-hidden="true" />
          <p>
            <span className="font-semibold">Target:</span> {drill.benchmarks.target}
          </p>
        </div>
      </div>
      <div className="border-t border-line px-5 py-4">
        <Button size="sm" onClick={() => onAssign(drill)} aria-describedby={titleId}>
          <UserPlus aria-hidden="true" />
          Assign
        </Button>
      </div>
    </Card>
  );
}
