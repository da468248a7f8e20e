import { describe, expect, it } from 'vitest';
import {
  angleDegrees,
  angleLabel,
  containedBox,
  drawingsAtFrame,
  fromFramePoint,
  showsAtFrame,
  toFramePoint,
} from './annotation-geometry';

describe('containedBox (object-fit: contain)', () => {
  it('letterboxes a landscape video in a tall element: bars above and below', () => {
    expect(containedBox({ width: 390, height: 400 }, { width: 1920, height: 1080 })).toEqual({
      x: 0,
      y: (400 - 390 * (1080 / 1920)) / 2,
      width: 390,
      height: 390 * (1080 / 1920),
    });
  });

  it('pillarboxes a portrait video in a wide element: bars left and right', () => {
    const box = containedBox({ width: 800, height: 450 }, { width: 1080, height: 1920 });
    expect(box.height).toBe(450);
    expect(box.width).toBeCloseTo(450 * (1080 / 1920));
    expect(box.x).toBeCloseTo((800 - box.width) / 2);
    expect(box.y).toBe(0);
  });

  it('fills the element when nothing is known yet', () => {
    expect(containedBox({ width: 300, height: 200 }, { width: 0, height: 0 })).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 200,
    });
  });
});

describe('frame points', () => {
  const box = containedBox({ width: 800, height: 450 }, { width: 1080, height: 1920 });

  it('round-trips a point through the letterboxed picture', () => {
    const point = { x: 0.25, y: 0.75 };
    const px = fromFramePoint(point, box);
    expect(px.x).toBeCloseTo(box.x + 0.25 * box.width);
    const back = toFramePoint(px.x, px.y, box);
    expect(back.x).toBeCloseTo(0.25);
    expect(back.y).toBeCloseTo(0.75);
  });

  it('clamps a pointer on the bars to the picture edge', () => {
    expect(toFramePoint(0, 10, box).x).toBe(0);
    expect(toFramePoint(799, 500, box)).toEqual({ x: 1, y: 1 });
  });

  it('lands on the same spot of the picture at any element size', () => {
    const phone = containedBox({ width: 358, height: 358 }, { width: 1080, height: 1920 });
    const point = { x: 0.5, y: 0.2 };
    const onPhone = fromFramePoint(point, phone);
    expect((onPhone.x - phone.x) / phone.width).toBeCloseTo(0.5);
    expect((onPhone.y - phone.y) / phone.height).toBeCloseTo(0.2);
  });
});

describe('angleDegrees', () => {
  it('measures a right angle on a square frame', () => {
    expect(angleDegrees({ x: 0.5, y: 0 }, { x: 0.5, y: 0.5 }, { x: 1, y: 0.5 }, 1)).toBeCloseTo(90);
  });

  it('measures what the screen shows on a wide frame, not the raw fractions', () => {
    // On a 16:9 frame, 0.1 of the width is as long as 0.1 × 16/9 of the height: a 45° line on screen.
    const aspect = 16 / 9;
    const a = { x: 0.6, y: 0.5 - 0.1 * aspect };
    expect(
      angleDegrees({ x: 0.9, y: 0.5 }, { x: 0.5, y: 0.5 }, { x: 0.6, y: 0.5 - 0.1 * aspect }, 1),
    ).not.toBeCloseTo(45);
    expect(angleDegrees({ x: 0.9, y: 0.5 }, { x: 0.5, y: 0.5 }, a, aspect)).toBeCloseTo(45);
  });

  it('is between 0 and 180 whichever way round the arms are', () => {
    const v = { x: 0.5, y: 0.5 };
    expect(angleDegrees({ x: 1, y: 0.5 }, v, { x: 0, y: 0.5 }, 1)).toBeCloseTo(180);
    expect(angleDegrees({ x: 0, y: 0.5 }, v, { x: 0.5, y: 0 }, 1)).toBeCloseTo(90);
    expect(angleDegrees({ x: 0.5, y: 0 }, v, { x: 0, y: 0.5 }, 1)).toBeCloseTo(90);
    expect(angleDegrees(v, v, { x: 0, y: 0.5 }, 1)).toBe(0);
  });

  it('labels in whole degrees', () => {
    expect(
      angleLabel(
        [
          { x: 0.5, y: 0 },
          { x: 0.5, y: 0.5 },
          { x: 1, y: 0.5 },
        ],
        1,
      ),
    ).toBe('90°');
    expect(angleLabel([{ x: 0.5, y: 0 }], 1)).toBe('');
  });
});

describe('visibility by frame range', () => {
  const drawings = [
    { id: 'a', fromFrame: 10, toFrame: 20 },
    { id: 'b', fromFrame: 15, toFrame: 15 },
  ];

  it('shows from the first frame to the last, both included', () => {
    expect(showsAtFrame(drawings[0]!, 9)).toBe(false);
    expect(showsAtFrame(drawings[0]!, 10)).toBe(true);
    expect(showsAtFrame(drawings[0]!, 20)).toBe(true);
    expect(showsAtFrame(drawings[0]!, 21)).toBe(false);
    expect(drawingsAtFrame(drawings, 15).map((d) => d.id)).toEqual(['a', 'b']);
    expect(drawingsAtFrame(drawings, 16).map((d) => d.id)).toEqual(['a']);
    expect(drawingsAtFrame(drawings, 0)).toEqual([]);
  });
});
