/**
 * Frame arithmetic for a video at a constant frame rate. Frame n is on screen from n / fps until
 * (n + 1) / fps, so a player that wants frame n seeks to the middle of that span: at either edge a browser
 * may round the time to the neighbouring frame, and at 240 fps the span is only 4.2 ms wide. Frames are
 * numbered from 0, as the conversion and the marked swing moments number them.
 */

/** What is known of a converted video's frames. */
export interface FrameClock {
  fps: number;
  frameCount: number;
}

/** The playback speeds the analysis player offers, slowest first. */
export const PLAYBACK_RATES = [0.1, 0.25, 0.5, 1, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/**
 * A float's worth of slack: 0.1 × 30 is 2.9999999999999996 in binary, which must still count as frame 3,
 * while a time a real frame away must not.
 */
const EPSILON = 1e-6;

/** The nearest real frame: whole, and within [0, frameCount - 1]. */
export function clampFrame(frame: number, frameCount: number): number {
  if (frameCount <= 0 || Number.isNaN(frame)) return 0;
  return Math.min(frameCount - 1, Math.max(0, Math.round(frame)));
}

/** The time to seek to for frame n: the middle of its span on screen, never its edge. */
export function frameSeekTime(frame: number, clock: FrameClock): number {
  return (clampFrame(frame, clock.frameCount) + 0.5) / clock.fps;
}

/** When frame n starts, for showing it as a time. */
export function frameStartTime(frame: number, clock: FrameClock): number {
  return clampFrame(frame, clock.frameCount) / clock.fps;
}

/** The frame on screen at a time (a presented frame's media time, or the element's current time). */
export function frameAtTime(seconds: number, clock: FrameClock): number {
  return clampFrame(Math.floor(seconds * clock.fps + EPSILON), clock.frameCount);
}

/** One frame (or more) forwards or back, stopping at the first and last frames. */
export function stepFrame(frame: number, delta: number, clock: FrameClock): number {
  return clampFrame(frame + delta, clock.frameCount);
}

/** One video's marked moment (address, top or impact) as a frame of that video. */
export interface MomentFrame {
  frame: number;
  fps: number;
}

/**
 * How far the second video's clock runs ahead of the first's when the two are aligned on a common moment:
 * second.currentTime = first.currentTime + offset. Each moment is taken at the middle of its frame, so the
 * two marked frames are on screen together.
 */
export function alignmentOffset(first: MomentFrame, second: MomentFrame): number {
  return (second.frame + 0.5) / second.fps - (first.frame + 0.5) / first.fps;
}

/**
 * The second video's time for a first-video time, aligned on a common moment; null when the second has not
 * yet started or has already ended at that point, so it waits at its first or last frame.
 */
export function alignedTime(
  firstTime: number,
  offset: number,
  secondDurationSeconds: number,
): { time: number; within: boolean } {
  const time = firstTime + offset;
  if (time < 0) return { time: 0, within: false };
  if (time > secondDurationSeconds) return { time: secondDurationSeconds, within: false };
  return { time, within: true };
}

/** Two videos stepped together: each by one of its own frames, so two rates stay in step frame for frame. */
export interface FramePair {
  first: number;
  second: number;
}

/**
 * Steps both videos by `delta` of their own frames. When either would pass its first or last frame neither
 * moves, so the pair never slips out of the alignment the coach chose.
 */
export function stepPair(
  pair: FramePair,
  delta: number,
  clocks: { first: FrameClock; second: FrameClock },
): FramePair & { moved: boolean } {
  const first = pair.first + delta;
  const second = pair.second + delta;
  const inside = (frame: number, clock: FrameClock) => frame >= 0 && frame <= clock.frameCount - 1;
  if (!inside(first, clocks.first) || !inside(second, clocks.second)) return { ...pair, moved: false };
  return { first, second, moved: true };
}

/** The second video's frame that pairs with the first's, aligned on the two marked moments. */
export function pairedFrame(firstFrame: number, moments: FramePair, secondClock: FrameClock): number {
  return clampFrame(moments.second + (firstFrame - moments.first), secondClock.frameCount);
}

/**
 * The marked moments that are past a video's last frame, each with the reason, keyed by moment: empty when
 * every mark is a real frame, or when the video's length in frames is not yet known (then the marks are kept
 * as given). One rule for every swing that is marked, the academy's model swings and students' alike.
 */
export function marksPastEnd(
  moments: Readonly<Record<string, number | undefined>>,
  frameCount: number | null | undefined,
): Record<string, string> {
  const refused: Record<string, string> = {};
  if (frameCount === null || frameCount === undefined) return refused;
  for (const [moment, frame] of Object.entries(moments)) {
    if (frame !== undefined && frame >= frameCount) {
      refused[moment] = `Must be a frame from 0 to ${frameCount - 1}`;
    }
  }
  return refused;
}

/** An A–B loop as times: from the middle of its first frame to the end of its last, whichever was set first. */
export interface LoopBounds {
  startFrame: number;
  endFrame: number;
  /** When its first frame comes on screen: playing from before this is outside the loop. */
  from: number;
  /** Seek here to (re)start the loop. */
  start: number;
  /** Once playback reaches this time it goes back to `start`. */
  end: number;
}

export function loopBounds(a: number, b: number, clock: FrameClock): LoopBounds {
  const startFrame = clampFrame(Math.min(a, b), clock.frameCount);
  const endFrame = clampFrame(Math.max(a, b), clock.frameCount);
  return {
    startFrame,
    endFrame,
    from: startFrame / clock.fps,
    start: frameSeekTime(startFrame, clock),
    end: (endFrame + 1) / clock.fps,
  };
}

/** Where playback goes next inside a loop: back to its start once past its end (or before its start). */
export function loopedTime(seconds: number, bounds: LoopBounds): number | null {
  if (seconds >= bounds.end - EPSILON || seconds < bounds.from - EPSILON) return bounds.start;
  return null;
}

/** A video time as m:ss.cc (hundredths), e.g. 0:04.10. */
export function formatVideoTime(seconds: number): string {
  const hundredths = Math.max(0, Math.round(seconds * 100));
  const minutes = Math.floor(hundredths / 6000);
  const rest = hundredths - minutes * 6000;
  const secs = Math.floor(rest / 100);
  const cents = rest % 100;
  return `${minutes}:${String(secs).padStart(2, '0')}.${String(cents).padStart(2, '0')}`;
}

/** What a screen reader hears from the scrub bar: "Frame 123 of 240 · 0:04.10". */
export function frameValueText(frame: number, clock: FrameClock): string {
  const n = clampFrame(frame, clock.frameCount);
  return `Frame ${n} of ${clock.frameCount} · ${formatVideoTime(frameStartTime(n, clock))}`;
}

/** The next speed up or down the list, staying at its ends. */
export function nextRate(current: number, direction: 1 | -1): PlaybackRate {
  const index = (PLAYBACK_RATES as readonly number[]).indexOf(current);
  const from = index === -1 ? PLAYBACK_RATES.indexOf(1) : index;
  const to = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, from + direction));
  return PLAYBACK_RATES[to] as PlaybackRate;
}

/** Whether frame numbers mean anything for a video: only once its constant rate and length are known. */
export function frameClockOf(playback: { fps: number | null; frameCount: number | null }): FrameClock | null {
  if (!playback.fps || !playback.frameCount) return null;
  return { fps: playback.fps, frameCount: playback.frameCount };
}
