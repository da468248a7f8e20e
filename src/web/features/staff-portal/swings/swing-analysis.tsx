import { type RefObject, useEffect, useState } from 'react';
import type { AnnotationSet, Drawing } from '@/core/contracts/annotations';
import type { Swing } from '@/core/contracts/swings';
import type { SwingMoment } from '@/core/contracts/video-playback';
import { Alert } from '@/web/components/ui/alert';
import { notify } from '@/web/components/ui/toast';
import { AnalysisPlayer, MOMENT_LABELS } from '@/web/components/video/analysis-player';
import { AnnotationLayer } from '@/web/components/video/annotations/annotation-layer';
import { AnnotationTools } from '@/web/components/video/annotations/annotation-tools';
import { useAnnotationEditor } from '@/web/components/video/annotations/use-annotation-editor';
import { errorMessageFor } from '@/web/lib/api';
import {
  useAnnotationTemplates,
  useCreateAnnotationTemplate,
  useSaveSwingAnnotations,
  useSwingAnnotations,
} from './api/swing-annotations';
import { useSetSwingMoments } from './api/swing-queue';

const NO_DRAWINGS: AnnotationSet = { version: 0, drawings: [], savedBy: null, savedAt: null };

/** Marks address, top and impact at the frame on screen, each saved at once. */
function useMarking(swing: Swing) {
  const setMoments = useSetSwingMoments();
  const [marking, setMarking] = useState<SwingMoment | null>(null);
  function mark(moment: SwingMoment, frame: number) {
    setMarking(moment);
    setMoments.mutate(
      { id: swing.id, moments: { ...swing.moments, [moment]: frame } },
      {
        onSuccess: () => notify.success(`${MOMENT_LABELS[moment]} marked at frame ${frame}.`),
        onError: (failure) =>
          notify.error(
            errorMessageFor(failure, {
              server: 'The mark could not be saved. Please try again.',
              network: 'The mark could not be saved. Check your connection and try again.',
            }),
          ),
        onSettled: () => setMarking(null),
      },
    );
  }
  return { mark, marking };
}

/** The player with the coach's drawing layer and tools, building on the saved drawings. */
function DrawingPlayer({
  swing,
  saved,
  ready,
  liveDrawings,
}: {
  swing: Swing;
  saved: AnnotationSet;
  ready: boolean;
  liveDrawings?: RefObject<readonly Drawing[]>;
}) {
  const { mark, marking } = useMarking(swing);
  const lastFrame = Math.max(0, (swing.playback.frameCount ?? 1) - 1);
  const editor = useAnnotationEditor(saved, lastFrame);
  // A voice-over being recorded paints the drawings as they are now, including ones not yet saved.
  useEffect(() => {
    if (liveDrawings) liveDrawings.current = editor.drawings;
  }, [liveDrawings, editor.drawings]);
  const save = useSaveSwingAnnotations(swing.id);
  const templates = useAnnotationTemplates();
  const createTemplate = useCreateAnnotationTemplate();
  const [notice, setNotice] = useState<string | null>(null);
  const natural =
    swing.playback.width && swing.playback.height
      ? { width: swing.playback.width, height: swing.playback.height }
      : null;

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

  async function saveTemplate(
    name: string,
    drawings: Parameters<typeof createTemplate.mutateAsync>[0]['drawings'],
  ) {
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

  return (
    <AnalysisPlayer
      title={swing.studentName}
      playback={swing.playback}
      moments={swing.moments ?? {}}
      onMark={mark}
      marking={marking}
      onToolKey={editor.onKeyDown}
      overlay={(video) => (
        <AnnotationLayer
          videoRef={video.videoRef}
          natural={natural}
          drawings={editor.drawings}
          frame={video.frame}
          pen={
            video.clock
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
      )}
      tools={(video) =>
        // Drawing starts once the saved drawings are in, so nothing drawn is replaced by them arriving.
        video.clock &&
        ready && (
          <AnnotationTools
            editor={editor}
            frame={video.frame}
            saving={save.isPending}
            onSave={onSave}
            notice={notice}
            templates={templates.data?.templates ?? []}
            onSaveTemplate={saveTemplate}
          />
        )
      }
    />
  );
}

/** The swing frame by frame: the coach marks address, top and impact, and draws over it. */
export function SwingAnalysis({
  swing,
  liveDrawings,
}: {
  swing: Swing;
  /** Kept up to date with the drawings on screen, for a recording to paint. */
  liveDrawings?: RefObject<readonly Drawing[]>;
}) {
  const annotations = useSwingAnnotations(swing.id);
  return (
    <div className="flex flex-col gap-2">
      {annotations.isError && (
        <Alert>The saved drawings could not be loaded. Drawing now starts a new set.</Alert>
      )}
      <DrawingPlayer
        key={swing.id}
        swing={swing}
        saved={annotations.data?.annotations ?? NO_DRAWINGS}
        ready={!annotations.isPending}
        liveDrawings={liveDrawings}
      />
    </div>
  );
}
