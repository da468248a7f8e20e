import { Medal } from 'lucide-react';
import type { MedalTier } from '@/core/rules/medals';
import { cn } from '@/web/lib/class-names';

const PODIUM: Record<number, { medal: MedalTier; place: string; circle: string }> = {
  1: { medal: 'gold', place: '1st', circle: 'bg-medal-gold-bg text-medal-gold-text ring-medal-gold' },
  2: { medal: 'silver', place: '2nd', circle: 'bg-medal-silver-bg text-medal-silver-text ring-medal-silver' },
  3: { medal: 'bronze', place: '3rd', circle: 'bg-medal-bronze-bg text-medal-bronze-text ring-medal-bronze' },
};

/** A place on the board: a medal for the top three, '#n' after them. */
export function RankMark({ rank }: { rank: number }) {
  const podium = PODIUM[rank];
  if (!podium) {
    return (
      <span className="inline-flex size-10 shrink-0 items-center justify-center font-display text-lg font-semibold text-ink-700">
        #{rank}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={`Rank ${rank}, ${podium.place} place`}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full ring-2',
        podium.circle,
      )}
    >
      <Medal className="size-5" aria-hidden="true" />
    </span>
  );
}

const MEDAL_ICON: Record<MedalTier, string> = {
  gold: 'text-medal-gold',
  silver: 'text-medal-silver',
  bronze: 'text-medal-bronze',
};

/** How many medals of one colour, e.g. a gold icon and '3'. */
export function MedalCount({ medal, count }: { medal: MedalTier; count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink-800">
      <Medal className={cn('size-4', MEDAL_ICON[medal])} aria-hidden="true" />
      {count}
      <span className="sr-only"> {medal}</span>
    </span>
  );
}

/** Handicaps read with one decimal, as golfers write them ('14.0'); none is 'N/A'. */
export const handicapText = (handicap: number | null) => (handicap === null ? 'N/A' : handicap.toFixed(1));
