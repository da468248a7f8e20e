import type { StaffAttempt } from '@/core/contracts/challenges';
import { holeLabel } from '@/core/rules/break-par';
import { cn } from '@/web/lib/class-names';

/** Under par reads green, over par amber: the colour only repeats what the label says. */
function scoreTone(score: number, par: number) {
  if (score < par) return 'bg-success-50 text-success-700';
  if (score > par) return 'bg-warning-50 text-warning-700';
  return 'text-ink-900';
}

/**
 * The hole-by-hole card: par and score per hole, and the round's total as the server added it up. Each
 * score cell names the hole's result ('Birdie') for screen readers; it fits a 390 px phone without
 * scrolling sideways.
 */
export function HoleScorecard({ round }: { round: StaffAttempt }) {
  const holes = [...round.hole_scores].sort((a, b) => a.hole_number - b.hole_number);
  const par = holes.reduce((sum, h) => sum + h.par, 0);
  const notes = holes.filter((h) => h.notes);
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">Hole-by-hole scores, level {round.level}</caption>
        <thead>
          <tr className="text-ink-600">
            <th scope="col" className="w-14 py-1.5 text-left font-semibold">
              Hole
            </th>
            {holes.map((h) => (
              <th key={h.hole_number} scope="col" className="py-1.5 font-semibold">
                {h.hole_number}
              </th>
            ))}
            <th scope="col" className="w-12 py-1.5 font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-line text-ink-700">
            <th scope="row" className="py-1.5 text-left font-medium">
              Par
            </th>
            {holes.map((h) => (
              <td key={h.hole_number} className="py-1.5">
                {h.par}
              </td>
            ))}
            <td className="py-1.5 font-semibold">{par}</td>
          </tr>
          <tr className="border-t border-line">
            <th scope="row" className="py-1.5 text-left font-medium text-ink-700">
              Score
            </th>
            {holes.map((h) => (
              <td key={h.hole_number} className="p-0.5">
                <span
                  className={cn(
                    'inline-flex min-w-7 justify-center rounded-md px-1 py-1 font-semibold',
                    scoreTone(h.score, h.par),
                  )}
                >
                  {h.score}
                  <span className="sr-only"> ({holeLabel(h.score, h.par)})</span>
                </span>
              </td>
            ))}
            <td className="py-1.5 font-display text-base font-semibold text-ink-900">{round.total_score}</td>
          </tr>
        </tbody>
      </table>
      {notes.length > 0 && (
        <ul aria-label="Hole notes" className="flex flex-col gap-1 text-sm text-ink-700">
          {notes.map((h) => (
            <li key={h.hole_number}>
              <span className="font-semibold">Hole {h.hole_number}:</span> {h.notes}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
