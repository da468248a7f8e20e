import { useSearchParams } from 'react-router';

/** The Challenges tab's three sections, in the order of its section bar. */
export const CHALLENGES_VIEWS = [
  { value: 'assignments', label: 'Assignments' },
  { value: 'library', label: 'Drill Library' },
  { value: 'rounds', label: 'Break Par Rounds' },
] as const;

export type ChallengesView = (typeof CHALLENGES_VIEWS)[number]['value'];

const PARAM = 'view';

/** The section the address asks for (`?tab=challenges&view=rounds`); Assignments when absent or unknown. */
export function parseChallengesView(params: URLSearchParams): ChallengesView {
  const raw = params.get(PARAM);
  return CHALLENGES_VIEWS.find((view) => view.value === raw)?.value ?? 'assignments';
}

/** The address parameters for a section, keeping every other parameter (the tab) as it was. */
export function paramsForView(current: URLSearchParams, view: ChallengesView): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(PARAM, view);
  return next;
}

/**
 * The open section lives in the address, so a reload or a shared link opens the same one. Switching
 * replaces the entry: the sections are views of one panel, not pages to go back through.
 */
export function useChallengesView() {
  const [params, setParams] = useSearchParams();
  const view = parseChallengesView(params);
  function select(next: ChallengesView) {
    setParams((current) => paramsForView(current, next), { replace: true, preventScrollReset: true });
  }
  return [view, select] as const;
}
