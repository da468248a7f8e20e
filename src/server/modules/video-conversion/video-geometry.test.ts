import { describe, expect, it } from 'vitest';
import { constantRate } from './video-geometry';

describe('the constant rate a video is converted at', () => {
  it("keeps a camera's nominal rate", () => {
    expect(constantRate({ r_frame_rate: '60/1', avg_frame_rate: '5400/91' })).toEqual({
      text: '60',
      value: 60,
    });
  });

  it('takes the measured average when the nominal rate is a timebase, snapped to a camera rate', () => {
    expect(constantRate({ r_frame_rate: '90000/1', avg_frame_rate: '23976/100' })).toEqual({
      text: '240',
      value: 240,
    });
    // A browser's recording after its packets were counted: 74 frames in 2.97 s.
    expect(constantRate({ r_frame_rate: '1000/1', avg_frame_rate: '74/2.97' })).toEqual({
      text: '25',
      value: 25,
    });
  });

  it("never reads Matroska's millisecond clock as 1000 frames a second", () => {
    expect(constantRate({ r_frame_rate: '1000/1', avg_frame_rate: '0/0' })).toEqual({
      text: '30',
      value: 30,
    });
  });
});
