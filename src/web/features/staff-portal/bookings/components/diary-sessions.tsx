import { Users } from 'lucide-react';
import type { DiarySession } from '@/core/contracts/booking-admin';
import { Badge } from '@/web/components/ui/badge';
import { dayHeading } from '../diary-dates';

/** How full a session is, in the words the public pages use, from the server's count. */
export function placesLeftLabel(s: DiarySession): { text: string; tone: 'success' | 'warning' | 'error' } {
  if (s.placesLeft === 0) return { text: 'Fully booked', tone: 'error' };
  const text = `${s.placesLeft} of ${s.capacity} ${s.capacity === 1 ? 'place' : 'places'} left`;
  return { text, tone: s.placesLeft <= 2 ? 'warning' : 'success' };
}

/** The day's (or week's) camp days and squad evenings: who runs each, and the places left. */
export function DiarySessions({ sessions, showDate }: { sessions: DiarySession[]; showDate: boolean }) {
  if (sessions.length === 0) return null;
  return (
    <section
      aria-labelledby="diary-sessions"
      className="rounded-xl border border-line bg-cream-50 p-4 sm:p-5"
    >
      <h3 id="diary-sessions" className="mb-3 flex items-center gap-2 text-lg font-semibold text-ink-800">
        <Users className="size-5 text-fairway-700" aria-hidden="true" />
        Sessions and places left
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {sessions.map((s) => {
          const left = placesLeftLabel(s);
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900">
                  {showDate && `${dayHeading(s.date)}, `}
                  {s.start}–{s.end} {s.serviceName}
                </span>
                <span className="block text-sm text-ink-700">{s.coach?.name ?? 'No coach named'}</span>
              </span>
              <Badge tone={left.tone}>{left.text}</Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
