import { Award, CheckCircle2, Lock, Play, RotateCcw, Target, Trophy } from 'lucide-react';
import { type BreakParLevel, breakParLevels } from '@/core/content/coaching/break-par-levels';
import type { Badge, BreakParAttempt, BreakParProgress } from '@/core/contracts/challenges';
import { isLevelOpen } from '@/core/rules/break-par';
import { Badge as Chip, MedalBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/class-names';
import { formatDateTime } from '@/web/lib/format';

/** Each level's ribbon colour, as the academy's coloured tees (outside the brand palette on purpose). */
export const LEVEL_SWATCH: Record<BreakParLevel['colour'], string> = {
  white: '#ffffff',
  yellow: '#f2c94c',
  orange: '#e8833a',
  blue: '#3b82c4',
  red: '#c8453b',
  purple: '#8a56b8',
};

/**
 * A level's badge drawn as an award in the level's colour: the same on every device, where an emoji
 * depends on the fonts installed.
 */
export function LevelBadgeIcon({
  level,
  earned = true,
  size = 'md',
}: {
  level: BreakParLevel;
  earned?: boolean;
  size?: 'md' | 'lg';
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border-2',
        size === 'lg' ? 'size-20' : 'size-12',
        earned ? 'border-gold-300' : 'border-line opacity-40 grayscale',
      )}
      style={{ background: LEVEL_SWATCH[level.colour] }}
    >
      <Award
        className={cn(
          size === 'lg' ? 'size-10' : 'size-6',
          level.colour === 'white' || level.colour === 'yellow' ? 'text-ink-900' : 'text-white',
        )}
      />
    </span>
  );
}

const WHY = [
  'Scoring is what counts on the course: every level asks you to finish holes, not just hit good shots.',
  'Six holes against a target teach you to handle pressure and recover from a poor shot.',
  'The distance grows level by level, from 30-yard chips to 150-yard approaches, so your game grows with it.',
  'Every round is kept, so you and your coach can see exactly how you are improving.',
];

function LevelCard({
  level,
  progress,
  badge,
  onOpen,
}: {
  level: BreakParLevel;
  progress: BreakParProgress;
  badge: Badge | undefined;
  onOpen(): void;
}) {
  const completion = progress.level_completions[`level${level.level}`];
  const open = isLevelOpen(level.level, progress.highest_level_unlocked);
  const completed = Boolean(completion?.completed);
  return (
    <Card
      role="article"
      aria-label={`Level ${level.level}: ${level.name}`}
      aria-disabled={!open || undefined}
      className={cn('flex flex-col gap-3 p-5', !open && 'opacity-55')}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 text-sm font-semibold text-ink-700">
          <span
            className="size-4 rounded-full border border-line-strong"
            style={{ background: LEVEL_SWATCH[level.colour] }}
            aria-hidden="true"
          />
          Level {level.level}
        </span>
        {completed ? (
          <Chip tone="success">
            <CheckCircle2 className="size-3.5" aria-hidden="true" /> Completed
          </Chip>
        ) : open ? (
          <Chip tone="brand">Available</Chip>
        ) : (
          <Chip>
            <Lock className="size-3.5" aria-hidden="true" /> Locked
          </Chip>
        )}
      </div>
      <h3 className="font-display text-xl font-semibold">{level.name}</h3>
      <p className="text-sm text-ink-700">
        {level.yardage} yd · 6 holes · par {level.parStructure.totalPar} · target {level.targetScore}
      </p>
      <p className="text-sm text-ink-600">
        {level.badge.name}
        {badge && <MedalBadge medal={badge.tier} className="ml-2" />}
      </p>
      {completion?.bestScore != null && (
        <p className="text-sm font-medium">Best score: {completion.bestScore}</p>
      )}
      {open ? (
        <Button className="mt-auto self-start" variant={completed ? 'secondary' : 'primary'} onClick={onOpen}>
          {completed ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
          {completed ? 'Play Again' : `Play Level ${level.level}`}
        </Button>
      ) : (
        <p className="mt-auto text-sm text-ink-600">Complete level {level.level - 1} to unlock</p>
      )}
    </Card>
  );
}

export function BreakParOverview({
  progress,
  badges,
  rounds,
  onOpenLevel,
}: {
  progress: BreakParProgress | undefined;
  badges: Badge[] | undefined;
  rounds: BreakParAttempt[] | undefined;
  onOpenLevel(level: BreakParLevel): void;
}) {
  if (!progress) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  }
  const held = badges ?? [];
  const count = (tier: Badge['tier']) => held.filter((b) => b.tier === tier).length;
  const badgeFor = (level: number) => held.find((b) => b.challenge_id === String(level));
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Target className="size-5 text-fairway-700" aria-hidden="true" /> Your progress
          </h2>
          <p className="flex flex-wrap gap-2">
            <MedalBadge medal="gold">{`Gold ${count('gold')}`}</MedalBadge>
            <MedalBadge medal="silver">{`Silver ${count('silver')}`}</MedalBadge>
            <MedalBadge medal="bronze">{`Bronze ${count('bronze')}`}</MedalBadge>
          </p>
        </div>
        <p className="text-ink-700">
          <span className="font-display text-2xl font-semibold text-ink-900">
            {progress.total_levels_completed}
          </span>{' '}
          of 6 levels completed · {progress.total_attempts} rounds played
          {progress.average_score !== null && ` · average ${progress.average_score}`}
        </p>
        <ProgressBar
          value={(progress.total_levels_completed / 6) * 100}
          label="Levels completed"
          tone="gold"
        />
      </Card>

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {breakParLevels.map((level) => (
          <LevelCard
            key={level.level}
            level={level}
            progress={progress}
            badge={badgeFor(level.level)}
            onOpen={() => onOpenLevel(level)}
          />
        ))}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="flex flex-col gap-3 p-5">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Trophy className="size-5 text-medal-gold" aria-hidden="true" /> Badge collection
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Badge collection">
            {breakParLevels.map((level) => {
              const badge = badgeFor(level.level);
              return (
                <li
                  key={level.level}
                  className={cn(
                    'flex flex-col items-center gap-1 rounded-xl border p-3 text-center',
                    badge ? 'border-gold-300 bg-medal-gold-bg/40' : 'border-dashed border-line text-ink-500',
                  )}
                >
                  <LevelBadgeIcon level={level} earned={Boolean(badge)} />
                  <span className="text-xs font-semibold">{level.badge.name}</span>
                  {badge ? (
                    <MedalBadge medal={badge.tier} />
                  ) : (
                    <span className="text-xs">Not yet earned</span>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <h2 className="text-xl font-semibold">Recent attempts</h2>
          {!rounds ? (
            <Skeleton className="h-32" />
          ) : rounds.length === 0 ? (
            <EmptyState icon={Target} title="No rounds yet" text="Play level 1 to record your first round." />
          ) : (
            <ul className="flex flex-col divide-y divide-line" aria-label="Recent attempts">
              {rounds.map((r) => {
                const photos = r.hole_scores.filter((h) => h.photo_url);
                return (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div>
                      <p className="font-semibold">
                        Level {r.level}: {r.total_score} (target {r.target_score})
                      </p>
                      <p className="text-sm text-ink-600">
                        {formatDateTime(r.completed_at)}
                        {r.coach_verified && ' · verified by your coach'}
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      {photos.slice(0, 3).map((h) => (
                        <img
                          key={h.hole_number}
                          src={h.photo_url!}
                          alt={`Evidence for hole ${h.hole_number}`}
                          className="size-10 rounded-md border border-line object-cover"
                        />
                      ))}
                      {r.medal ? <MedalBadge medal={r.medal} /> : <Chip>Not passed</Chip>}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>

      <Card className="flex flex-col gap-3 p-5">
        <h2 className="text-xl font-semibold">Why Break Par Matters</h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-ink-700">
          {WHY.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
