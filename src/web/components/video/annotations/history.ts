import type { Drawing } from '@/core/contracts/annotations';

/**
 * The drawings being edited, with undo and redo. Each change keeps the whole list as it was before, so undo
 * is exact whatever the change (a new drawing, a moved end frame, a deletion, a clear, a template applied).
 */
export interface DrawingHistory {
  past: Drawing[][];
  present: Drawing[];
  future: Drawing[][];
}

export type HistoryAction =
  | { type: 'add'; drawings: Drawing[] }
  | { type: 'update'; id: string; changes: Partial<Omit<Drawing, 'id'>> }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** What the server holds now (loaded, saved, or someone else's newer version): nothing to undo. */
  | { type: 'reset'; drawings: Drawing[] };

/** Enough steps back for a session's work without keeping every list for ever. */
const MAX_UNDO = 100;

export const emptyHistory = (drawings: Drawing[] = []): DrawingHistory => ({
  past: [],
  present: drawings,
  future: [],
});

function commit(state: DrawingHistory, next: Drawing[]): DrawingHistory {
  if (next === state.present) return state;
  return { past: [...state.past, state.present].slice(-MAX_UNDO), present: next, future: [] };
}

export function drawingHistoryReducer(state: DrawingHistory, action: HistoryAction): DrawingHistory {
  switch (action.type) {
    case 'add':
      return action.drawings.length ? commit(state, [...state.present, ...action.drawings]) : state;
    case 'update': {
      if (!state.present.some((d) => d.id === action.id)) return state;
      return commit(
        state,
        state.present.map((d) => (d.id === action.id ? { ...d, ...action.changes } : d)),
      );
    }
    case 'remove':
      if (!state.present.some((d) => d.id === action.id)) return state;
      return commit(
        state,
        state.present.filter((d) => d.id !== action.id),
      );
    case 'clear':
      return state.present.length ? commit(state, []) : state;
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
    case 'reset':
      return emptyHistory(action.drawings);
  }
}
