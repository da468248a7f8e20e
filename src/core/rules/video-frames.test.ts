import { describe, expect, it } from 'vitest';
import {
  alignedTime,
  alignmentOffset,
  clampFrame,
  formatVideoTime,
  frameAtTime,
  frameClockOf,
  frameSeekTime,
  frameValueText,
  loopBounds,
  loopedTime,
  marksPastEnd,
  nextRate,
  pairedFrame,
  stepFrame,
  stepPair,
} from './video-frames';

const at = (fps: number, frameCount: number) => ({ fps, frameCount });

describe('seeking to a frame', () => {
  it('seeks to the middle of the frame, never its edge', () => {
    expect(frameSeekTime(0, at(30, 90))).toBeCloseTo(0.5 / 30, 12);
    expect(frameSeekTime(3, at(30, 90))).toBeCloseTo(3.5 / 30, 12);
    expect(frameSeekTime(7, at(60, 120))).toBeCloseTo(7.5 / 60, 12);
    expect(frameSeekTime(100, at(240, 480))).toBeCloseTo(100.5 / 240, 12);
  });

  it('reads back the frame it sought, at 30, 60 and 240 fps, for every frame', () => {
    for (const fps of [30, 60, 240]) {
      const clock = at(fps, fps * 2);
      const frames = Array.from({ length: clock.frameCount }, (_, n) => n);
      expect(frames).toHaveLength(fps * 2);
      for (const n of frames) {
        const seek = frameSeekTime(n, clock);
        expect(frameAtTime(seek, clock)).toBe(n);
        // The seek lies strictly inside frame n's span, half a frame from either edge.
        expect(seek - n / fps).toBeCloseTo(0.5 / fps, 12);
        expect((n + 1) / fps - seek).toBeCloseTo(0.5 / fps, 12);
      }
    }
  });

  it('clamps to the first and last frames', () => {
    expect(clampFrame(-3, 90)).toBe(0);
    expect(clampFrame(90, 90)).toBe(89);
    expect(clampFrame(12.4, 90)).toBe(12);
    expect(clampFrame(Number.NaN, 90)).toBe(0);
    expect(frameSeekTime(500, at(30, 90))).toBeCloseTo(89.5 / 30, 12);
  });
});

describe('the frame at a time', () => {
  it('counts a frame from its start, even where the float falls a hair short', () => {
    expect(frameAtTime(0.1, at(30, 90))).toBe(3);
    expect(frameAtTime(3 / 30 - 0.001, at(30, 90))).toBe(2);
    expect(frameAtTime(0, at(240, 480))).toBe(0);
    expect(frameAtTime(99, at(240, 480))).toBe(479);
  });

  it('steps one frame and stops at the ends', () => {
    expect(stepFrame(4, 1, at(60, 120))).toBe(5);
    expect(stepFrame(0, -1, at(60, 120))).toBe(0);
    expect(stepFrame(119, 1, at(60, 120))).toBe(119);
  });
});

describe('two videos in step', () => {
  it('offsets the second clock so both marked moments are on screen together', () => {
    // Impact at frame 30 of a 30 fps clip (1.0167 s) and frame 240 of a 240 fps clip (1.0021 s).
    const offset = alignmentOffset({ frame: 30, fps: 30 }, { frame: 240, fps: 240 });
    expect(offset).toBeCloseTo(240.5 / 240 - 30.5 / 30, 12);
    const firstAtImpact = frameSeekTime(30, at(30, 90));
    const second = alignedTime(firstAtImpact, offset, 2);
    expect(second.within).toBe(true);
    expect(frameAtTime(second.time, at(240, 480))).toBe(240);
  });

  it('holds the second video at its start or end outside its length', () => {
    expect(alignedTime(0.1, -0.5, 2)).toEqual({ time: 0, within: false });
    expect(alignedTime(1.9, 0.5, 2)).toEqual({ time: 2, within: false });
  });

  it('steps each by one of its own frames, and neither when one is at its end', () => {
    const clocks = { first: at(30, 90), second: at(240, 480) };
    expect(stepPair({ first: 30, second: 240 }, 1, clocks)).toEqual({ first: 31, second: 241, moved: true });
    expect(stepPair({ first: 30, second: 240 }, -1, clocks)).toEqual({ first: 29, second: 239, moved: true });
    expect(stepPair({ first: 89, second: 300 }, 1, clocks)).toEqual({ first: 89, second: 300, moved: false });
    expect(stepPair({ first: 5, second: 0 }, -1, clocks)).toEqual({ first: 5, second: 0, moved: false });
  });

  it('pairs frames relative to the two moments', () => {
    expect(pairedFrame(35, { first: 30, second: 240 }, at(240, 480))).toBe(245);
    expect(pairedFrame(0, { first: 30, second: 10 }, at(240, 480))).toBe(0);
  });
});

describe('an A–B loop', () => {
  it('runs from the middle of its first frame to the end of its last, in either order', () => {
    const bounds = loopBounds(20, 10, at(60, 120));
    expect(bounds.startFrame).toBe(10);
    expect(bounds.endFrame).toBe(20);
    expect(bounds.start).toBeCloseTo(10.5 / 60, 12);
    expect(bounds.end).toBeCloseTo(21 / 60, 12);
  });

  it('goes back to its start past its end or before its start, and not inside', () => {
    const bounds = loopBounds(10, 20, at(60, 120));
    expect(loopedTime(21 / 60, bounds)).toBe(bounds.start);
    expect(loopedTime(5 / 60, bounds)).toBe(bounds.start);
    expect(loopedTime(15 / 60, bounds)).toBeNull();
    expect(loopedTime(20.9 / 60, bounds)).toBeNull();
  });

  it('clamps its ends to the video', () => {
    const bounds = loopBounds(-4, 999, at(30, 90));
    expect([bounds.startFrame, bounds.endFrame]).toEqual([0, 89]);
  });
});

describe('showing frames', () => {
  it('formats times as m:ss.cc', () => {
    expect(formatVideoTime(4.1)).toBe('0:04.10');
    expect(formatVideoTime(0)).toBe('0:00.00');
    expect(formatVideoTime(75.456)).toBe('1:15.46');
  });

  it('says the frame for a screen reader', () => {
    expect(frameValueText(123, at(30, 240))).toBe('Frame 123 of 240 · 0:04.10');
  });

  it('moves through the speeds and stops at either end', () => {
    expect(nextRate(1, 1)).toBe(2);
    expect(nextRate(2, 1)).toBe(2);
    expect(nextRate(0.25, -1)).toBe(0.1);
    expect(nextRate(0.1, -1)).toBe(0.1);
  });

  it('knows frames only once both the rate and the count are known', () => {
    expect(frameClockOf({ fps: null, frameCount: 90 })).toBeNull();
    expect(frameClockOf({ fps: 30, frameCount: null })).toBeNull();
    expect(frameClockOf({ fps: 30, frameCount: 90 })).toEqual({ fps: 30, frameCount: 90 });
  });
});

describe('marks past the end', () => {
  it('names each moment past the last frame, and none while the length is unknown', () => {
    expect(marksPastEnd({ address: 0, top: 44, impact: 45 }, 45)).toEqual({
      impact: 'Must be a frame from 0 to 44',
    });
    expect(marksPastEnd({ impact: 900 }, null)).toEqual({});
    expect(marksPastEnd({ address: 3, impact: undefined }, 10)).toEqual({});
  });
});
