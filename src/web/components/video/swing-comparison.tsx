import { ChevronLeft, ChevronRight, Columns2, Expand, Layers, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Drawing } from '@/core/contracts/annotations';
import {
  SWING_MOMENTS,
  type SwingMoment,
  type SwingMoments,
  type VideoPlayback,
} from '@/core/contracts/video-playback';
import { alignedTime, alignmentOffset, formatVideoTime, stepPair } from '@/core/rules/video-frames';
import { cn } from '@/web/lib/class-names';
import {
  keyForPlayer,
  MOMENT_LABELS,
  NOT_PREPARED,
  openHelp,
  runCommand,
  useFullscreen,
} from './analysis-player';
import { AnnotationLayer } from './annotations/annotation-layer';
import { PlayerButton, RatePicker } from './player-controls';
import { commandFor } from './player-shortcuts';
import { ShortcutHelp } from './shortcut-help';
import { type FrameVideo, useFrameVideo } from './use-frame-video';

export interface ComparedSwing {
  title: string;
  playback: VideoPlayback;
  moments: SwingMoments;
  /** Saved drawings over this video, shown read-only at their frames. */
  drawings?: readonly Drawing[];
}

type Layout = 'side' | 'overlay';

function counterText(video: FrameVideo) {
  if (!video.clock) return formatVideoTime(video.time);
  const frame = video.frame ?? 0;
  return `Frame ${frame} of ${video.clock.frameCount} · ${formatVideoTime(frame / video.clock.fps)}`;
}

export type Pane = 0 | 1;

interface SwingComparisonProps {
  first: ComparedSwing;
  second: ComparedSwing;
  /** What lies over each picture (a drawing layer); without it each swing's saved drawings show read-only. */
  overlay?(pane: Pane, video: FrameVideo): ReactNode;
  /** Controls under the comparison's own (the drawing tools), given both videos. */
  tools?(videos: readonly [FrameVideo, FrameVideo]): ReactNode;
  /** Keys for the tools (undo, redo), seen before the comparison's own shortcuts. */
  onToolKey?(event: KeyboardEvent<HTMLElement>): void;
  /** The video the tools work on, outlined so it is plain which one that is. */
  activePane?: Pane;
}

/**
 * Two swings side by side, or the second laid over the first with its opacity set; aligned on a moment both
 * have marked (address, top or impact), then played together or stepped together with , and . (one frame of
 * each, whatever their frame rates).
 */
export function SwingComparison({
  first,
  second,
  overlay,
  tools,
  onToolKey,
  activePane,
}: SwingComparisonProps) {
  const a = useFrameVideo(first.playback);
  const b = useFrameVideo(second.playback);
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);
  const [layout, setLayout] = useState<Layout>('side');
  const [opacity, setOpacity] = useState(50);
  const [help, setHelp] = useState(false);
  const common = SWING_MOMENTS.filter(
    (m) => first.moments[m] !== undefined && second.moments[m] !== undefined,
  );
  const [moment, setMoment] = useState<SwingMoment | null>(
    common.includes('impact') ? 'impact' : (common[0] ?? null),
  );
  const [aligned, setAligned] = useState<SwingMoment | null>(null);
  const framesKnown = Boolean(a.clock && b.clock);
  const playing = a.playing || b.playing;

  /** How far the second clock runs ahead of the first while aligned. */
  const offset =
    aligned && a.clock && b.clock
      ? alignmentOffset(
          { frame: first.moments[aligned] ?? 0, fps: a.clock.fps },
          { frame: second.moments[aligned] ?? 0, fps: b.clock.fps },
        )
      : null;

  function align(on: SwingMoment) {
    const at = first.moments[on];
    const bt = second.moments[on];
    if (at === undefined || bt === undefined) return;
    a.seekFrame(at);
    b.seekFrame(bt);
    setAligned(on);
  }

  function stepBoth(delta: 1 | -1) {
    if (!a.clock || !b.clock) return;
    const fa = a.currentFrame();
    const fb = b.currentFrame();
    if (fa === null || fb === null) return;
    const next = stepPair({ first: fa, second: fb }, delta, { first: a.clock, second: b.clock });
    if (!next.moved) return;
    a.seekFrame(next.first);
    b.seekFrame(next.second);
  }

  function playBoth() {
    const av = a.videoRef.current;
    const bv = b.videoRef.current;
    if (av && bv && offset !== null)
      bv.currentTime = alignedTime(av.currentTime, offset, bv.duration || 0).time;
    a.play();
    b.play();
  }

  function toggleBoth() {
    if (playing) {
      a.pause();
      b.pause();
    } else playBoth();
  }

  function setRate(rate: number) {
    a.setRate(rate);
    b.setRate(rate);
  }

  // Playing together, each at its own frame rate: the second is nudged back into step when it drifts by more
  // than a frame, and waits at its end while the first plays on.
  useEffect(() => {
    if (!playing || offset === null) return;
    const timer = window.setInterval(() => {
      const av = a.videoRef.current;
      const bv = b.videoRef.current;
      if (!av || !bv || !b.clock) return;
      const want = alignedTime(av.currentTime, offset, bv.duration || 0);
      if (want.within && Math.abs(bv.currentTime - want.time) > 1 / b.clock.fps) bv.currentTime = want.time;
    }, 250);
    return () => window.clearInterval(timer);
  }, [playing, offset, a.videoRef, b.videoRef, b.clock]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onToolKey?.(event);
    if (event.defaultPrevented) return;
    if (!keyForPlayer(event)) return;
    const command = commandFor(event);
    if (!command) return;
    event.preventDefault();
    if (command.kind === 'step') return stepBoth(command.delta);
    if (command.kind === 'toggle') return toggleBoth();
    const extra = { help: () => openHelp(setHelp), fullscreen: fullscreen.toggle };
    if (command.kind === 'rate') return setRate(command.rate);
    runCommand(a, command, extra);
    if (command.kind !== 'help' && command.kind !== 'fullscreen') runCommand(b, command, extra);
  }

  const videos: [FrameVideo, ComparedSwing, string][] = [
    [a, first, 'first'],
    [b, second, 'second'],
  ];

  return (
    <section
      ref={container}
      aria-label="Swing comparison"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex w-full flex-col overflow-hidden rounded-xl bg-fairway-950 text-white outline-none"
      data-testid="swing-comparison"
      data-layout={layout}
    >
      <div className={cn('bg-black', layout === 'side' ? 'grid gap-0.5 sm:grid-cols-2' : 'relative')}>
        {videos.map(([video, swing, which], index) => (
          <figure
            key={which}
            className={cn(
              'm-0 flex items-center justify-center',
              layout === 'overlay' && index === 1 ? 'pointer-events-none absolute inset-0' : 'relative',
              // Side by side, the video the tools draw on is outlined.
              layout === 'side' && activePane === index && 'outline-2 -outline-offset-2 outline-gold-300',
            )}
            data-testid={`comparison-pane-${which}`}
            data-active={activePane === index ? 'true' : undefined}
          >
            <video
              ref={video.videoRef}
              src={swing.playback.url}
              poster={swing.playback.posterUrl ?? undefined}
              preload="auto"
              playsInline
              muted
              className="max-h-[max(12rem,calc(100dvh-30rem))] w-full object-contain"
              // Only the picture fades, so the second swing's name stays readable over the first.
              style={layout === 'overlay' && index === 1 ? { opacity: opacity / 100 } : undefined}
              data-testid={`comparison-video-${which}`}
              onClick={() => container.current?.focus()}
            />
            {overlay?.(index as Pane, video)}
            {!overlay && swing.drawings && (
              <AnnotationLayer
                videoRef={video.videoRef}
                natural={
                  swing.playback.width && swing.playback.height
                    ? { width: swing.playback.width, height: swing.playback.height }
                    : null
                }
                drawings={swing.drawings}
                frame={video.frame}
              />
            )}
            <figcaption
              className={cn(
                'pointer-events-none absolute left-2 max-w-[calc(100%-1rem)] truncate rounded-md bg-black/60 px-2 py-1 text-xs',
                index === 1 && layout === 'overlay' ? 'top-9' : 'top-2',
              )}
            >
              {swing.title}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="flex flex-col gap-3 px-3 pt-3 pb-3 sm:px-4">
        <div className="grid gap-1 text-sm sm:grid-cols-2">
          {videos.map(([video, swing, which]) => (
            <output
              key={which}
              className="truncate font-mono tabular-nums text-white/90"
              data-testid={`frame-counter-${which}`}
              data-frame={video.frame ?? ''}
            >
              <span className="sr-only">{swing.title}: </span>
              {counterText(video)}
            </output>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex items-center gap-1">
            {framesKnown && (
              <PlayerButton label="Both back one frame (,)" onClick={() => stepBoth(-1)}>
                <ChevronLeft aria-hidden="true" />
              </PlayerButton>
            )}
            <PlayerButton
              label={playing ? 'Pause both (Space)' : 'Play both (Space)'}
              onClick={toggleBoth}
              strong
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </PlayerButton>
            {framesKnown && (
              <PlayerButton label="Both forward one frame (.)" onClick={() => stepBoth(1)}>
                <ChevronRight aria-hidden="true" />
              </PlayerButton>
            )}
          </div>
          <RatePicker rate={a.rate} onChange={setRate} />
          <div className="ml-auto flex items-center gap-1">
            <PlayerButton label="Side by side" pressed={layout === 'side'} onClick={() => setLayout('side')}>
              <Columns2 aria-hidden="true" />
            </PlayerButton>
            <PlayerButton label="Overlay" pressed={layout === 'overlay'} onClick={() => setLayout('overlay')}>
              <Layers aria-hidden="true" />
            </PlayerButton>
            {fullscreen.available && (
              <PlayerButton label="Full screen (F)" onClick={fullscreen.toggle}>
                <Expand aria-hidden="true" />
              </PlayerButton>
            )}
          </div>
        </div>
        {layout === 'overlay' && (
          <label className="flex flex-wrap items-center gap-3 text-sm">
            <span>Overlay opacity</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={opacity}
              aria-valuetext={`${opacity} %`}
              onChange={(event) => setOpacity(Number(event.target.value))}
              className="h-11 min-w-0 flex-1 accent-gold-300"
              data-testid="overlay-opacity"
            />
            <span className="w-12 text-right tabular-nums">{opacity} %</span>
          </label>
        )}
        {framesKnown ? (
          <div className="flex flex-wrap items-center gap-2 border-t border-white/10 pt-3">
            <span className="text-sm text-white/80">In step at</span>
            {SWING_MOMENTS.map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={moment === m}
                disabled={!common.includes(m)}
                onClick={() => setMoment(m)}
                className={cn(
                  'min-h-11 rounded-full px-4 text-sm font-semibold disabled:opacity-40',
                  moment === m ? 'bg-white text-fairway-900' : 'border border-white/30 text-white',
                )}
              >
                {MOMENT_LABELS[m]}
              </button>
            ))}
            <button
              type="button"
              disabled={!moment}
              onClick={() => moment && align(moment)}
              className="min-h-11 rounded-full bg-gold-300 px-4 text-sm font-semibold text-ink-900 hover:bg-gold-400 disabled:opacity-50"
            >
              Align
            </button>
            {common.length === 0 && (
              <p className="w-full text-sm text-white/80">
                Mark the same moment (address, top or impact) on both swings to put them in step.
              </p>
            )}
            {aligned && (
              <p className="w-full text-sm text-white/80" role="status">
                In step at {MOMENT_LABELS[aligned].toLowerCase()}.
              </p>
            )}
          </div>
        ) : (
          <p className="rounded-lg bg-white/10 px-3 py-2 text-sm" role="note">
            {NOT_PREPARED}
          </p>
        )}
        {tools?.([a, b])}
      </div>
      <ShortcutHelp open={help} onOpenChange={setHelp} />
    </section>
  );
}
