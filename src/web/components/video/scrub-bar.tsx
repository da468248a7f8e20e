import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { VideoStoryboard } from '@/core/contracts/video-playback';
import {
  type FrameClock,
  formatVideoTime,
  frameAtTime,
  frameValueText,
  type LoopBounds,
} from '@/core/rules/video-frames';
import { cn } from '@/web/lib/class-names';

interface ScrubBarProps {
  label: string;
  clock: FrameClock | null;
  frame: number | null;
  time: number;
  duration: number;
  storyboard: VideoStoryboard | null;
  loop: LoopBounds | null;
  /** Frames to mark on the bar (address, top, impact). */
  marks: { label: string; frame: number }[];
  onSeekFrame(frame: number): void;
  onSeekTime(seconds: number): void;
}

/** The storyboard tile for a time: thumbnail i shows i × intervalSeconds. */
function tileStyle(storyboard: VideoStoryboard, seconds: number) {
  const index = Math.min(storyboard.count - 1, Math.max(0, Math.floor(seconds / storyboard.intervalSeconds)));
  const column = index % storyboard.columns;
  const row = Math.floor(index / storyboard.columns);
  return {
    width: storyboard.width,
    height: storyboard.height,
    backgroundImage: `url("${storyboard.url}")`,
    backgroundPosition: `-${column * storyboard.width}px -${row * storyboard.height}px`,
  };
}

/**
 * The scrub bar: a slider over frames (or over time, when frames are not known). Pointer events, so a
 * mouse, a finger and a stylus all scrub; the storyboard thumbnail follows the pointer while hovering or
 * dragging. Arrow keys move one frame (Shift: ten), Home and End go to the ends.
 */
export function ScrubBar(props: ScrubBarProps) {
  const { clock, frame, time, duration, storyboard, loop, marks } = props;
  const track = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const length = clock ? clock.frameCount / clock.fps : duration;
  const position = clock && frame !== null ? (frame + 0.5) / clock.frameCount : length ? time / length : 0;

  function fractionAt(clientX: number) {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return Math.min(1, Math.max(0, (clientX - box.left) / box.width));
  }
  function seekTo(fraction: number) {
    if (clock) props.onSeekFrame(Math.min(clock.frameCount - 1, Math.floor(fraction * clock.frameCount)));
    else props.onSeekTime(fraction * duration);
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
    const fraction = fractionAt(event.clientX);
    setHover(fraction);
    seekTo(fraction);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const fraction = fractionAt(event.clientX);
    setHover(fraction);
    if (dragging) seekTo(fraction);
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setDragging(false);
    if (event.pointerType !== 'mouse') setHover(null);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const by = event.shiftKey ? 10 : 1;
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowUp';
    const back = event.key === 'ArrowLeft' || event.key === 'ArrowDown';
    if (!forward && !back && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    event.stopPropagation();
    if (clock) {
      const last = clock.frameCount - 1;
      const from = frame ?? 0;
      props.onSeekFrame(event.key === 'Home' ? 0 : event.key === 'End' ? last : from + (forward ? by : -by));
    } else {
      props.onSeekTime(
        event.key === 'Home' ? 0 : event.key === 'End' ? duration : time + (forward ? by : -by),
      );
    }
  }

  const hoverSeconds = hover === null ? null : hover * length;
  const hoverText =
    hoverSeconds === null
      ? null
      : clock
        ? `Frame ${frameAtTime(hoverSeconds, clock)} · ${formatVideoTime(hoverSeconds)}`
        : formatVideoTime(hoverSeconds);

  return (
    <div className="relative select-none pt-1">
      {hover !== null && hoverSeconds !== null && (
        <div
          className="pointer-events-none absolute bottom-full z-10 mb-2 -translate-x-1/2 overflow-hidden rounded-md border border-white/20 bg-ink-900 text-center text-xs text-white shadow-lg"
          style={{ left: `clamp(4.5rem, ${hover * 100}%, calc(100% - 4.5rem))` }}
        >
          {storyboard && (
            <div
              data-testid="storyboard-tile"
              style={tileStyle(storyboard, hoverSeconds)}
              aria-hidden="true"
            />
          )}
          <div className="px-2 py-1 tabular-nums">{hoverText}</div>
        </div>
      )}
      <div
        ref={track}
        role="slider"
        tabIndex={0}
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={clock ? clock.frameCount - 1 : Math.round(duration)}
        aria-valuenow={clock ? (frame ?? 0) : Math.round(time)}
        aria-valuetext={
          clock
            ? frameValueText(frame ?? 0, clock)
            : `${formatVideoTime(time)} of ${formatVideoTime(duration)}`
        }
        className="group relative flex h-11 cursor-pointer touch-none items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={() => !dragging && setHover(null)}
        onKeyDown={onKeyDown}
      >
        <div className="relative h-2 w-full rounded-full bg-white/25">
          {loop && clock && (
            <div
              className="absolute inset-y-0 rounded-full bg-gold-300/60"
              style={{
                left: `${(loop.startFrame / clock.frameCount) * 100}%`,
                width: `${((loop.endFrame - loop.startFrame + 1) / clock.frameCount) * 100}%`,
              }}
            />
          )}
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-fairway-400"
            style={{ width: `${Math.min(1, position) * 100}%` }}
          />
          {clock &&
            marks.map((mark) => (
              <span
                key={mark.label}
                title={mark.label}
                className="absolute -top-1 h-4 w-0.5 -translate-x-1/2 bg-white"
                style={{ left: `${((mark.frame + 0.5) / clock.frameCount) * 100}%` }}
              />
            ))}
        </div>
        <div
          className={cn(
            'absolute size-5 -translate-x-1/2 rounded-full border-2 border-white bg-fairway-500 shadow',
            dragging && 'scale-110',
          )}
          style={{ left: `${Math.min(1, position) * 100}%` }}
        />
      </div>
    </div>
  );
}
