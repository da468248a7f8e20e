import {
  ArrowUpRight,
  Circle,
  DraftingCompass,
  Minus,
  Pencil,
  Redo2,
  Save,
  Square,
  Trash2,
  Type,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import {
  ANNOTATION_COLOUR_NAMES,
  ANNOTATION_COLOURS,
  ANNOTATION_TOOLS,
  ANNOTATION_WIDTHS,
  type AnnotationTemplate,
  type AnnotationTool,
  MAX_ANNOTATION_TEXT,
  MAX_TEMPLATES_NAME,
  type TemplateDrawing,
} from '@/core/contracts/annotations';
import { drawingsAtFrame } from '@/core/rules/annotation-geometry';
import { cn } from '@/web/lib/class-names';
import { PlayerButton } from '../player-controls';
import type { AnnotationEditor } from './use-annotation-editor';

export const TOOL_LABELS: Record<AnnotationTool, string> = {
  line: 'Line',
  arrow: 'Arrow',
  circle: 'Circle',
  rectangle: 'Rectangle',
  freehand: 'Freehand',
  angle: 'Angle',
  text: 'Text',
};
const TOOL_ICONS: Record<AnnotationTool, React.ReactNode> = {
  line: <Minus aria-hidden="true" className="-rotate-45" />,
  arrow: <ArrowUpRight aria-hidden="true" />,
  circle: <Circle aria-hidden="true" />,
  rectangle: <Square aria-hidden="true" />,
  freehand: <Pencil aria-hidden="true" />,
  angle: <DraftingCompass aria-hidden="true" />,
  text: <Type aria-hidden="true" />,
};
const WIDTH_LABELS = ['Thin', 'Medium', 'Thick'];

const chip =
  'min-h-11 rounded-full border border-white/30 px-4 text-sm text-white outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold-300 disabled:opacity-50';
/** A chosen chip: dark text on gold (never the white text of the others, which gold would not carry). */
const chipOn =
  'min-h-11 rounded-full border border-gold-300 bg-gold-300 px-4 text-sm text-ink-900 outline-none hover:bg-gold-400 focus-visible:ring-2 focus-visible:ring-white';
const field =
  'min-h-11 min-w-0 rounded-lg border border-white/30 bg-white/10 px-3 text-base text-white placeholder:text-white/60 outline-none focus-visible:ring-2 focus-visible:ring-gold-300';

interface AnnotationToolsProps {
  editor: AnnotationEditor;
  frame: number | null;
  saving: boolean;
  onSave(): void;
  /** Why the last save did not land (a colleague saved first, or the network), shown until the next. */
  notice: string | null;
  templates?: AnnotationTemplate[];
  onSaveTemplate?(name: string, drawings: TemplateDrawing[]): Promise<boolean>;
  /** Deletes a template (after the coach confirms); offered only where `mayDeleteTemplate` says so. */
  onDeleteTemplate?(template: AnnotationTemplate): Promise<boolean>;
  mayDeleteTemplate?(template: AnnotationTemplate): boolean;
  deletingTemplate?: boolean;
}

/** The drawing tools under the player: shapes, colours, widths, undo/redo, frame range, save, templates. */
export function AnnotationTools({
  editor,
  frame,
  saving,
  onSave,
  notice,
  templates,
  onSaveTemplate,
  onDeleteTemplate,
  mayDeleteTemplate,
  deletingTemplate = false,
}: AnnotationToolsProps) {
  const [templateId, setTemplateId] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const here = frame === null ? [] : drawingsAtFrame(editor.drawings, frame);
  const chosen = templates?.find((t) => t.id === templateId);

  return (
    <div className="flex flex-col gap-3 border-t border-white/10 pt-3" data-testid="annotation-tools">
      <fieldset className="flex flex-wrap items-center gap-1" aria-label="Drawing tool">
        {ANNOTATION_TOOLS.map((tool) => (
          <PlayerButton
            key={tool}
            label={TOOL_LABELS[tool]}
            pressed={editor.tool === tool}
            onClick={() => editor.setTool(tool)}
          >
            {TOOL_ICONS[tool]}
          </PlayerButton>
        ))}
        <span className="mx-1 h-6 w-px bg-white/20" aria-hidden="true" />
        <PlayerButton label="Undo (Ctrl+Z)" onClick={editor.undo}>
          <Undo2 aria-hidden="true" />
        </PlayerButton>
        <PlayerButton label="Redo (Shift+Ctrl+Z)" onClick={editor.redo}>
          <Redo2 aria-hidden="true" />
        </PlayerButton>
      </fieldset>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <fieldset className="flex flex-wrap items-center gap-1" aria-label="Colour">
          {ANNOTATION_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              aria-label={ANNOTATION_COLOUR_NAMES[colour]}
              aria-pressed={editor.colour === colour}
              title={ANNOTATION_COLOUR_NAMES[colour]}
              onClick={() => editor.setColour(colour)}
              className={cn(
                'flex size-11 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-gold-300',
                editor.colour === colour && 'bg-white/20',
              )}
            >
              <span className="size-6 rounded-full border-2 border-white/70" style={{ background: colour }} />
            </button>
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap items-center gap-1" aria-label="Line width">
          {ANNOTATION_WIDTHS.map((width, i) => (
            <PlayerButton
              key={width}
              label={`${WIDTH_LABELS[i]} line`}
              pressed={editor.width === width}
              onClick={() => editor.setWidth(width)}
            >
              <span className="block w-5 rounded-full bg-current" style={{ height: 2 + i * 3 }} />
            </PlayerButton>
          ))}
        </fieldset>
        {editor.tool === 'text' && (
          <input
            aria-label="Text to place"
            placeholder="Type, then tap the picture"
            maxLength={MAX_ANNOTATION_TEXT}
            value={editor.text}
            onChange={(e) => editor.setText(e.target.value)}
            className={cn(field, 'w-60')}
          />
        )}
      </div>
      {editor.tool === 'angle' && (
        <p className="text-sm text-white/80">
          Drag the first arm to the corner, then tap where the second arm ends.
        </p>
      )}
      {here.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2" aria-label="Drawings on this frame">
          {here.map((d, i) => (
            <button
              key={d.id}
              type="button"
              aria-pressed={editor.selected?.id === d.id}
              onClick={() => editor.select(editor.selected?.id === d.id ? null : d.id)}
              className={editor.selected?.id === d.id ? chipOn : chip}
            >
              <span
                className="mr-2 inline-block size-3 rounded-full align-middle"
                style={{ background: d.colour }}
              />
              {TOOL_LABELS[d.tool]} {i + 1} · {d.fromFrame}–{d.toFrame}
            </button>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={chip}
          disabled={!editor.selected || frame === null}
          onClick={() => frame !== null && editor.showUntil(frame)}
        >
          Show until this frame
        </button>
        <button type="button" className={chip} disabled={!editor.selected} onClick={editor.removeSelected}>
          <Trash2 aria-hidden="true" className="mr-1 inline size-4" />
          Delete selected
        </button>
        <button type="button" className={chip} disabled={editor.drawings.length === 0} onClick={editor.clear}>
          Clear all
        </button>
        <button
          type="button"
          aria-busy={saving}
          onClick={() => !saving && onSave()}
          className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-gold-300 px-5 text-sm font-semibold text-ink-900 hover:bg-gold-400"
        >
          <Save aria-hidden="true" className="size-4" />
          {saving ? 'Saving...' : 'Save drawings'}
        </button>
      </div>
      <p className="text-sm text-white/80" aria-live="polite" data-testid="annotation-status">
        {notice ??
          (editor.dirty
            ? 'Unsaved changes'
            : editor.base.version > 0
              ? `Saved · version ${editor.base.version}${editor.base.savedBy ? ` by ${editor.base.savedBy}` : ''}`
              : 'No drawings saved yet')}
      </p>
      {templates && onSaveTemplate && (
        <div className="flex flex-wrap items-center gap-2 border-t border-white/10 pt-3">
          <select
            aria-label="Template"
            value={templateId}
            onChange={(e) => {
              setTemplateId(e.target.value);
              setConfirmingDelete(false);
            }}
            className={cn(field, 'max-w-full [&>option]:text-ink-900')}
          >
            <option value="">{templates.length ? 'Choose a template' : 'No templates yet'}</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={chip}
            disabled={!chosen || frame === null}
            onClick={() => chosen && frame !== null && editor.applyTemplate(chosen.drawings, frame)}
          >
            Apply at this frame
          </button>
          {chosen && onDeleteTemplate && mayDeleteTemplate?.(chosen) && !confirmingDelete && (
            <button type="button" className={chip} onClick={() => setConfirmingDelete(true)}>
              <Trash2 aria-hidden="true" className="mr-1 inline size-4" />
              Delete template
            </button>
          )}
          {chosen && onDeleteTemplate && confirmingDelete && (
            <fieldset
              aria-label="Confirm deleting the template"
              className="flex w-full flex-wrap items-center gap-2 rounded-lg bg-white/10 px-3 py-2"
            >
              <p className="w-full text-sm sm:w-auto sm:min-w-0 sm:flex-1">
                Delete “{chosen.name}” for everyone? Drawings already applied from it stay.
              </p>
              <button type="button" className={chip} onClick={() => setConfirmingDelete(false)}>
                Keep it
              </button>
              <button
                type="button"
                aria-busy={deletingTemplate}
                onClick={async () => {
                  if (deletingTemplate) return;
                  if (await onDeleteTemplate(chosen)) setTemplateId('');
                  setConfirmingDelete(false);
                }}
                className="min-h-11 rounded-full bg-error-600 px-4 text-sm font-semibold text-white hover:bg-error-700"
              >
                {deletingTemplate ? 'Deleting...' : 'Delete template'}
              </button>
            </fieldset>
          )}
          <input
            aria-label="New template name"
            placeholder="Template name"
            maxLength={MAX_TEMPLATES_NAME}
            value={templateName}
            onChange={(e) => setTemplateName(e.target.value)}
            className={cn(field, 'w-48')}
          />
          <button
            type="button"
            className={chip}
            disabled={!templateName.trim() || here.length === 0}
            onClick={async () => {
              const shapes = here.map(({ fromFrame: _f, toFrame: _t, ...shape }) => shape);
              if (await onSaveTemplate(templateName.trim(), shapes)) setTemplateName('');
            }}
          >
            Save this frame’s drawings as a template
          </button>
        </div>
      )}
    </div>
  );
}
