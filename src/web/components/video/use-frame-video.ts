import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VideoPlayback } from '@/core/contracts/video-playback';
import {
  type FrameClock,
  frameAtTime,
  frameClockOf,
  frameSeekTime,
  type LoopBounds,
  loopBounds,
  loopedTime,
  stepFrame,
} from '@/core/rules/video-frames';

/** The frame metadata Chromium and Safari give with `requestVideoFrameCallback`. */
interface PresentedFrame {
  mediaTime: number;
}
type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?(callback: (now: number, metadata: PresentedFrame) => void): number;
  cancelVideoFrameCallback?(handle: number): void;
};

/** The frame a presented frame's media time stands for: its start time, read half a frame on to be safe. */
function presentedFrame(mediaTime: number, clock: FrameClock): number {
  return frameAtTime(mediaTime + 0.5 / clock.fps, clock);
}

export interface FrameVideo {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  clock: FrameClock | null;
  /** The frame on screen (null until frames are known and the first is shown). */
  frame: number | null;
  /** The element's time, for a video without known frames. */
  time: number;
  duration: number;
  playing: boolean;
  /** True while a seek is on its way: the frame shown is not yet the one asked for. */
  seeking: boolean;
  rate: number;
  loop: { a: number | null; b: number | null; bounds: LoopBounds | null };
  play(): void;
  pause(): void;
  /** The frame last asked for, or the one on screen: what a step counts from. */
  currentFrame(): number | null;
  toggle(): void;
  /** Shows frame n (paused): seeks to the middle of its span. */
  seekFrame(frame: number): void;
  seekTime(seconds: number): void;
  /** One frame forwards or back, pausing first; presses faster than seeks still count one frame each. */
  step(delta: number): void;
  setRate(rate: number): void;
  setLoopA(): void;
  setLoopB(): void;
  clearLoop(): void;
}

/**
 * Drives one video element frame by frame. The frame shown is read from the presented frame's media time
 * (`requestVideoFrameCallback`) where the browser has it, otherwise from the element's time after a seek;
 * a step counts from the frame last asked for, so quick presses are never lost while a seek is under way.
 */
export function useFrameVideo(playback: VideoPlayback): FrameVideo {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const { fps, frameCount } = playback;
  // Kept while the numbers stay the same, so a re-read of the same video does not restart the frame tracking.
  const clock = useMemo(() => frameClockOf({ fps, frameCount }), [fps, frameCount]);
  const [frame, setFrame] = useState<number | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(playback.durationSeconds ?? 0);
  const [playing, setPlaying] = useState(false);
  const [seeking, setSeeking] = useState(false);
  const [rate, setRateState] = useState(1);
  const [a, setA] = useState<number | null>(null);
  const [b, setB] = useState<number | null>(null);
  /** The frame last asked for, ahead of what is on screen while a seek runs. */
  const target = useRef<number | null>(null);
  const bounds = useMemo(
    () => (clock && a !== null && b !== null ? loopBounds(a, b, clock) : null),
    [clock, a, b],
  );
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  // Follows every presented frame (and the A–B loop) while the element exists.
  useEffect(() => {
    const video = videoRef.current as VideoWithFrames | null;
    if (!video) return;
    let handle: number | undefined;
    let loopTimer: number | undefined;
    const onFrame = (_now: number, metadata: PresentedFrame) => {
      if (clock) {
        const shown = presentedFrame(metadata.mediaTime, clock);
        setFrame(shown);
        if (!video.seeking) target.current = shown;
        const loop = boundsRef.current;
        // A seek back already on its way is left to finish: seeking again would restart it, and the frames
        // already decoded past B would keep coming meanwhile.
        const back = loop && !video.paused && !video.seeking ? loopedTime(metadata.mediaTime, loop) : null;
        if (back !== null) video.currentTime = back;
        else if (loop && !video.paused && shown === loop.endFrame) {
          // The loop's last frame is on screen: go back before the next would be shown, so a frame past B
          // does not appear. The wait is the rest of this frame at the playing speed, less half a frame: the
          // seek needs that long to take effect on a busy machine (at 0.25× and 60 fps, 33 ms).
          const frameMs = 1000 / clock.fps / video.playbackRate;
          const restMs = ((loop.end - metadata.mediaTime) * 1000) / video.playbackRate;
          window.clearTimeout(loopTimer);
          loopTimer = window.setTimeout(
            () => {
              if (!video.paused && !video.seeking && boundsRef.current === loop)
                video.currentTime = loop.start;
            },
            Math.max(0, restMs - frameMs / 2),
          );
        }
      }
      setTime(metadata.mediaTime);
      handle = video.requestVideoFrameCallback?.(onFrame);
    };
    handle = video.requestVideoFrameCallback?.(onFrame);
    const hasFrameCallback = handle !== undefined;

    const fromElement = () => {
      setTime(video.currentTime);
      if (!clock || hasFrameCallback) return;
      const shown = frameAtTime(video.currentTime, clock);
      setFrame(shown);
      if (!video.seeking) target.current = shown;
      const loop = boundsRef.current;
      const back = loop && !video.paused ? loopedTime(video.currentTime, loop) : null;
      if (back !== null) video.currentTime = back;
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onSeeking = () => setSeeking(true);
    const onSeeked = () => {
      setSeeking(false);
      fromElement();
    };
    const onMeta = () => {
      if (Number.isFinite(video.duration)) setDuration(video.duration);
      fromElement();
      if (clock && target.current === null) setFrame(frameAtTime(video.currentTime, clock));
    };
    const onEnded = () => {
      const loop = boundsRef.current;
      if (loop) {
        video.currentTime = loop.start;
        void video.play().catch(() => undefined);
      }
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('timeupdate', fromElement);
    video.addEventListener('loadedmetadata', onMeta);
    video.addEventListener('ended', onEnded);
    if (video.readyState >= 1) onMeta();
    return () => {
      window.clearTimeout(loopTimer);
      if (handle !== undefined) video.cancelVideoFrameCallback?.(handle);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('timeupdate', fromElement);
      video.removeEventListener('loadedmetadata', onMeta);
      video.removeEventListener('ended', onEnded);
    };
  }, [clock]);

  const seekFrame = useCallback(
    (n: number) => {
      const video = videoRef.current;
      if (!video || !clock) return;
      video.pause();
      const next = stepFrame(n, 0, clock);
      target.current = next;
      video.currentTime = frameSeekTime(next, clock);
    },
    [clock],
  );

  const step = useCallback(
    (delta: number) => {
      const video = videoRef.current;
      if (!video || !clock) return;
      video.pause();
      // While playing, the frame on screen is the one to step from, not an older target.
      const from = target.current ?? frameAtTime(video.currentTime, clock);
      seekFrame(from + delta);
    },
    [clock, seekFrame],
  );

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const loop = boundsRef.current;
    // From B itself (or outside the loop) play starts again at A: B's frame is already on screen, so no new
    // frame would come to say that the loop's end has been reached.
    const atEnd = loop && clock && frameAtTime(video.currentTime, clock) >= loop.endFrame;
    if (loop && (atEnd || loopedTime(video.currentTime, loop) !== null)) video.currentTime = loop.start;
    target.current = null;
    void video.play().catch(() => undefined);
  }, [clock]);

  const pause = useCallback(() => videoRef.current?.pause(), []);

  const currentFrame = useCallback(() => {
    const video = videoRef.current;
    if (!clock || !video) return null;
    return target.current ?? frameAtTime(video.currentTime, clock);
  }, [clock]);

  return {
    videoRef,
    clock,
    frame,
    time,
    duration,
    playing,
    seeking,
    rate,
    loop: { a, b, bounds },
    play,
    pause,
    currentFrame,
    toggle: () => (videoRef.current?.paused ? play() : pause()),
    seekFrame,
    seekTime: (seconds: number) => {
      const video = videoRef.current;
      if (!video) return;
      target.current = null;
      video.currentTime = Math.max(
        0,
        Math.min(seconds, Number.isFinite(video.duration) ? video.duration : seconds),
      );
    },
    step,
    setRate: (next: number) => {
      setRateState(next);
      if (videoRef.current) videoRef.current.playbackRate = next;
    },
    setLoopA: () => setA(currentFrame()),
    setLoopB: () => setB(currentFrame()),
    clearLoop: () => {
      setA(null);
      setB(null);
    },
  };
}
