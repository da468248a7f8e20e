import { useEffect, useState } from 'react';

const COLOURS = ['#c9a227', '#1f6f4a', '#e8d48b', '#d9822b', '#7aa6c2', '#b23a48'];
const PIECES = 48;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * A short burst of paper for a medal: about two seconds, then gone. Nothing at all is drawn for someone who
 * asks their device for less motion.
 */
export function Confetti({ durationMs = 2000 }: { durationMs?: number }) {
  const [visible, setVisible] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [visible, durationMs]);
  if (!visible) return null;
  return (
    <div
      data-testid="confetti"
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
    >
      {Array.from({ length: PIECES }, (_, i) => {
        const left = (i * 37) % 100;
        const delay = (i % 12) * 60;
        const size = 6 + (i % 4) * 2;
        return (
          <span
            // Pieces never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static decoration
            key={i}
            className="absolute top-[-5%] block animate-[confetti-fall_1.8s_ease-in_forwards] rounded-sm"
            style={{
              left: `${left}%`,
              width: size,
              height: size * 1.6,
              background: COLOURS[i % COLOURS.length],
              animationDelay: `${delay}ms`,
              transform: `rotate(${(i * 47) % 360}deg)`,
            }}
          />
        );
      })}
    </div>
  );
}
