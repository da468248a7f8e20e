import { Medal } from 'lucide-react';
import type { LeaderboardEntry } from '@/core/contracts/challenges';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/class-names';
import { handicapText, RankMark } from './leaderboard-marks';

interface BoardProps {
  entries: readonly LeaderboardEntry[];
  /** The signed-in student's row, highlighted. */
  meId: string | undefined;
  /** The student's own row when they sit below the top ten. */
  outside: LeaderboardEntry | null;
}

const MEDAL_HEADS = [
  { key: 'gold', label: 'Gold', icon: 'text-medal-gold' },
  { key: 'silver', label: 'Silver', icon: 'text-medal-silver' },
  { key: 'bronze', label: 'Bronze', icon: 'text-medal-bronze' },
] as const;

function Row({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  return (
    <tr
      aria-current={isMe ? 'true' : undefined}
      className={cn('border-t border-line', isMe && 'bg-gold-100/70')}
    >
      <td className="py-3 pr-3 pl-5">
        <RankMark rank={entry.rank} />
      </td>
      <th scope="row" className="px-3 py-3 text-left font-semibold text-ink-900">
        <span className="flex flex-wrap items-center gap-2">
          {entry.name}
          {isMe && <Badge tone="gold">You</Badge>}
        </span>
      </th>
      <td className="px-3 py-3 text-ink-700">{handicapText(entry.handicap)}</td>
      <td className="px-3 py-3 text-center font-semibold">{entry.gold}</td>
      <td className="px-3 py-3 text-center font-semibold">{entry.silver}</td>
      <td className="px-3 py-3 text-center font-semibold">{entry.bronze}</td>
      <td className="py-3 pr-5 pl-3 text-right font-display text-xl font-semibold text-ink-900">
        {entry.total}
      </td>
    </tr>
  );
}

/** The board as a table, for wide screens. */
export function LeaderboardTable({ entries, meId, outside }: BoardProps) {
  return (
    <table className="w-full border-collapse text-base" data-testid="leaderboard-table">
      <caption className="sr-only">Top badge winners</caption>
      <thead>
        <tr className="text-sm text-ink-600">
          <th scope="col" className="py-3 pr-3 pl-5 text-left font-semibold">
            Rank
          </th>
          <th scope="col" className="px-3 py-3 text-left font-semibold">
            Player
          </th>
          <th scope="col" className="px-3 py-3 text-left font-semibold">
            Handicap
          </th>
          {MEDAL_HEADS.map(({ key, label, icon }) => (
            <th key={key} scope="col" className="px-3 py-3 text-center font-semibold">
              <span className="inline-flex items-center gap-1">
                <Medal className={cn('size-4', icon)} aria-hidden="true" />
                {label}
              </span>
            </th>
          ))}
          <th scope="col" className="py-3 pr-5 pl-3 text-right font-semibold">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <Row key={entry.studentId} entry={entry} isMe={entry.studentId === meId} />
        ))}
      </tbody>
      {outside && (
        <tbody>
          <tr className="border-t-2 border-dashed border-line-strong">
            <td colSpan={7} className="px-5 pt-4 pb-1 text-sm font-semibold text-fairway-800">
              Your position: #{outside.rank}
            </td>
          </tr>
          <Row entry={outside} isMe />
        </tbody>
      )}
    </table>
  );
}
