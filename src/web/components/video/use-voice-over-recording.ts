import { useCallback, useEffect, useRef, useState } from 'react';
import { type FrameClock, frameAtTime } from '@/core/rules/video-frames';
import {
  fitInside,
  microphoneLevel,
  pickRecordingType,
  VOICE_OVER_FPS,
  VOICE_OVER_LIMIT_SECONDS,
} from '@/core/rules/voice-over';

export type PaintOverlay = (
  ctx: CanvasRenderingContext2D,
  frame: number,
  size: { width: number; height: number },
) => void;

export type RecordingState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'recording'; seconds: number; level: number }
  | { kind: 'recorded'; blob: Blob; url: string; mime: string; seconds: number }
  | { kind: 'error'; message: string };

export const MICROPHONE_REFUSED =
  'The microphone was refused. Allow it for this site in the browser’s settings, then try again.';
export const NO_MICROPHONE = 'No microphone was found. Connect one, then try again.';
export const NOT_SUPPORTED =
  'This browser cannot record a voice-over. Use a recent Chrome, Edge, Firefox or Safari.';

/** The canvas is never larger than 720p: enough to see the swing, small enough to upload from a club wifi. */
const MAX_WIDTH = 1280;
const MAX_HEIGHT = 720;

function microphoneError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return MICROPHONE_REFUSED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_MICROPHONE;
  return 'The microphone could not be started. Close other apps using it, then try again.';
}

interface Session {
  recorder: MediaRecorder;
  tracks: MediaStreamTrack[];
  audio: AudioContext | null;
  frameHandle: number;
  timer: ReturnType<typeof setInterval>;
}

/**
 * Records a voice-over: the player's video element is painted onto a canvas every animation frame (so
 * whatever the coach does — play, step, pause, slow motion — is what is recorded), the optional overlay
 * on top, and the canvas stream is recorded together with the microphone.
 */
export function useVoiceOverRecording(options: {
  video(): HTMLVideoElement | null;
  clock: FrameClock | null;
  paintOverlay?: PaintOverlay;
  limitSeconds?: number;
}) {
  const [state, setState] = useState<RecordingState>({ kind: 'idle' });
  const session = useRef<Session | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const limit = options.limitSeconds ?? VOICE_OVER_LIMIT_SECONDS;

  const release = useCallback(() => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    cancelAnimationFrame(current.frameHandle);
    clearInterval(current.timer);
    for (const track of current.tracks) track.stop();
    void current.audio?.close().catch(() => undefined);
  }, []);

  const stop = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    const video = latest.current.video();
    const canvas = document.createElement('canvas');
    if (
      !video ||
      typeof MediaRecorder === 'undefined' ||
      typeof canvas.captureStream !== 'function' ||
      !navigator.mediaDevices?.getUserMedia
    ) {
      setState({ kind: 'error', message: NOT_SUPPORTED });
      return;
    }
    const mime = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
    if (!mime) {
      setState({ kind: 'error', message: NOT_SUPPORTED });
      return;
    }
    setState({ kind: 'starting' });
    let microphone: MediaStream;
    try {
      microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ kind: 'error', message: microphoneError(error) });
      return;
    }

    const box = fitInside(
      { width: video.videoWidth || 16, height: video.videoHeight || 9 },
      { width: MAX_WIDTH, height: MAX_HEIGHT },
    );
    canvas.width = box.width;
    canvas.height = box.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) {
      for (const track of microphone.getTracks()) track.stop();
      setState({ kind: 'error', message: NOT_SUPPORTED });
      return;
    }
    const size = { width: canvas.width, height: canvas.height };
    const paint = () => {
      const { clock, paintOverlay } = latest.current;
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, size.width, size.height);
      if (video.readyState >= 2) ctx.drawImage(video, 0, 0, size.width, size.height);
      if (paintOverlay) {
        const frame = clock ? frameAtTime(video.currentTime, clock) : 0;
        ctx.save();
        paintOverlay(ctx, frame, size);
        ctx.restore();
      }
      if (session.current) session.current.frameHandle = requestAnimationFrame(paint);
    };

    const picture = canvas.captureStream(VOICE_OVER_FPS);
    const stream = new MediaStream([...picture.getVideoTracks(), ...microphone.getAudioTracks()]);
    const recorder = new MediaRecorder(stream, { mimeType: mime });
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const elapsed = () => (performance.now() - startedAt) / 1000;

    // The meter is a nicety: a browser without Web Audio still records.
    let audio: AudioContext | null = null;
    let samples: Uint8Array<ArrayBuffer> | null = null;
    let analyser: AnalyserNode | null = null;
    if (typeof AudioContext !== 'undefined') {
      audio = new AudioContext();
      analyser = audio.createAnalyser();
      analyser.fftSize = 256;
      audio.createMediaStreamSource(microphone).connect(analyser);
      samples = new Uint8Array(analyser.fftSize);
    }

    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const seconds = Math.min(limit, elapsed());
      release();
      const type = recorder.mimeType || mime;
      const blob = new Blob(chunks, { type });
      setState({ kind: 'recorded', blob, url: URL.createObjectURL(blob), mime: type, seconds });
    };

    const timer = setInterval(() => {
      const seconds = elapsed();
      if (seconds >= limit) {
        stop();
        return;
      }
      if (analyser && samples) analyser.getByteTimeDomainData(samples);
      setState({ kind: 'recording', seconds, level: samples ? microphoneLevel(samples) : 0 });
    }, 200);
    session.current = {
      recorder,
      tracks: [...picture.getTracks(), ...microphone.getTracks()],
      audio,
      frameHandle: 0,
      timer,
    };
    paint();
    // A chunk a second, so a long recording is never one buffer held until the end.
    recorder.start(1000);
    setState({ kind: 'recording', seconds: 0, level: 0 });
  }, [limit, release, stop]);

  /** Throws the recording away and goes back to the start. */
  // The recording's object URL is let go by the effect below when the state moves on.
  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  // Leaving the page mid-recording stops the microphone and the drawing loop.
  useEffect(
    () => () => {
      const recorder = session.current?.recorder;
      if (recorder) recorder.onstop = null;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      release();
    },
    [release],
  );
  useEffect(
    () => () => {
      if (state.kind === 'recorded') URL.revokeObjectURL(state.url);
    },
    [state],
  );

  return { state, start, stop, reset, limitSeconds: limit };
}
