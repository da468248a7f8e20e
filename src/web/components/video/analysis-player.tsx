import { ChevronLeft, ChevronRight, Expand, Keyboard, Minimize, Pause, Play, Repeat, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  SWING_MOMENTS,
  type SwingMoment,
  type SwingMoments,
  type VideoPlayback,
} from '@/core/contracts/video-playback';
import { formatVideoTime, nextRate } from '@/core/rules/video-frames';
import { cn } from '@/web/lib/class-names';
import { PlayerButton, RatePicker } from './player-controls';
import { commandFor, type PlayerCommand, typingIn } from './player-shortcuts';
import { ScrubBar } from './scrub-bar';
import { ShortcutHelp } from './shortcut-help';
import { type FrameVideo, useFrameVideo } from './use-frame-video';

export const MOMENT_LABELS: Record<SwingMoment, string> = {
  address: 'Address',
  top: 'Top',
  impact: 'Impact',
};

export const NOT_PREPARED = 'Frame-by-frame tools are available once the video has been prepared';

/** Full screen for an element, and whether it is on; the Fullscreen API on the player's own container. */
export function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  return {
    on,
    available: typeof document !== 'undefined' && document.fullscreenEnabled,
    toggle() {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void target.current?.requestFullscreen().catch(() => undefined);
    },
  };
}

/**
 * Opens the shortcuts panel. It is a dialog on the page, which a full-screen element would hide, so full
 * screen is left first.
 */
export function openHelp(open: (on: boolean) => void) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  open(true);
}

/** Runs a shortcut's command on one player. */
export function runCommand(
  video: FrameVideo,
  command: PlayerCommand,
  extra: { help(): void; fullscreen(): void },
) {
  switch (command.kind) {
    case 'toggle':
      return video.toggle();
    case 'step':
      return video.step(command.delta);
    case 'rate':
      return video.setRate(command.rate);
    case 'rateStep':
      return video.setRate(nextRate(video.rate, command.direction));
    case 'loopA':
      return video.setLoopA();
    case 'loopB':
      return video.setLoopB();
    case 'loopClear':
      return video.clearLoop();
    case 'fullscreen':
      return extra.fullscreen();
    case 'help':
      return extra.help();
  }
}

/** Whether a key press belongs to a control rather than the player (Space on a button presses it). */
export function keyForPlayer(event: KeyboardEvent<HTMLElement>): boolean {
  if (typingIn(event.target)) return false;
  if (event.key === ' ' && event.target instanceof HTMLButtonElement) return false;
  return true;
}

interface AnalysisPlayerProps {
  playback: VideoPlayback;
  title: string;
  moments?: SwingMoments;
  /** Staff only: marks a moment at the frame on screen. Without it the player is read-only. */
  onMark?(moment: SwingMoment, frame: number): void;
  /** The moment being saved, so its button shows it is busy. */
  marking?: SwingMoment | null;
  /** Painted over the picture (the drawing layer), given the player's video and frame. */
  overlay?(video: FrameVideo): ReactNode;
  /** Controls under the player's own (the drawing tools). */
  tools?(video: FrameVideo): ReactNode;
  /** Keys for the tools (undo, redo), seen before the player's own shortcuts. */
  onToolKey?(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The frame-accurate analysis player: frame by frame with , and . (pausing first), slow speeds, an A–B
 * loop, a scrub bar with thumbnails, full screen, and, for staff, marking address, top and impact.
 */
export function AnalysisPlayer({
  playback,
  title,
  moments = {},
  onMark,
  marking,
  overlay,
  tools,
  onToolKey,
}: AnalysisPlayerProps) {
  const video = useFrameVideo(playback);
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);
  const [help, setHelp] = useState(false);
  const { clock, frame } = video;
  const marks = SWING_MOMENTS.flatMap((moment) => {
    const at = moments[moment];
    return at === undefined ? [] : [{ moment, label: MOMENT_LABELS[moment], frame: at }];
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onToolKey?.(event);
    if (event.defaultPrevented) return;
    if (!keyForPlayer(event)) return;
    const command = commandFor(event);
    if (!command) return;
    if (!clock && ['step', 'loopA', 'loopB'].includes(command.kind)) return;
    event.preventDefault();
    runCommand(video, command, { help: () => openHelp(setHelp), fullscreen: fullscreen.toggle });
  }

  return (
    <section
      ref={container}
      aria-label={`${title}: swing player`}
      // The player takes keys only when it (or a control inside it) has focus, so shortcuts never fire from
      // elsewhere on the page.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-xl bg-fairway-950 text-white outline-none',
        fullscreen.on && 'h-full justify-center rounded-none',
      )}
      data-testid="analysis-player"
    >
      <div className="relative flex min-h-0 flex-1 items-center justify-center bg-black">
        <video
          ref={video.videoRef}
          src={playback.url}
          poster={playback.posterUrl ?? undefined}
          preload="auto"
          playsInline
          muted
          className={cn(
            'max-h-[max(16rem,calc(100dvh-26rem))] w-full object-contain',
            // Full screen: the picture fills what the controls leave, letterboxed, never over them.
            fullscreen.on && 'absolute inset-0 h-full max-h-none',
          )}
          onClick={() => {
            container.current?.focus();
            video.toggle();
          }}
          data-testid="analysis-video"
        />
        {overlay?.(video)}
      </div>
      <div className="flex flex-col gap-3 px-3 pt-2 pb-3 sm:px-4">
        <ScrubBar
          label={`${title}: position`}
          clock={clock}
          frame={frame}
          time={video.time}
          duration={video.duration}
          storyboard={playback.storyboard}
          loop={video.loop.bounds}
          marks={marks}
          onSeekFrame={video.seekFrame}
          onSeekTime={video.seekTime}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex items-center gap-1">
            {clock && (
              <PlayerButton label="Back one frame (,)" onClick={() => video.step(-1)}>
                <ChevronLeft aria-hidden="true" />
              </PlayerButton>
            )}
            <PlayerButton
              label={video.playing ? 'Pause (Space)' : 'Play (Space)'}
              onClick={video.toggle}
              strong
            >
              {video.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </PlayerButton>
            {clock && (
              <PlayerButton label="Forward one frame (.)" onClick={() => video.step(1)}>
                <ChevronRight aria-hidden="true" />
              </PlayerButton>
            )}
          </div>
          <output
            className="min-w-0 font-mono text-sm tabular-nums text-white/90"
            data-testid="frame-counter"
            data-frame={frame ?? ''}
            aria-live="off"
          >
            {clock
              ? `Frame ${frame ?? 0} of ${clock.frameCount} · ${formatVideoTime((frame ?? 0) / clock.fps)}`
              : `${formatVideoTime(video.time)} / ${formatVideoTime(video.duration)}`}
          </output>
          <div className="ml-auto flex flex-wrap items-center gap-1">
            <PlayerButton label="Keyboard shortcuts (?)" onClick={() => openHelp(setHelp)}>
              <Keyboard aria-hidden="true" />
            </PlayerButton>
            {fullscreen.available && (
              <PlayerButton
                label={fullscreen.on ? 'Leave full screen (F)' : 'Full screen (F)'}
                onClick={fullscreen.toggle}
              >
                {fullscreen.on ? <Minimize aria-hidden="true" /> : <Expand aria-hidden="true" />}
              </PlayerButton>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <RatePicker rate={video.rate} onChange={video.setRate} />
          {clock && (
            <fieldset className="flex flex-wrap items-center gap-1" aria-label="A–B loop">
              <PlayerButton
                label="Set loop start A (A)"
                onClick={video.setLoopA}
                pressed={video.loop.a !== null}
                text="A"
              />
              <PlayerButton
                label="Set loop end B (B)"
                onClick={video.setLoopB}
                pressed={video.loop.b !== null}
                text="B"
              />
              {video.loop.bounds ? (
                <>
                  <span className="inline-flex items-center gap-1 px-1 text-xs text-white/80">
                    <Repeat className="size-4" aria-hidden="true" />
                    {video.loop.bounds.startFrame}–{video.loop.bounds.endFrame}
                  </span>
                  <PlayerButton label="Clear the loop (X)" onClick={video.clearLoop}>
                    <X aria-hidden="true" />
                  </PlayerButton>
                </>
              ) : (
                <span className="px-1 text-xs text-white/70">Loop: set A and B</span>
              )}
            </fieldset>
          )}
        </div>
        {!clock && (
          <p className="rounded-lg bg-white/10 px-3 py-2 text-sm text-white/90" role="note">
            {NOT_PREPARED}
          </p>
        )}
        {clock && (onMark || marks.length > 0) && (
          <div className="flex flex-wrap items-center gap-2 border-t border-white/10 pt-3">
            {onMark &&
              SWING_MOMENTS.map((moment) => (
                <button
                  key={moment}
                  type="button"
                  // Busy, not disabled, while saving: a disabled button would drop the keyboard focus, and
                  // with it the player's shortcuts.
                  aria-busy={marking === moment}
                  disabled={frame === null}
                  onClick={() => frame !== null && marking !== moment && onMark(moment, frame)}
                  className="min-h-11 rounded-full bg-gold-300 px-4 text-sm font-semibold text-ink-900 hover:bg-gold-400 disabled:opacity-60"
                >
                  Mark {moment}
                </button>
              ))}
            {marks.map((mark) => (
              <button
                key={mark.moment}
                type="button"
                onClick={() => video.seekFrame(mark.frame)}
                className="min-h-11 rounded-full border border-white/30 px-4 text-sm text-white hover:bg-white/10"
                aria-label={`Go to ${mark.label.toLowerCase()}, frame ${mark.frame}`}
              >
                {mark.label} · {mark.frame}
              </button>
            ))}
          </div>
        )}
        {tools?.(video)}
      </div>
      <ShortcutHelp open={help} onOpenChange={setHelp} />
    </section>
  );
}
