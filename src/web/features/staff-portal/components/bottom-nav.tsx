import { cn } from '@/web/lib/class-names';
import { STAFF_TABS, type StaffPanel } from '../staff-tabs';

interface BottomNavProps {
  active: StaffPanel;
  onSelect: (panel: StaffPanel) => void;
}

/** Phones (< 768 px): the six tabs as icons with short labels. */
export function BottomNav({ active, onSelect }: BottomNavProps) {
  return (
    <nav
      aria-label="Staff sections"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-6">
        {STAFF_TABS.map(({ value, label, icon: Icon }) => {
          const current = value === active;
          return (
            <li key={value}>
              <button
                type="button"
                onClick={() => onSelect(value)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-16 w-full flex-col items-center justify-center gap-1 text-[0.6875rem] leading-tight font-semibold tracking-tight',
                  current ? 'text-fairway-800' : 'text-ink-600 hover:text-ink-900',
                )}
              >
                <span
                  className={cn(
                    'inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors duration-150',
                    current && 'bg-fairway-100',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="max-w-full whitespace-nowrap">{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
