import { AlarmClock, CircleCheck, ClipboardList, Hourglass, type LucideIcon, Star } from 'lucide-react';
import type { StaffDrillAssignmentsResponse } from '@/core/contracts/drill-assignments';
import { cn } from '@/web/lib/class-names';
import type { StatusFilter } from './assignment-filters';

type Counts = StaffDrillAssignmentsResponse['counts'];

const CHIPS: {
  filter: Exclude<StatusFilter, 'all'>;
  label: string;
  icon: LucideIcon;
  count(counts: Counts): number;
}[] = [
  { filter: 'assigned', label: 'Assigned', icon: ClipboardList, count: (c) => c.assigned },
  { filter: 'in_progress', label: 'In Progress', icon: Hourglass, count: (c) => c.in_progress },
  { filter: 'completed', label: 'Awaiting review', icon: CircleCheck, count: (c) => c.completed },
  { filter: 'reviewed', label: 'Reviewed', icon: Star, count: (c) => c.reviewed },
  { filter: 'overdue', label: 'Overdue', icon: AlarmClock, count: (c) => c.overdue },
];

/**
 * The server's counts as chips. Each is also a shortcut to its filter: pressed while that filter is on,
 * and pressing it again shows every status.
 */
export function AssignmentStats({
  counts,
  active,
  onSelect,
}: {
  counts: Counts;
  active: StatusFilter;
  onSelect(filter: StatusFilter): void;
}) {
  return (
    <ul aria-label="Challenge counts" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {CHIPS.map(({ filter, label, icon: Icon, count }) => {
        const pressed = active === filter;
        const value = count(counts);
        const alarm = filter === 'overdue' && value > 0;
        return (
          <li key={filter} className={cn(filter === 'overdue' && 'col-span-2 sm:col-span-1')}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? 'all' : filter)}
              className={cn(
                'flex min-h-11 w-full items-center gap-3 rounded-xl border bg-white px-4 py-3 text-left shadow-card',
                'transition-colors duration-150 hover:border-fairway-500',
                pressed ? 'border-fairway-700 ring-2 ring-fairway-700' : 'border-line',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
                  alarm ? 'bg-error-50 text-error-700' : 'bg-fairway-50 text-fairway-700',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-display text-2xl leading-none font-semibold text-ink-900">{value}</span>
                <span className="mt-1 text-sm leading-tight font-medium text-ink-600">{label}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
