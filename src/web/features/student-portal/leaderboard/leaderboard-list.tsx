import type { LeaderboardEntry } from '@/core/contracts/challenges';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/class-names';
import { handicapText, MedalCount, RankMark } from './leaderboard-marks';

interface BoardProps {
  entries: readonly LeaderboardEntry[];
  meId: string | undefined;
  outside: LeaderboardEntry | null;
}

function Row({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  return (
    <li
      aria-current={isMe ? 'true' : undefined}
      className={cn('flex items-center gap-3 px-4 py-3', isMe && 'bg-gold-100/70')}
    >
      <RankMark rank={entry.rank} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink-900">
          <span className="break-words">{entry.name}</span>
          {isMe && <Badge tone="gold">You</Badge>}
        </p>
        <p className="text-sm text-ink-600">Handicap {handicapText(entry.handicap)}</p>
        <p className="mt-1 flex gap-3">
          <MedalCount medal="gold" count={entry.gold} />
          <MedalCount medal="silver" count={entry.silver} />
          <MedalCount medal="bronze" count={entry.bronze} />
        </p>
      </div>
      <p className="flex shrink-0 flex-col items-end">
        <span className="font-display text-2xl font-semibold text-ink-900">{entry.total}</span>
        <span className="text-xs font-semibold text-ink-600">Total</span>
      </p>
    </li>
  );
}

/** The board as compact rows, for phones. */
export function LeaderboardList({ entries, meId, outside }: BoardProps) {
  return (
    <div data-testid="leaderboard-list">
      <ol className="divide-y divide-line" aria-label="Top badge winners">
        {entries.map((entry) => (
          <Row key={entry.studentId} entry={entry} isMe={entry.studentId === meId} />
        ))}
      </ol>
      {outside && (
        <div className="border-t-2 border-dashed border-line-strong">
          <p className="px-4 pt-3 text-sm font-semibold text-fairway-800">Your position: #{outside.rank}</p>
          <ul aria-label="Your position">
            <Row entry={outside} isMe />
          </ul>
        </div>
      )}
    </div>
  );
}
