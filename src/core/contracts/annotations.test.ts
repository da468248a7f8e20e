import { describe, expect, it } from 'vitest';
import { MAX_DRAWINGS, MAX_FREEHAND_POINTS, saveAnnotationsBody } from './annotations';

const p = (x: number, y: number) => ({ x, y });
const line = {
  id: 'l1',
  tool: 'line',
  points: [p(0.1, 0.1), p(0.5, 0.5)],
  colour: '#facc15',
  width: 0.008,
  fromFrame: 0,
  toFrame: 10,
};

function fieldsOf(body: unknown): string[] {
  const result = saveAnnotationsBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('saveAnnotationsBody', () => {
  it('accepts each tool with its points', () => {
    const drawings = [
      line,
      { ...line, id: 'a', tool: 'angle', points: [p(0, 0), p(0.5, 0.5), p(1, 0)] },
      { ...line, id: 't', tool: 'text', points: [p(0.2, 0.2)], text: 'Head still' },
      { ...line, id: 'f', tool: 'freehand', points: [p(0, 0), p(0.1, 0.1), p(0.2, 0.3)] },
    ];
    expect(saveAnnotationsBody.parse({ baseVersion: 0, drawings }).drawings).toHaveLength(4);
  });

  it('names the field at fault', () => {
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, points: [p(0.1, 0.1)] }] })).toEqual([
      'drawings.0.points',
    ]);
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, points: [p(1.2, 0), p(0, 0)] }] })).toEqual([
      'drawings.0.points.0.x',
    ]);
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, colour: '#123456' }] })).toEqual([
      'drawings.0.colour',
    ]);
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, toFrame: -1 }] })).toContain(
      'drawings.0.toFrame',
    );
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, fromFrame: 5, toFrame: 4 }] })).toEqual([
      'drawings.0.toFrame',
    ]);
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, tool: 'text', points: [p(0, 0)] }] })).toEqual([
      'drawings.0.text',
    ]);
    expect(
      fieldsOf({
        baseVersion: 0,
        drawings: [{ ...line, tool: 'text', points: [p(0, 0)], text: 'x'.repeat(81) }],
      }),
    ).toEqual(['drawings.0.text']);
  });

  it('limits points per freehand and drawings per set', () => {
    const many = Array.from({ length: MAX_FREEHAND_POINTS + 1 }, (_, i) => p(i / 1000, 0.5));
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, tool: 'freehand', points: many }] })).toContain(
      'drawings.0.points',
    );
    const drawings = Array.from({ length: MAX_DRAWINGS + 1 }, (_, i) => ({ ...line, id: `d${i}` }));
    expect(fieldsOf({ baseVersion: 0, drawings })).toEqual(['drawings']);
  });

  it('refuses unknown fields and a missing base version', () => {
    expect(fieldsOf({ drawings: [] })).toEqual(['baseVersion']);
    expect(fieldsOf({ baseVersion: 0, drawings: [{ ...line, burned: true }] })).toEqual(['drawings.0']);
  });
});
