import { z } from 'zod';
import { requiredText, text } from './common';

/* ------------------------------------------------------------------------------------------------
 * Drawings over a swing video: vector shapes kept with the video (never burned into it), in coordinates
 * normalised to the video frame (0–1 of its width and of its height), so they land on the same pixels of
 * the swing at any size the player is shown, desktop or phone.
 * ---------------------------------------------------------------------------------------------- */

export const ANNOTATION_TOOLS = [
  'line',
  'arrow',
  'circle',
  'rectangle',
  'freehand',
  'angle',
  'text',
] as const;
export type AnnotationTool = (typeof ANNOTATION_TOOLS)[number];

/** The fixed palette: bright enough to read over grass, sky and a dark bay. */
export const ANNOTATION_COLOURS = ['#facc15', '#ef4444', '#22c55e', '#3b82f6', '#ffffff', '#111827'] as const;
export type AnnotationColour = (typeof ANNOTATION_COLOURS)[number];
export const ANNOTATION_COLOUR_NAMES: Record<AnnotationColour, string> = {
  '#facc15': 'Yellow',
  '#ef4444': 'Red',
  '#22c55e': 'Green',
  '#3b82f6': 'Blue',
  '#ffffff': 'White',
  '#111827': 'Black',
};

/** Line widths offered, as fractions of the frame's height (so a line is as thick on a phone as on a desk). */
export const ANNOTATION_WIDTHS = [0.006, 0.012, 0.02] as const;
export const MIN_ANNOTATION_WIDTH = 0.001;
export const MAX_ANNOTATION_WIDTH = 0.05;

export const MAX_FREEHAND_POINTS = 500;
export const MAX_DRAWINGS = 100;
export const MAX_ANNOTATION_TEXT = 80;
export const MAX_TEMPLATES_NAME = 80;

/** How many points each tool takes; freehand takes from 2 up to the limit. */
export const POINTS_PER_TOOL: Record<Exclude<AnnotationTool, 'freehand'>, number> = {
  line: 2,
  arrow: 2,
  circle: 2, // centre, then a point on the rim
  rectangle: 2, // two opposite corners
  angle: 3, // one arm's end, the vertex, the other arm's end
  text: 1, // where the text starts
};

const unit = z.number().min(0, 'Must be within the video frame').max(1, 'Must be within the video frame');
export const annotationPointSchema = z.strictObject({ x: unit, y: unit });
export type AnnotationPoint = z.infer<typeof annotationPointSchema>;

/** A drawing's shape without the frames it shows in: what a template keeps. */
export const drawingShapeSchema = z.strictObject({
  /** Made by the browser that drew it, so undo, selection and saving agree on which drawing is which. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Must be 1 to 40 letters, digits, - or _'),
  tool: z.enum(ANNOTATION_TOOLS, { message: `Must be one of ${ANNOTATION_TOOLS.join(', ')}` }),
  points: z
    .array(annotationPointSchema)
    .min(1, 'A drawing needs points')
    .max(MAX_FREEHAND_POINTS, `At most ${MAX_FREEHAND_POINTS} points`),
  colour: z.enum(ANNOTATION_COLOURS, { message: 'Choose a colour from the palette' }),
  width: z
    .number()
    .min(MIN_ANNOTATION_WIDTH, 'Line is too thin')
    .max(MAX_ANNOTATION_WIDTH, 'Line is too thick'),
  text: text('Text', { singleLine: true })
    .trim()
    .max(MAX_ANNOTATION_TEXT, `Text must be at most ${MAX_ANNOTATION_TEXT} characters`)
    .optional(),
});

/** Each tool has its number of points; a text drawing has its words. */
function shapeIsComplete(
  d: { tool: AnnotationTool; points: unknown[]; text?: string },
  ctx: z.RefinementCtx,
) {
  if (d.tool === 'freehand') {
    if (d.points.length < 2) ctx.addIssue({ code: 'custom', path: ['points'], message: 'At least 2 points' });
  } else if (d.points.length !== POINTS_PER_TOOL[d.tool]) {
    ctx.addIssue({
      code: 'custom',
      path: ['points'],
      message: `A ${d.tool} has exactly ${POINTS_PER_TOOL[d.tool]} point${POINTS_PER_TOOL[d.tool] === 1 ? '' : 's'}`,
    });
  }
  if (d.tool === 'text' && !d.text)
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write the text' });
}

const frame = z.number().int('Must be a whole frame').nonnegative('Must be 0 or more');

export const drawingSchema = drawingShapeSchema
  .extend({
    /** The first and last frames (inclusive) the drawing shows in. */
    fromFrame: frame,
    toFrame: frame,
  })
  .superRefine((d, ctx) => {
    shapeIsComplete(d, ctx);
    if (d.toFrame < d.fromFrame) {
      ctx.addIssue({ code: 'custom', path: ['toFrame'], message: 'Must not be before the first frame' });
    }
  });
export type Drawing = z.infer<typeof drawingSchema>;

export const templateDrawingSchema = drawingShapeSchema.superRefine(shapeIsComplete);
export type TemplateDrawing = z.infer<typeof templateDrawingSchema>;

const drawingsList = z.array(drawingSchema).max(MAX_DRAWINGS, `At most ${MAX_DRAWINGS} drawings`);

/** The drawings saved with a video: version 0 (no drawings) until the first save. */
export const annotationSetSchema = z.object({
  version: z.number().int().nonnegative(),
  drawings: z.array(drawingSchema),
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
});
export type AnnotationSet = z.infer<typeof annotationSetSchema>;
export const annotationSetResponse = z.object({ annotations: annotationSetSchema });

/** PUT …/annotations: the whole set, saved as a new version on top of `baseVersion`. */
export const saveAnnotationsBody = z.strictObject({
  baseVersion: z.number().int('Must be a whole number').nonnegative('Must be 0 or more'),
  drawings: drawingsList,
});
export type SaveAnnotationsBody = z.infer<typeof saveAnnotationsBody>;

export const ANNOTATIONS_CONFLICT =
  'Someone else saved drawings on this video in the meantime. Their version is shown; draw again on top of it.';
/** 409: someone saved after `baseVersion`; the answer carries what they saved. */
export const annotationsConflictResponse = z.object({ message: z.string(), latest: annotationSetSchema });

export const annotationTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  drawings: z.array(templateDrawingSchema),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type AnnotationTemplate = z.infer<typeof annotationTemplateSchema>;
export const annotationTemplatesResponse = z.object({ templates: z.array(annotationTemplateSchema) });
export const annotationTemplateResponse = z.object({ template: annotationTemplateSchema });

/** POST /api/staff/annotation-templates */
export const createAnnotationTemplateBody = z.strictObject({
  name: requiredText('Name', MAX_TEMPLATES_NAME, { singleLine: true }),
  drawings: z
    .array(templateDrawingSchema)
    .min(1, 'A template needs at least one drawing')
    .max(MAX_DRAWINGS, `At most ${MAX_DRAWINGS} drawings`),
});
export type CreateAnnotationTemplateBody = z.infer<typeof createAnnotationTemplateBody>;
