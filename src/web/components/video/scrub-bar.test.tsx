import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrubBar } from './scrub-bar';

const storyboard = {
  url: '/api/swings/s1/video?variant=storyboard',
  columns: 10,
  rows: 1,
  count: 4,
  width: 160,
  height: 90,
  intervalSeconds: 0.5,
};

function bar() {
  const onSeekFrame = vi.fn();
  render(
    <ScrubBar
      label="Driver: position"
      clock={{ fps: 60, frameCount: 120 }}
      frame={0}
      time={0}
      duration={2}
      storyboard={storyboard}
      loop={null}
      marks={[]}
      onSeekFrame={onSeekFrame}
      onSeekTime={vi.fn()}
    />,
  );
  const slider = screen.getByRole('slider', { name: 'Driver: position' });
  // jsdom lays nothing out and has no pointer capture: a 400 px track from x = 100.
  slider.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 20 }) as DOMRect;
  Object.assign(slider, {
    setPointerCapture: vi.fn(),
    hasPointerCapture: () => true,
    releasePointerCapture: vi.fn(),
  });
  return { slider, onSeekFrame };
}

describe('ScrubBar', () => {
  it.each(['mouse', 'touch', 'pen'])(
    'scrubs by frame with a %s, the thumbnail following it',
    (pointerType) => {
      const { slider, onSeekFrame } = bar();
      fireEvent.pointerDown(slider, { pointerId: 1, pointerType, clientX: 200 });
      expect(onSeekFrame).toHaveBeenLastCalledWith(30);
      fireEvent.pointerMove(slider, { pointerId: 1, pointerType, clientX: 300 });
      expect(onSeekFrame).toHaveBeenLastCalledWith(60);
      // Thumbnail 2 of the sheet: 1 s at half a second each, so the sheet is shifted two tiles left.
      expect(screen.getByTestId('storyboard-tile').style.backgroundPosition).toBe('-320px 0px');
      fireEvent.pointerUp(slider, { pointerId: 1, pointerType, clientX: 300 });
      // Lifted: a finger or a pen leaves no thumbnail behind; a mouse still hovers there.
      expect(screen.queryByTestId('storyboard-tile') === null).toBe(pointerType !== 'mouse');
      // And moving after it no longer seeks.
      fireEvent.pointerMove(slider, { pointerId: 1, pointerType, clientX: 400 });
      expect(onSeekFrame).toHaveBeenCalledTimes(2);
    },
  );
});
