import type { LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/class-names';

export interface BottomNavItem<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

interface BottomNavProps<T extends string> {
  /** Names the navigation landmark, e.g. 'Portal sections'. */
  label: string;
  items: ReadonlyArray<BottomNavItem<T>>;
  active: string;
  onSelect: (value: T) => void;
}

/** A portal's sections within thumb's reach on phones (< 768 px): icons with short labels. */
export function BottomNav<T extends string>({ label, items, active, onSelect }: BottomNavProps<T>) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map(({ value, label: itemLabel, icon: Icon }) => {
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
                <span className="max-w-full whitespace-nowrap">{itemLabel}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
