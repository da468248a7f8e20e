import { BarChart3, History, TrendingUp } from 'lucide-react';
import type { ChippingResultsResponse } from '@/core/contracts/challenges';
import { chippingProgressPercent } from '@/core/rules/chipping';
import { MedalBadge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';

/** Your Progress, Recent Test Results and the Performance Summary (student-portal §2), from the server. */
export function ChippingResults({ data }: { data: ChippingResultsResponse | undefined }) {
  if (!data) {
    return (
      <div className="grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }
  const { summary, results } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="flex flex-col gap-4 p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <TrendingUp className="size-5 text-fairway-700" aria-hidden="true" /> Your Progress
        </h3>
        <p className="text-ink-700">
          <span className="font-display text-2xl font-semibold text-ink-900">{summary.testsCompleted}</span>{' '}
          tests completed
        </p>
        <ProgressBar
          value={chippingProgressPercent(summary.testsCompleted)}
          label="Tests completed"
          tone="gold"
        />
      </Card>

      <Card className="flex flex-col gap-3 p-5 lg:col-span-2 lg:row-span-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <History className="size-5 text-fairway-700" aria-hidden="true" /> Recent Test Results
        </h3>
        {results.length === 0 ? (
          <EmptyState
            icon={History}
            title="No tests yet"
            text="Play a chipping test and your results will appear here."
          />
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label="Recent test results">
            {results.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink-900">{r.testName}</p>
                  <p className="text-sm text-ink-600">
                    {r.handicapLevel} · {formatDateTime(r.completedAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {r.medal && <MedalBadge medal={r.medal} />}
                  <span className="font-display text-xl font-semibold">
                    {r.totalScore}/{r.maxScore}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <BarChart3 className="size-5 text-fairway-700" aria-hidden="true" /> Performance Summary
        </h3>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {[
            ['Tests completed', summary.testsCompleted],
            ['Average score', summary.averageScore ?? '–'],
            ['Best score', summary.bestScore ?? '–'],
            ['Tests tried', summary.distinctTests],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-cream-50 p-3">
              <dt className="text-ink-600">{label}</dt>
              <dd className="font-display text-xl font-semibold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
