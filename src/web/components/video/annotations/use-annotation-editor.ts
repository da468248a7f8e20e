import { type KeyboardEvent, useEffect, useReducer, useState } from 'react';
import {
  ANNOTATION_COLOURS,
  ANNOTATION_WIDTHS,
  type AnnotationColour,
  type AnnotationSet,
  type AnnotationTool,
  type Drawing,
  type TemplateDrawing,
} from '@/core/contracts/annotations';
import type { DrawnShape } from './annotation-layer';
import { drawingHistoryReducer, emptyHistory } from './history';

/** An id made where the drawing is drawn: undo, selection and the saved set all know it by this. */
export function newDrawingId(): string {
  return `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The drawing tools' state for one video: the drawings with undo and redo, the pen, the selected drawing,
 * and the saved version they build on (a save goes on top of it; a newer one from a colleague replaces it).
 */
export function useAnnotationEditor(saved: AnnotationSet, lastFrame: number) {
  const [history, dispatch] = useReducer(drawingHistoryReducer, saved.drawings, emptyHistory);
  const [base, setBase] = useState(saved);
  const [tool, setTool] = useState<AnnotationTool>('line');
  const [colour, setColour] = useState<AnnotationColour>(ANNOTATION_COLOURS[0]);
  const [width, setWidth] = useState<number>(ANNOTATION_WIDTHS[1]);
  const [text, setText] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // A newer version from the server (first load, or someone else's save) replaces the drawings shown.
  useEffect(() => {
    if (saved.version === base.version) return;
    setBase(saved);
    dispatch({ type: 'reset', drawings: saved.drawings });
    setSelectedId(null);
  }, [saved, base.version]);

  const drawings = history.present;
  const selected = drawings.find((d) => d.id === selectedId) ?? null;

  function add(list: Drawing[]) {
    dispatch({ type: 'add', drawings: list });
    setSelectedId(list.at(-1)?.id ?? null);
  }

  return {
    drawings,
    base,
    dirty: drawings !== base.drawings,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    tool,
    setTool,
    colour,
    setColour,
    width,
    setWidth,
    text,
    setText,
    selected,
    select: setSelectedId,
    /** A shape just drawn, showing from the frame on screen to the end of the video. */
    drawn(shape: DrawnShape, frame: number) {
      add([{ ...shape, id: newDrawingId(), fromFrame: frame, toFrame: Math.max(frame, lastFrame) }]);
    },
    /** A template's shapes, from the frame on screen to the end. */
    applyTemplate(shapes: TemplateDrawing[], frame: number) {
      add(
        shapes.map((s) => ({
          ...s,
          id: newDrawingId(),
          fromFrame: frame,
          toFrame: Math.max(frame, lastFrame),
        })),
      );
    },
    /** The selected drawing stops showing after the frame on screen. */
    showUntil(frame: number) {
      if (selected && frame >= selected.fromFrame) {
        dispatch({ type: 'update', id: selected.id, changes: { toFrame: frame } });
      }
    },
    removeSelected() {
      if (selected) dispatch({ type: 'remove', id: selected.id });
      setSelectedId(null);
    },
    clear: () => dispatch({ type: 'clear' }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    /** After a save, or on a conflict: what the server holds is now the base. */
    settle(set: AnnotationSet) {
      setBase(set);
      dispatch({ type: 'reset', drawings: set.drawings });
    },
    /** Ctrl/Cmd+Z undoes, with Shift redoes (and Ctrl+Y), anywhere in the player but a text field. */
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (!(event.ctrlKey || event.metaKey) || event.target instanceof HTMLInputElement) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    },
  };
}

export type AnnotationEditor = ReturnType<typeof useAnnotationEditor>;
