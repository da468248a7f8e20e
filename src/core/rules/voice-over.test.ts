import { describe, expect, it } from 'vitest';
import {
  fitInside,
  formatRecordingTime,
  microphoneLevel,
  pickRecordingType,
  voiceOverFilename,
} from './voice-over';

describe('voice-over rules', () => {
  it('picks the first recordable type, or none', () => {
    expect(pickRecordingType((t) => t === 'video/webm' || t === 'video/mp4')).toBe('video/mp4');
    expect(pickRecordingType((t) => t.startsWith('video/mp4'))).toBe('video/mp4;codecs=avc1,mp4a');
    expect(pickRecordingType((t) => t.startsWith('video/webm'))).toBe('video/webm;codecs=vp9,opus');
    expect(pickRecordingType(() => false)).toBeNull();
  });

  it('names the file after the recorded type', () => {
    expect(voiceOverFilename('video/webm;codecs=vp9,opus')).toBe('voice-over.webm');
    expect(voiceOverFilename('video/mp4')).toBe('voice-over.mp4');
  });

  it('formats the timer in minutes and seconds', () => {
    expect(formatRecordingTime(0)).toBe('0:00');
    expect(formatRecordingTime(65.9)).toBe('1:05');
    expect(formatRecordingTime(300)).toBe('5:00');
  });

  it('reads silence as zero and a loud signal as full', () => {
    expect(microphoneLevel(new Uint8Array(32).fill(128))).toBe(0);
    expect(microphoneLevel(Uint8Array.from({ length: 32 }, (_, i) => (i % 2 ? 255 : 0)))).toBe(1);
    expect(microphoneLevel([])).toBe(0);
  });

  it('letterboxes the picture inside the canvas', () => {
    expect(fitInside({ width: 1080, height: 1920 }, { width: 1280, height: 720 })).toEqual({
      x: 438,
      y: 0,
      width: 405,
      height: 720,
    });
    expect(fitInside({ width: 0, height: 0 }, { width: 10, height: 10 })).toEqual({
      x: 0,
      y: 0,
      width: 10,
      height: 10,
    });
  });
});
