import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const clipDir = mkdtempSync(path.join(tmpdir(), 'swing-clips-'));

/**
 * A clip at a constant rate whose bottom sixth shows its own frame number in binary: 16 blocks, block i
 * white when bit i is set. Reading the blocks back from the pixels says which frame the browser is really
 * showing, whatever the player's counter claims. `hevc`: HEVC in a QuickTime file tagged hvc1, as an
 * iPhone records; otherwise H.264 in an MP4. Returns the file's path.
 */
export function numberedClip(fps: number, options: { seconds?: number; hevc?: boolean; name?: string } = {}) {
  const { seconds = 1, hevc = false } = options;
  const out = path.join(clipDir, options.name ?? `swing-${fps}.${hevc ? 'mov' : 'mp4'}`);
  const band = 'gte(Y,H*5/6)';
  const bit = 'mod(floor(N/pow(2,floor(X/(W/16)))),2)';
  const codec = hevc
    ? ['-c:v', 'libx265', '-x265-params', 'log-level=error', '-tag:v', 'hvc1']
    : ['-c:v', 'libx264'];
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=${fps}`],
    ...['-t', String(seconds)],
    '-vf',
    `format=yuv444p,geq=lum='if(${band},if(${bit},235,16),lum(X,Y))':cb='if(${band},128,cb(X,Y))':cr='if(${band},128,cr(X,Y))',format=yuv420p`,
    ...codec,
    ...['-crf', '12', '-r', String(fps), out],
  ]);
  return out;
}

/** The frame number drawn in the video's own pixels, read from a canvas. */
export async function frameInPixels(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((video: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No canvas');
    context.drawImage(video, 0, 0);
    const block = canvas.width / 16;
    const y = Math.floor((canvas.height * 11) / 12);
    let frame = 0;
    for (let i = 0; i < 16; i++) {
      const [red = 0] = context.getImageData(Math.floor(i * block + block / 2), y, 1, 1).data;
      if (red > 128) frame |= 1 << i;
    }
    return frame;
  });
}

/** Waits for the counter to say `frame`, then checks the pixels show that very frame. */
export async function expectFrame(page: Page, counter: string, video: string, frame: number) {
  await expect(page.getByTestId(counter)).toHaveAttribute('data-frame', String(frame));
  await expect.poll(() => frameInPixels(page, video), { timeout: 3000 }).toBe(frame);
}

/**
 * Waits until the video has its current frame to show (readyState 2 or more). Polled rather than awaited on
 * an event: the element can be replaced while the page settles (a dialog remounting its player), and a
 * listener on the old element would never hear from the new one.
 */
export async function whenPlayable(page: Page, testId: string) {
  await expect
    .poll(() => page.getByTestId(testId).evaluate((video: HTMLVideoElement) => video.readyState), {
      timeout: 30_000,
      message: `the video ${testId} has a frame to show`,
    })
    .toBeGreaterThanOrEqual(2);
}

export async function pressTimes(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}
