import { useSearchParams } from 'react-router';
import { ALL_MODULES, COACHING_PARAM } from './coaching-view-model';

/**
 * The coaching view opens over the dashboard through the address (`?coaching=<lesson>` or `?coaching=modules`),
 * pushed onto the history so the browser's Back returns to the dashboard, and so it can be reloaded or shared.
 */
export function useCoachingView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(COACHING_PARAM);

  function go(value: string | null) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(COACHING_PARAM);
        else next.set(COACHING_PARAM, value);
        return next;
      },
      { preventScrollReset: true },
    );
    window.scrollTo({ top: 0 });
  }

  return {
    isOpen: raw !== null,
    /** The lesson the address names, or null for the one under way. */
    lesson: raw === null || raw === ALL_MODULES ? null : raw,
    open: (lessonId?: number) => go(lessonId === undefined ? ALL_MODULES : String(lessonId)),
    close: () => go(null),
  };
}
