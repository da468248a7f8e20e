import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { type BreakParColour, breakParLevel } from '@/core/content/coaching/break-par-levels';
import type { StaffAttempt } from '@/core/contracts/challenges';
import { Avatar } from '@/web/components/ui/avatar';
import { Badge, MedalBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/class-names';
import { formatDateTime } from '@/web/lib/format';
import { EvidenceGallery } from './evidence-gallery';
import { HoleScorecard } from './hole-scorecard';

/** The level's tee colour as a swatch; class names written out so the stylesheet keeps them. */
const LEVEL_SWATCH: Record<BreakParColour, string> = {
  white: 'bg-level-white',
  yellow: 'bg-level-yellow',
  orange: 'bg-level-orange',
  blue: 'bg-level-blue',
  red: 'bg-level-red',
  purple: 'bg-level-purple',
};

/**
 * One Break Par round of a student: the level, the score against its target, the medal and pass the
 * server decided, the hole-by-hole card, the photos and videos, and the coach's verification.
 */
export function RoundCard({
  round,
  verifying,
  onVerify,
}: {
  round: StaffAttempt;
  verifying: boolean;
  onVerify(verified: boolean): void;
}) {
  const level = breakParLevel(round.level);
  const student = `${round.student.first_name} ${round.student.last_name}`;
  const verified = round.coach_verified;
  return (
    <Card
      role="article"
      aria-label={`${student}, level ${round.level} round`}
      className="flex h-full flex-col"
    >
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2.5">
            <Avatar name={student} size="sm" />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold break-words text-ink-900">{student}</span>
              <span className="text-sm text-ink-600">{formatDateTime(round.completed_at)}</span>
            </span>
          </p>
          {verified && (
            <Badge tone="success">
              <ShieldCheck aria-hidden="true" /> Coach verified
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-sm font-semibold text-ink-700">
              {level && (
                <span
                  aria-hidden="true"
                  className={cn('size-4 rounded-full border border-line-strong', LEVEL_SWATCH[level.colour])}
                />
              )}
              Level {round.level}
              {level && <span className="font-normal text-ink-600">· {level.name}</span>}
            </p>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="font-display text-4xl leading-none font-semibold text-ink-900">
                {round.total_score}
              </span>
              <span className="text-base text-ink-700">vs target {round.target_score}</span>
            </p>
          </div>
          {round.medal ? (
            <MedalBadge medal={round.medal} />
          ) : (
            <Badge>{round.passed ? 'Passed' : 'Not passed'}</Badge>
          )}
        </div>
        <HoleScorecard round={round} />
        {round.notes && (
          <p className="rounded-lg bg-cream-50 p-3 text-sm whitespace-pre-line text-ink-800">
            <span className="font-semibold">Round notes:</span> {round.notes}
          </p>
        )}
        <EvidenceGallery round={round} student={student} />
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line px-5 py-3">
        <span className="text-sm text-ink-600">
          {verified ? 'Press again to take the mark back.' : 'Check the card and evidence, then verify.'}
        </span>
        <Button
          size="sm"
          variant={verified ? 'secondary' : 'primary'}
          aria-pressed={verified}
          loading={verifying}
          onClick={() => onVerify(!verified)}
        >
          <BadgeCheck aria-hidden="true" />
          {verified ? 'Verified' : 'Mark verified'}
        </Button>
      </div>
    </Card>
  );
}
