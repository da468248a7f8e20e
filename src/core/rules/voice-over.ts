/* ------------------------------------------------------------------------------------------------
 * Voice-over reviews: the coach records the analysis player's picture with their own voice. The rules
 * here are pure so the recorder and its tests share them.
 * ---------------------------------------------------------------------------------------------- */

/** A voice-over stops itself after five minutes: long enough to talk through a swing, short enough to watch. */
export const VOICE_OVER_LIMIT_SECONDS = 5 * 60;

/** Frames a second the composited picture is captured at. */
export const VOICE_OVER_FPS = 30;

/**
 * Recording types in order of preference. MP4 first (Safari; Chromium from version 126): its fragments
 * carry the timing the conversion reads. A recorder's webm says neither its length nor its frame rate, so
 * it is the fallback for browsers that record nothing else (Firefox).
 */
export const VOICE_OVER_TYPES = [
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;

/** The first type the browser can record, or null when it records none of them. */
export function pickRecordingType(isSupported: (type: string) => boolean): string | null {
  return VOICE_OVER_TYPES.find((type) => isSupported(type)) ?? null;
}

/** The file name a recording is sent under, its extension following the recorded type. */
export function voiceOverFilename(mime: string): string {
  return mime.startsWith('video/mp4') ? 'voice-over.mp4' : 'voice-over.webm';
}

/** "1:05" for 65 seconds: the timer beside the recording light. */
export function formatRecordingTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A microphone level from time-domain samples (0–255 around 128), as 0–1 for the level meter. */
export function microphoneLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const centred = ((samples[i] ?? 128) - 128) / 128;
    sum += centred * centred;
  }
  // Speech sits around 0.05–0.2 RMS; scaled so a normal voice fills most of the meter.
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** The picture's size inside the canvas: the video letterboxed, centred, aspect kept. */
export function fitInside(
  source: { width: number; height: number },
  box: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  if (source.width <= 0 || source.height <= 0) return { x: 0, y: 0, ...box };
  const scale = Math.min(box.width / source.width, box.height / source.height);
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  return { x: Math.round((box.width - width) / 2), y: Math.round((box.height - height) / 2), width, height };
}
