import { House, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { FamilyChild } from '@/core/contracts/family';
import { cn } from '@/web/lib/class-names';

/**
 * Which portal a guardian has open lives in the address (`?child=<id>`), so a reload or a shared link keeps
 * it; without it they are on Family. Choosing drops the tab, so each portal opens on its home.
 */
export function useChosenChild() {
  const [params, setParams] = useSearchParams();
  const childId = params.get('child');
  function choose(id: string | null) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('tab');
        if (id) next.set('child', id);
        else next.delete('child');
        return next;
      },
      { preventScrollReset: true },
    );
    window.scrollTo({ top: 0 });
  }
  return { childId, choose };
}

interface SwitcherProps {
  family: readonly Pick<FamilyChild, 'id' | 'firstName'>[];
  /** The child whose portal is open; null on Family. */
  current: string | null;
  onChoose: (id: string | null) => void;
}

const FAMILY = '';

/** The header's "Viewing:" choice (desktop). */
export function ChildSwitcherSelect({ family, current, onChoose }: SwitcherProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-ink-600">
        Viewing:
      </label>
      <select
        id={id}
        value={current ?? FAMILY}
        onChange={(event) => onChoose(event.target.value || null)}
        className="min-h-11 max-w-48 truncate rounded-full border border-line-strong bg-white py-2 pr-8 pl-4 text-base font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-fairway-600"
      >
        <option value={FAMILY}>Family</option>
        {family.map((child) => (
          <option key={child.id} value={child.id}>
            {child.firstName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The phone menu's list of Family and each child. */
export function ChildSwitcherList({ family, current, onChoose }: SwitcherProps) {
  const choices = [
    { id: null, label: 'Family', icon: House },
    ...family.map((c) => ({ id: c.id, label: c.firstName, icon: UserRound })),
  ];
  return (
    <nav aria-label="Viewing">
      <p className="px-3 pb-1 text-sm font-semibold text-ink-600">Viewing</p>
      <ul className="flex flex-col gap-1">
        {choices.map(({ id, label, icon: Icon }) => (
          <li key={id ?? 'family'}>
            <button
              type="button"
              onClick={() => onChoose(id)}
              aria-current={id === current ? 'page' : undefined}
              className={cn(
                'flex min-h-12 w-full items-center gap-3 rounded-md px-3 text-left text-base font-semibold',
                id === current ? 'bg-fairway-700 text-white' : 'text-ink-800 hover:bg-cream-200',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
              <span className="truncate">{label}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
