import { useState } from 'react';
import type { AnnotationSet, AnnotationTemplate, TemplateDrawing } from '@/core/contracts/annotations';
import type { VideoPlayback } from '@/core/contracts/video-playback';
import { notify } from '@/web/components/ui/toast';
import { AnnotationLayer } from '@/web/components/video/annotations/annotation-layer';
import { AnnotationTools } from '@/web/components/video/annotations/annotation-tools';
import { useAnnotationEditor } from '@/web/components/video/annotations/use-annotation-editor';
import type { FrameVideo } from '@/web/components/video/use-frame-video';
import { errorMessageFor } from '@/web/lib/api';
import { useStaffSession } from '../api/session';
import {
  type DrawingTarget,
  useAnnotationTemplates,
  useCreateAnnotationTemplate,
  useDeleteAnnotationTemplate,
  useSaveVideoAnnotations,
  useVideoAnnotations,
} from '../swings/api/swing-annotations';

export const NO_DRAWINGS: AnnotationSet = { version: 0, drawings: [], savedBy: null, savedAt: null };

/**
 * Drawing on one video: its saved drawings loaded, the editor (undo and redo for this video alone), saving
 * as a new version on top of what was loaded, and the academy's templates.
 */
export function useDrawingSession(target: DrawingTarget, playback: VideoPlayback) {
  const annotations = useVideoAnnotations(target);
  const saved = annotations.data?.annotations ?? NO_DRAWINGS;
  const editor = useAnnotationEditor(saved, Math.max(0, (playback.frameCount ?? 1) - 1));
  const save = useSaveVideoAnnotations(target);
  const templates = useAnnotationTemplates();
  const createTemplate = useCreateAnnotationTemplate();
  const deleteTemplate = useDeleteAnnotationTemplate();
  const me = useStaffSession().data;
  const [notice, setNotice] = useState<string | null>(null);

  function onSave() {
    setNotice(null);
    save.mutate(
      { baseVersion: editor.base.version, drawings: editor.drawings },
      {
        onSuccess: (outcome) => {
          if ('saved' in outcome) {
            editor.settle(outcome.saved);
            notify.success('Drawings saved.');
          } else {
            editor.settle(outcome.conflict);
            setNotice(outcome.message);
          }
        },
        onError: (failure) =>
          setNotice(
            errorMessageFor(failure, {
              server: 'The drawings could not be saved. Please try again.',
              network: 'The drawings could not be saved. Check your connection and try again.',
            }),
          ),
      },
    );
  }

  async function saveTemplate(name: string, drawings: TemplateDrawing[]) {
    try {
      await createTemplate.mutateAsync({ name, drawings });
      notify.success(`Template “${name}” saved.`);
      return true;
    } catch (failure) {
      notify.error(
        errorMessageFor(failure, {
          server: 'The template could not be saved. Please try again.',
          network: 'The template could not be saved. Check your connection and try again.',
        }),
      );
      return false;
    }
  }

  async function removeTemplate(template: AnnotationTemplate) {
    try {
      await deleteTemplate.mutateAsync(template.id);
      notify.success(`Template “${template.name}” deleted.`);
      return true;
    } catch (failure) {
      notify.error(
        errorMessageFor(failure, {
          server: 'The template could not be deleted. Please try again.',
          network: 'The template could not be deleted. Check your connection and try again.',
        }),
      );
      return false;
    }
  }

  return {
    editor,
    /** Drawing starts once the saved drawings are in, so nothing drawn is replaced by them arriving. */
    ready: !annotations.isPending,
    loadFailed: annotations.isError,
    saving: save.isPending,
    onSave,
    notice,
    templates: templates.data?.templates ?? [],
    saveTemplate,
    removeTemplate,
    deletingTemplate: deleteTemplate.isPending,
    /** The server lets a template's author or an administrator delete it; the button is offered to them. */
    mayDeleteTemplate: (template: AnnotationTemplate) =>
      Boolean(me && (me.role === 'admin' || template.createdBy === me.id)),
    natural: playback.width && playback.height ? { width: playback.width, height: playback.height } : null,
  };
}
export type DrawingSession = ReturnType<typeof useDrawingSession>;

/** The session's drawings over the picture; with `pen`, the pointer draws on it. */
export function DrawingLayer({
  session,
  video,
  pen = true,
}: {
  session: DrawingSession;
  video: FrameVideo;
  pen?: boolean;
}) {
  const { editor } = session;
  return (
    <AnnotationLayer
      videoRef={video.videoRef}
      natural={session.natural}
      drawings={editor.drawings}
      frame={video.frame}
      pen={
        pen && video.clock && session.ready
          ? {
              tool: editor.tool,
              colour: editor.colour,
              width: editor.width,
              text: editor.text,
              onDrawn: (shape) => video.frame !== null && editor.drawn(shape, video.frame),
            }
          : undefined
      }
    />
  );
}

/** The drawing tools for the session, once the video's frames are known and the saved drawings are in. */
export function DrawingTools({ session, video }: { session: DrawingSession; video: FrameVideo }) {
  if (!video.clock || !session.ready) return null;
  return (
    <AnnotationTools
      editor={session.editor}
      frame={video.frame}
      saving={session.saving}
      onSave={session.onSave}
      notice={session.notice}
      templates={session.templates}
      onSaveTemplate={session.saveTemplate}
      onDeleteTemplate={session.removeTemplate}
      mayDeleteTemplate={session.mayDeleteTemplate}
      deletingTemplate={session.deletingTemplate}
    />
  );
}
