import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MICROPHONE_REFUSED, NOT_SUPPORTED } from './use-voice-over-recording';
import { VoiceOverRecorder } from './voice-over-recorder';

function renderRecorder() {
  return render(
    <VoiceOverRecorder clock={{ fps: 30, frameCount: 60 }} onSend={async () => {}}>
      <video data-testid="player-video" muted>
        <track kind="captions" />
      </video>
    </VoiceOverRecorder>,
  );
}

describe('VoiceOverRecorder', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'captureStream');
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('offers to start, with the time limit', () => {
    renderRecorder();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeTruthy();
    expect(screen.getByText(/Up to 5:00 minutes/)).toBeTruthy();
  });

  it('says so clearly when the browser cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderRecorder();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect((await screen.findByRole('alert')).textContent).toContain(NOT_SUPPORTED);
  });

  it('explains a refused microphone and lets the coach try again', async () => {
    vi.stubGlobal('MediaRecorder', { isTypeSupported: () => true });
    // jsdom has no canvas streams: only its presence matters before the microphone is asked for.
    Object.defineProperty(HTMLCanvasElement.prototype, 'captureStream', {
      configurable: true,
      value: () => ({ getVideoTracks: () => [], getTracks: () => [] }),
    });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      },
    });
    renderRecorder();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MICROPHONE_REFUSED);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeTruthy();
  });
});
