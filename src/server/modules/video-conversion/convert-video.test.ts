import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, localFileStorage } from '../../storage/file-storage';
import { frameNumberAt, topLevelBoxes, videoClips } from '../../test/video-clips';
import { convertVideo, KEY_FRAME_EVERY } from './convert-video';
import { PermanentConversionError, probe } from './ffmpeg';

const run = promisify(execFile);
const tools = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' };

describe('converting a stored video with ffmpeg', () => {
  let clips: Awaited<ReturnType<typeof videoClips>>;
  let storage: FileStorage;

  beforeAll(async () => {
    clips = await videoClips();
    storage = localFileStorage(path.join(clips.dir, 'store'));
  });
  afterAll(() => clips.dispose());

  async function stored(file: string, extension: string) {
    return (await storage.put(createReadStream(file), { folder: 'videos', extension })).key;
  }
  async function keys() {
    const found: string[] = [];
    for await (const file of storage.list()) found.push(file.key);
    return found.sort();
  }
  /** A stored file copied out to local disk, for ffprobe and for reading its bytes. */
  async function local(key: string, name: string) {
    const file = path.join(clips.dir, name);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
    await writeFile(file, Buffer.concat(chunks));
    return file;
  }

  it("turns a phone's HEVC .mov into a faststart H.264/AAC MP4 that keeps every frame in order", async () => {
    const source = await stored(await clips.hevcMov(30, 1), 'mov');
    const converted = await convertVideo({ storage, tools, sourceKey: source, timeoutMs: 60_000 });
    expect(converted).toMatchObject({ fps: 30, frameCount: 30, width: 320, height: 240 });
    expect(converted.durationSeconds).toBeCloseTo(1, 1);

    const full = await local(converted.fullKey, 'full.mp4');
    const probed = await probe(tools, full);
    expect(probed.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    const video = probed.streams.find((s) => s.codec_type === 'video')!;
    expect(video.avg_frame_rate).toBe('30/1');
    expect(video.r_frame_rate).toBe('30/1');
    // Faststart: the index comes before the media, so playback starts before the whole file arrives.
    const boxes = topLevelBoxes(await readFile(full));
    expect(boxes).toContain('mdat');
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // The original's stored file is untouched: it goes only once the caller has recorded the result.
    expect(await storage.size(source)).toBeGreaterThan(0);

    for (const k of [0, 1, 13, 29]) expect(await frameNumberAt(full, k)).toBe(k);
  });

  it.each([
    [30, 2],
    [60, 1],
    [240, 1],
  ])('keeps a %i fps clip of %i s at its constant rate and frame count', async (fps, seconds) => {
    const source = await stored(await clips.mp4(fps, seconds), 'mp4');
    const converted = await convertVideo({ storage, tools, sourceKey: source, timeoutMs: 60_000 });
    expect(converted.fps).toBe(fps);
    expect(converted.frameCount).toBe(fps * seconds);
    const full = await local(converted.fullKey, `full-${fps}.mp4`);
    const video = (await probe(tools, full)).streams.find((s) => s.codec_type === 'video')!;
    expect(video.avg_frame_rate).toBe(`${fps}/1`);
    expect(Number(video.nb_frames)).toBe(fps * seconds);
    const last = fps * seconds - 1;
    expect(await frameNumberAt(full, last)).toBe(last);
    expect(await frameNumberAt(full, Math.floor(last / 2))).toBe(Math.floor(last / 2));
    // Key frames close together, so a browser steps to any frame without decoding a long run before it.
    const { stdout } = await run(tools.ffprobePath, [
      ...[
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'frame=key_frame',
        '-of',
        'csv=p=0',
        full,
      ],
    ]);
    // One line a frame ("1," for a key frame; ffprobe may add blank lines for side data).
    const flags = stdout.split('\n').filter((line) => line.trim() !== '');
    expect(flags).toHaveLength(fps * seconds);
    const keys = flags.flatMap((line, n) => (line.split(',')[0] === '1' ? [n] : []));
    expect(keys[0]).toBe(0);
    const gaps = keys.slice(1).map((n, i) => n - (keys[i] ?? 0));
    expect(Math.max(fps * seconds - (keys.at(-1) ?? 0), ...gaps)).toBeLessThanOrEqual(KEY_FRAME_EVERY);
  });

  it('makes a variable-rate clip constant: the gap is filled and every frame keeps its time', async () => {
    const source = await stored(await clips.variableRate(), 'mp4');
    const before = (await probe(tools, await local(source, 'vfr.mp4'))).streams.find(
      (s) => s.codec_type === 'video',
    )!;
    expect(before.avg_frame_rate).not.toBe(before.r_frame_rate);
    const converted = await convertVideo({ storage, tools, sourceKey: source, timeoutMs: 60_000 });
    expect(converted).toMatchObject({ fps: 30, frameCount: 60 });
    const full = await local(converted.fullKey, 'full-vfr.mp4');
    const video = (await probe(tools, full)).streams.find((s) => s.codec_type === 'video')!;
    expect(video.avg_frame_rate).toBe('30/1');
    expect(Number(video.nb_frames)).toBe(60);
    // Source frames 0–29 at their times, the half-second gap holding frame 29, then 30–44 from 1.5 s.
    for (const [at, shows] of [
      [0, 0],
      [29, 29],
      [40, 29],
      [45, 30],
      [59, 44],
    ]) {
      expect(await frameNumberAt(full, at as number)).toBe(shows);
    }
  });

  it('makes a phone version at most 720 on its short side, a poster and a storyboard of the stated layout', async () => {
    // A 1280 × 960 clip, so the phone version has to be scaled down.
    const big = path.join(clips.dir, 'big.mp4');
    await run('ffmpeg', [
      ...[
        '-hide_banner',
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1280x960:rate=25:duration=1',
      ],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-an', big],
    ]);
    const converted = await convertVideo({
      storage,
      tools,
      sourceKey: await stored(big, 'mp4'),
      timeoutMs: 60_000,
    });
    expect(converted).toMatchObject({ width: 1280, height: 960, fps: 25, frameCount: 25 });

    const phone = (await probe(tools, await local(converted.phoneKey, 'phone.mp4'))).streams;
    expect(phone).toHaveLength(1);
    expect(phone[0]).toMatchObject({ codec_name: 'h264', width: 960, height: 720, avg_frame_rate: '25/1' });

    const poster = (await probe(tools, await local(converted.posterKey, 'poster.jpg'))).streams[0];
    expect(poster).toMatchObject({ codec_name: 'mjpeg', width: 1280, height: 960 });

    const layout = converted.storyboardLayout;
    expect(layout).toEqual({ columns: 10, rows: 1, count: 1, width: 160, height: 120, intervalSeconds: 1 });
    const sheet = (await probe(tools, await local(converted.storyboardKey, 'storyboard.jpg'))).streams[0];
    expect(sheet).toMatchObject({
      codec_name: 'mjpeg',
      width: layout.columns * layout.width,
      height: layout.rows * layout.height,
    });
  });

  it("applies a phone's rotation: a portrait clip stored on its side comes out upright", async () => {
    const landscape = await clips.mp4(30, 1);
    const turned = path.join(clips.dir, 'turned.mp4');
    // How a phone stores a portrait clip: landscape pixels and a rotation for the player to apply.
    await run('ffmpeg', [
      '-hide_banner',
      '-v',
      'error',
      '-y',
      '-i',
      landscape,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      turned,
    ]);
    const converted = await convertVideo({
      storage,
      tools,
      sourceKey: await stored(turned, 'mp4'),
      timeoutMs: 60_000,
    });
    expect(converted).toMatchObject({ width: 240, height: 320, fps: 30, frameCount: 30 });
    const video = (await probe(tools, await local(converted.fullKey, 'upright.mp4'))).streams.find(
      (s) => s.codec_type === 'video',
    )!;
    expect(video).toMatchObject({ width: 240, height: 320 });
    // Nothing left for a player to rotate a second time.
    expect(video.side_data_list?.some((d) => d.rotation) ?? false).toBe(false);
  });

  it("converts a browser's webm recording, which states no duration, keeping its picture and sound", async () => {
    const file = await clips.recorderWebm(2);
    const before = await probe(tools, file);
    expect(before.format.duration).toBeUndefined();
    const source = await stored(file, 'webm');
    const converted = await convertVideo({ storage, tools, sourceKey: source, timeoutMs: 60_000 });
    expect(converted).toMatchObject({ fps: 30, width: 320, height: 240 });
    expect(converted.durationSeconds).toBeCloseTo(2, 0);
    expect(converted.frameCount).toBeGreaterThanOrEqual(58);
    const full = await local(converted.fullKey, 'full-webm.mp4');
    const probed = await probe(tools, full);
    expect(probed.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    // The recording's frames arrive a few milliseconds early or late; each lands on its own slot or the next.
    const shown = [
      await frameNumberAt(full, 0),
      await frameNumberAt(full, 20),
      await frameNumberAt(full, 45),
    ];
    expect(shown[0]).toBe(0);
    expect(Math.abs(shown[1]! - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(shown[2]! - 45)).toBeLessThanOrEqual(1);
  });

  it('refuses a file that is not a video for good and stores nothing', async () => {
    const before = await keys();
    const source = await stored(await clips.corrupt(), 'mov');
    const failure = await convertVideo({ storage, tools, sourceKey: source, timeoutMs: 60_000 }).catch(
      (e) => e,
    );
    expect(failure).toBeInstanceOf(PermanentConversionError);
    expect(failure.message).toMatch(/^Not a readable video: /);
    expect(failure.message).not.toContain(clips.dir);
    expect(await keys()).toEqual([...before, source].sort());
  });
});
