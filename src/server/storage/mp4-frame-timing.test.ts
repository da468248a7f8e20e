import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './file-storage';
import { readMp4FrameTiming } from './mp4-frame-timing';

const dir = mkdtempSync(path.join(tmpdir(), 'mp4-timing-'));
const storage = localFileStorage(path.join(dir, 'store'));

/** A real H.264 clip from ffmpeg; `faststart` puts the movie header first, as phones' files mostly do. */
function clip(fps: number, seconds: number, faststart: boolean): Buffer {
  const out = path.join(dir, `clip-${fps}-${faststart}.mp4`);
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=${fps}`],
    ...['-t', String(seconds), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-r', String(fps)],
    ...(faststart ? ['-movflags', '+faststart'] : []),
    out,
  ]);
  return readFileSync(out);
}

async function store(bytes: Buffer) {
  return (await storage.put(Readable.from([bytes]), { folder: 'clips', extension: 'mp4' })).key;
}

afterAll(() => storage.close?.());

describe('reading frame timing from an MP4 header', () => {
  it.each([
    [30, false],
    [60, true],
    [240, false],
  ])('knows a %i fps clip (header first: %s)', async (fps, faststart) => {
    const key = await store(clip(fps, 1, faststart));
    expect(await readMp4FrameTiming(storage, key)).toEqual({
      fps,
      frameCount: fps,
      durationSeconds: 1,
      width: 320,
      height: 240,
    });
  });

  it('claims nothing for a file that is not an MP4', async () => {
    const key = await store(Buffer.from('not a video at all, just some text that is long enough'));
    expect(await readMp4FrameTiming(storage, key)).toBeNull();
  });

  it('claims nothing for a file whose header was cut off', async () => {
    const whole = clip(30, 1, true);
    const key = await store(whole.subarray(0, 600));
    expect(await readMp4FrameTiming(storage, key)).toBeNull();
  });
});
