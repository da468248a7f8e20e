import { describe, expect, it } from 'vitest';
import type { Drawing } from '@/core/contracts/annotations';
import { emptyHistory, drawingHistoryReducer as reduce } from './history';

const line = (id: string, fromFrame = 0): Drawing => ({
  id,
  tool: 'line',
  points: [
    { x: 0.1, y: 0.1 },
    { x: 0.9, y: 0.9 },
  ],
  colour: '#facc15',
  width: 0.008,
  fromFrame,
  toFrame: 100,
});

describe('drawing history', () => {
  it('undoes and redoes additions in order', () => {
    let s = emptyHistory();
    s = reduce(s, { type: 'add', drawings: [line('a')] });
    s = reduce(s, { type: 'add', drawings: [line('b')] });
    expect(s.present.map((d) => d.id)).toEqual(['a', 'b']);
    s = reduce(s, { type: 'undo' });
    expect(s.present.map((d) => d.id)).toEqual(['a']);
    s = reduce(s, { type: 'undo' });
    expect(s.present).toEqual([]);
    s = reduce(s, { type: 'undo' });
    expect(s.present).toEqual([]);
    s = reduce(s, { type: 'redo' });
    s = reduce(s, { type: 'redo' });
    expect(s.present.map((d) => d.id)).toEqual(['a', 'b']);
    expect(reduce(s, { type: 'redo' })).toBe(s);
  });

  it('a new change after an undo drops what could be redone', () => {
    let s = reduce(emptyHistory(), { type: 'add', drawings: [line('a')] });
    s = reduce(s, { type: 'add', drawings: [line('b')] });
    s = reduce(s, { type: 'undo' });
    s = reduce(s, { type: 'add', drawings: [line('c')] });
    expect(s.present.map((d) => d.id)).toEqual(['a', 'c']);
    expect(s.future).toEqual([]);
  });

  it('updates, removes and clears as undoable steps', () => {
    let s = reduce(emptyHistory(), { type: 'add', drawings: [line('a'), line('b')] });
    s = reduce(s, { type: 'update', id: 'a', changes: { toFrame: 12 } });
    expect(s.present[0]?.toFrame).toBe(12);
    s = reduce(s, { type: 'remove', id: 'b' });
    expect(s.present.map((d) => d.id)).toEqual(['a']);
    s = reduce(s, { type: 'clear' });
    expect(s.present).toEqual([]);
    s = reduce(s, { type: 'undo' });
    s = reduce(s, { type: 'undo' });
    expect(s.present.map((d) => d.id)).toEqual(['a', 'b']);
    s = reduce(s, { type: 'undo' });
    expect(s.present[0]?.toFrame).toBe(100);
  });

  it('ignores changes to drawings that are not there, and reset forgets the history', () => {
    const s = reduce(emptyHistory(), { type: 'add', drawings: [line('a')] });
    expect(reduce(s, { type: 'remove', id: 'zz' })).toBe(s);
    expect(reduce(s, { type: 'update', id: 'zz', changes: { toFrame: 1 } })).toBe(s);
    const reset = reduce(s, { type: 'reset', drawings: [line('x')] });
    expect(reset).toEqual({ past: [], present: [line('x')], future: [] });
  });
});
