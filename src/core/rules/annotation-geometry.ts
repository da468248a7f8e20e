import type { AnnotationPoint, Drawing } from '../contracts/annotations';

/** Where the picture sits inside its element: `object-fit: contain` letterboxes it, left/right or top/bottom. */
export interface ContentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The rectangle the video's picture fills inside an element of `element` size, as `object-fit: contain`
 * lays it out: scaled to fit whole and centred, with bars on the sides it does not reach.
 */
export function containedBox(
  element: { width: number; height: number },
  video: { width: number; height: number },
): ContentBox {
  if (element.width <= 0 || element.height <= 0 || video.width <= 0 || video.height <= 0) {
    return { x: 0, y: 0, width: Math.max(0, element.width), height: Math.max(0, element.height) };
  }
  const scale = Math.min(element.width / video.width, element.height / video.height);
  const width = video.width * scale;
  const height = video.height * scale;
  return { x: (element.width - width) / 2, y: (element.height - height) / 2, width, height };
}

const clampUnit = (n: number) => Math.min(1, Math.max(0, n));

/** A pointer position in the element to a point of the video frame (0–1), clamped to the picture. */
export function toFramePoint(px: number, py: number, box: ContentBox): AnnotationPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: clampUnit((px - box.x) / box.width), y: clampUnit((py - box.y) / box.height) };
}

/** A point of the video frame (0–1) to its position in the element. */
export function fromFramePoint(point: AnnotationPoint, box: ContentBox): { x: number; y: number } {
  return { x: box.x + point.x * box.width, y: box.y + point.y * box.height };
}

/**
 * The angle at `vertex` between the arms to `a` and `b`, in whole-or-fractional degrees (0–180), as it
 * looks on screen: normalised x and y are fractions of different lengths, so x is stretched by the video's
 * aspect ratio (width ÷ height) before measuring.
 */
export function angleDegrees(
  a: AnnotationPoint,
  vertex: AnnotationPoint,
  b: AnnotationPoint,
  aspectRatio: number,
): number {
  const ax = (a.x - vertex.x) * aspectRatio;
  const ay = a.y - vertex.y;
  const bx = (b.x - vertex.x) * aspectRatio;
  const by = b.y - vertex.y;
  if ((ax === 0 && ay === 0) || (bx === 0 && by === 0)) return 0;
  const radians = Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by));
  return (radians * 180) / Math.PI;
}

/** The degrees label an angle drawing shows: rounded to a whole degree. */
export function angleLabel(points: readonly AnnotationPoint[], aspectRatio: number): string {
  const [a, vertex, b] = points;
  if (!a || !vertex || !b) return '';
  return `${Math.round(angleDegrees(a, vertex, b, aspectRatio))}°`;
}

/** Whether a drawing shows on a frame: from its first frame to its last, both included. */
export function showsAtFrame(drawing: Pick<Drawing, 'fromFrame' | 'toFrame'>, frame: number): boolean {
  return frame >= drawing.fromFrame && frame <= drawing.toFrame;
}

/** The drawings showing on a frame, in the order they were drawn (later ones on top). */
export function drawingsAtFrame<D extends Pick<Drawing, 'fromFrame' | 'toFrame'>>(
  drawings: readonly D[],
  frame: number,
): D[] {
  return drawings.filter((d) => showsAtFrame(d, frame));
}

/**
 * The drawings whose last frame is past the end of a video of `frameCount` frames, as field errors
 * (`drawings.3.toFrame`); none while the video's length in frames is not known.
 */
export function drawingsPastEnd(
  drawings: readonly Pick<Drawing, 'toFrame'>[],
  frameCount: number | null | undefined,
): Record<string, string> {
  const refused: Record<string, string> = {};
  if (frameCount === null || frameCount === undefined) return refused;
  drawings.forEach((d, i) => {
    if (d.toFrame >= frameCount)
      refused[`drawings.${i}.toFrame`] = `Must be a frame from 0 to ${frameCount - 1}`;
  });
  return refused;
}
