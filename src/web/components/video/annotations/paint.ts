import type { AnnotationPoint, Drawing } from '@/core/contracts/annotations';
import { angleLabel, drawingsAtFrame } from '@/core/rules/annotation-geometry';

/** What the painter needs of a drawing: its shape, and (when painting by frame) the frames it shows in. */
export type PaintableDrawing = Omit<Drawing, 'fromFrame' | 'toFrame'> &
  Partial<Pick<Drawing, 'fromFrame' | 'toFrame'>>;

/** The picture's size in the context's units: drawings are scaled from 0–1 to this. */
export interface FrameSize {
  width: number;
  height: number;
}

const px = (p: AnnotationPoint, size: FrameSize) => ({ x: p.x * size.width, y: p.y * size.height });

/** A dark edge under every stroke, so a yellow line reads on sky and a white one on a white shirt. */
function strokeWithEdge(ctx: CanvasRenderingContext2D, path: Path2D, colour: string, lineWidth: number) {
  ctx.lineWidth = lineWidth + Math.max(1.5, lineWidth * 0.5);
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.45)';
  ctx.stroke(path);
  ctx.lineWidth = lineWidth;
  ctx.strokeStyle = colour;
  ctx.stroke(path);
}

function label(
  ctx: CanvasRenderingContext2D,
  text: string,
  at: { x: number; y: number },
  size: number,
  colour: string,
) {
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  const width = ctx.measureText(text).width;
  const pad = size * 0.3;
  ctx.fillStyle = 'rgba(0, 0, 0, 0.6)';
  ctx.fillRect(at.x - pad, at.y - size / 2 - pad, width + pad * 2, size + pad * 2);
  ctx.fillStyle = colour;
  ctx.fillText(text, at.x, at.y);
}

function paintOne(ctx: CanvasRenderingContext2D, d: PaintableDrawing, size: FrameSize) {
  const lineWidth = Math.max(1, d.width * size.height);
  const pts = d.points.map((p) => px(p, size));
  const path = new Path2D();
  const [a, b, c] = pts;
  if (!a) return;
  switch (d.tool) {
    case 'line':
    case 'arrow': {
      if (!b) return;
      path.moveTo(a.x, a.y);
      path.lineTo(b.x, b.y);
      if (d.tool === 'arrow') {
        const head = Math.max(lineWidth * 4, 8);
        const angle = Math.atan2(b.y - a.y, b.x - a.x);
        for (const side of [-1, 1]) {
          path.moveTo(b.x, b.y);
          path.lineTo(b.x - head * Math.cos(angle + side * 0.45), b.y - head * Math.sin(angle + side * 0.45));
        }
      }
      break;
    }
    case 'circle':
      if (!b) return;
      // The rim point is measured on screen, so the circle is round whatever the frame's shape.
      path.arc(a.x, a.y, Math.hypot(b.x - a.x, b.y - a.y), 0, Math.PI * 2);
      break;
    case 'rectangle':
      if (!b) return;
      path.rect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
      break;
    case 'freehand':
      path.moveTo(a.x, a.y);
      for (const p of pts.slice(1)) path.lineTo(p.x, p.y);
      break;
    case 'angle': {
      if (!b) return;
      path.moveTo(a.x, a.y);
      path.lineTo(b.x, b.y);
      if (c) path.lineTo(c.x, c.y);
      break;
    }
    case 'text':
      break;
  }
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (d.tool !== 'text') strokeWithEdge(ctx, path, d.colour, lineWidth);
  const fontSize = Math.max(12, size.height * 0.045);
  if (d.tool === 'text' && d.text) label(ctx, d.text, a, fontSize, d.colour);
  if (d.tool === 'angle' && b && c) {
    const degrees = angleLabel(d.points, size.width / size.height);
    label(ctx, degrees, { x: b.x + fontSize * 0.6, y: b.y - fontSize }, fontSize, d.colour);
  }
}

/**
 * Paints the drawings that show on `frame` onto a context whose picture is `size` (in the context's units,
 * from its origin): the one painter of the player's layer, and of anything recording the player's picture.
 * It paints over what is there; the caller clears first if it wants to.
 */
export function paintDrawings(
  ctx: CanvasRenderingContext2D,
  drawings: readonly Drawing[],
  frame: number,
  size: FrameSize,
): void {
  for (const d of drawingsAtFrame(drawings, frame)) paintShape(ctx, d, size);
}

/** Paints one drawing whatever its frames: a drawing still being drawn, or a template's preview. */
export function paintShape(ctx: CanvasRenderingContext2D, drawing: PaintableDrawing, size: FrameSize): void {
  if (size.width <= 0 || size.height <= 0) return;
  ctx.save();
  paintOne(ctx, drawing, size);
  ctx.restore();
}
