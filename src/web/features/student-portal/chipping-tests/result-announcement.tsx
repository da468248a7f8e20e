import { Medal } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ChippingResult } from '@/core/contracts/challenges';
import { cn } from '@/web/lib/class-names';
import { Confetti } from './confetti';

const MEDAL_LABEL = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' } as const;

/**
 * What the server made of the test (student-portal §4, §9): a medal shows confetti and 'Medal Earned!', the
 * medal appearing after a second and the message lasting three; otherwise 'Test completed! Score: n/50' for two.
 */
export function ResultAnnouncement({ result, onDone }: { result: ChippingResult; onDone(): void }) {
  const medal = result.medal;
  const [medalShown, setMedalShown] = useState(false);
  useEffect(() => {
    const reveal = medal ? window.setTimeout(() => setMedalShown(true), 1000) : undefined;
    const done = window.setTimeout(onDone, medal ? 1000 + 3000 : 2000);
    return () => {
      window.clearTimeout(reveal);
      window.clearTimeout(done);
    };
  }, [medal, onDone]);

  if (!medal) {
    return (
      <div role="status" className="rounded-xl border border-line bg-white p-5 text-center shadow-card">
        <p className="text-lg font-semibold">
          Test completed! Score: {result.totalScore}/{result.maxScore}
        </p>
      </div>
    );
  }
  return (
    <>
      <Confetti />
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl border border-gold-300 bg-medal-gold-bg p-6 text-center shadow-card"
      >
        <p className="font-display text-3xl font-semibold text-ink-900">Medal Earned!</p>
        <Medal
          aria-hidden="true"
          className={cn(
            'size-14 transition-all duration-500',
            `text-medal-${medal}`,
            medalShown ? 'scale-100 opacity-100' : 'scale-50 opacity-0',
          )}
        />
        <p className="text-ink-800">
          {MEDAL_LABEL[medal]} medal · {result.totalScore}/{result.maxScore} · {result.handicapLevel}
        </p>
      </div>
    </>
  );
}
