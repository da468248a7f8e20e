import { type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type AnnotationColour,
  type AnnotationPoint,
  type AnnotationTool,
  type Drawing,
  MAX_FREEHAND_POINTS,
} from '@/core/contracts/annotations';
import {
  type ContentBox,
  containedBox,
  drawingsAtFrame,
  toFramePoint,
} from '@/core/rules/annotation-geometry';
import { cn } from '@/web/lib/class-names';
import { type PaintableDrawing, paintDrawings, paintShape } from './paint';

/** A shape the pointer finished: the editor gives it an id and frames. */
export type DrawnShape = Pick<Drawing, 'tool' | 'points' | 'colour' | 'width' | 'text'>;

export interface DrawingPen {
  tool: AnnotationTool;
  colour: AnnotationColour;
  width: number;
  /** The words a text drawing writes. */
  text: string;
  onDrawn(shape: DrawnShape): void;
}

/** Where the canvas sits over the video element: exactly on the picture, never on the letterbox bars. */
function useContentBox(video: HTMLVideoElement | null, natural: { width: number; height: number } | null) {
  const [box, setBox] = useState<ContentBox | null>(null);
  useLayoutEffect(() => {
    if (!video) return;
    const measure = () => {
      const size = {
        width: video.videoWidth || natural?.width || 0,
        height: video.videoHeight || natural?.height || 0,
      };
      const inner = containedBox({ width: video.clientWidth, height: video.clientHeight }, size);
      setBox({ ...inner, x: video.offsetLeft + inner.x, y: video.offsetTop + inner.y });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(video);
    if (video.parentElement) observer?.observe(video.parentElement);
    video.addEventListener('loadedmetadata', measure);
    return () => {
      observer?.disconnect();
      video.removeEventListener('loadedmetadata', measure);
    };
  }, [video, natural?.width, natural?.height]);
  return box;
}

/** Freehand keeps a point only when the pointer has moved this far (in frame fractions): smooth, not huge. */
const FREEHAND_STEP = 0.004;

interface AnnotationLayerProps {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  natural: { width: number; height: number } | null;
  drawings: readonly Drawing[];
  /** The frame on screen; none while the video has no frame clock (nothing shows then). */
  frame: number | null;
  /** Staff drawing; without it the layer only shows, and lets clicks through to the video. */
  pen?: DrawingPen;
}

/**
 * The drawings over the player's picture, painted on a canvas laid exactly over the video's content box
 * (object-fit: contain letterboxing included), so a point at 0.5 × 0.5 is the picture's centre at any size.
 */
export function AnnotationLayer({ videoRef, natural, drawings, frame, pen }: AnnotationLayerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The video element exists once the player has rendered: picked up after each render.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (videoRef.current !== video) setVideo(videoRef.current);
  });
  const box = useContentBox(video, natural);
  const [draft, setDraft] = useState<PaintableDrawing | null>(null);
  // An angle takes two gestures: a drag for the first arm to the vertex, then a tap for the second arm.
  const [angleArm, setAngleArm] = useState<AnnotationPoint[] | null>(null);
  const drawingPointer = useRef<number | null>(null);

  useEffect(() => {
    const el = canvas.current;
    // Nothing to paint on until the picture has a size (and so never before layout).
    if (!el || !box || box.width <= 0 || box.height <= 0) return;
    const ctx = el.getContext('2d');
    if (!ctx) return;
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.round(box.width * ratio);
    el.height = Math.round(box.height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, box.width, box.height);
    const size = { width: box.width, height: box.height };
    if (frame !== null) paintDrawings(ctx, drawings, frame, size);
    if (draft) paintShape(ctx, draft, size);
  }, [box, drawings, frame, draft]);

  const penTool = pen?.tool;
  useEffect(() => {
    if (penTool !== 'angle') {
      setAngleArm(null);
      setDraft(null);
    }
  }, [penTool]);

  const visible = frame === null ? [] : drawingsAtFrame(drawings, frame);

  function pointOf(event: PointerEvent<HTMLCanvasElement>): AnnotationPoint {
    const rect = event.currentTarget.getBoundingClientRect();
    return toFramePoint(event.clientX - rect.left, event.clientY - rect.top, {
      x: 0,
      y: 0,
      width: rect.width,
      height: rect.height,
    });
  }
  const shape = (points: AnnotationPoint[]): PaintableDrawing | null =>
    pen
      ? { id: 'draft', tool: pen.tool, points, colour: pen.colour, width: pen.width, text: pen.text }
      : null;

  function down(event: PointerEvent<HTMLCanvasElement>) {
    if (!pen || frame === null || drawingPointer.current !== null) return;
    event.preventDefault();
    const p = pointOf(event);
    if (pen.tool === 'text') {
      if (pen.text.trim())
        pen.onDrawn({
          tool: 'text',
          points: [p],
          colour: pen.colour,
          width: pen.width,
          text: pen.text.trim(),
        });
      return;
    }
    if (pen.tool === 'angle' && angleArm) {
      pen.onDrawn({ tool: 'angle', points: [...angleArm, p], colour: pen.colour, width: pen.width });
      setAngleArm(null);
      setDraft(null);
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drawingPointer.current = event.pointerId;
    setDraft(shape([p, p]));
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!pen) return;
    const p = pointOf(event);
    if (drawingPointer.current === null) {
      // The second arm of an angle follows the pointer until the tap that ends it.
      if (angleArm) setDraft(shape([...angleArm, p]));
      return;
    }
    if (drawingPointer.current !== event.pointerId) return;
    setDraft((d) => {
      if (!d) return d;
      if (d.tool !== 'freehand') return { ...d, points: [d.points[0]!, p] };
      const last = d.points.at(-1)!;
      if (Math.hypot(p.x - last.x, p.y - last.y) < FREEHAND_STEP || d.points.length >= MAX_FREEHAND_POINTS) {
        return d;
      }
      return { ...d, points: [...d.points, p] };
    });
  }

  function up(event: PointerEvent<HTMLCanvasElement>) {
    if (!pen || drawingPointer.current !== event.pointerId) return;
    drawingPointer.current = null;
    const finished = draft;
    const [a, b] = finished?.points ?? [];
    const moved = a && b && Math.hypot(b.x - a.x, b.y - a.y) > 0.005;
    if (!finished || !moved) {
      setDraft(null);
      return;
    }
    if (pen.tool === 'angle') {
      setAngleArm([a, b]);
      return;
    }
    const points = pen.tool === 'freehand' ? finished.points : [a, b];
    setDraft(null);
    pen.onDrawn({ tool: pen.tool, points, colour: pen.colour, width: pen.width });
  }

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={
        visible.length
          ? `Drawings on this frame: ${visible.map((d) => d.tool).join(', ')}`
          : 'No drawings on this frame'
      }
      data-testid="annotation-layer"
      data-frame={frame ?? ''}
      // What shows on this frame, for anyone checking the picture without reading pixels.
      data-drawings={visible.map((d) => `${d.id}:${d.tool}`).join(' ')}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        drawingPointer.current = null;
        setDraft(null);
      }}
      className={cn(
        'absolute',
        pen ? 'pointer-events-auto cursor-crosshair touch-none' : 'pointer-events-none',
      )}
      style={box ? { left: box.x, top: box.y, width: box.width, height: box.height } : { display: 'none' }}
    />
  );
}
