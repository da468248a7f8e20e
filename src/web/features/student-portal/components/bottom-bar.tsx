import { cn } from '@/web/lib/class-names';
import { BOTTOM_BAR_ITEMS, type StudentTab } from '../portal-tabs';

interface BottomBarProps {
  active: StudentTab;
  onSelect: (tab: StudentTab) => void;
}

/** Phones (< 768 px): seven sections within thumb's reach. */
export function BottomBar({ active, onSelect }: BottomBarProps) {
  return (
    <nav
      aria-label="Portal sections"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-7">
        {BOTTOM_BAR_ITEMS.map(({ value, label, icon: Icon }) => {
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
                    'inline-flex h-7 w-11 items-center justify-center rounded-full transition-colors duration-150',
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
