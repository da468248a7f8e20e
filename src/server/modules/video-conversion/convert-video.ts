import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoryboardLayout } from '../../db/schema/video';
import type { FileStorage } from '../../storage/file-storage';
import {
  FFMPEG_INPUT,
  PermanentConversionError,
  type Probe,
  probe,
  runTool,
  type VideoTools,
} from './ffmpeg';
import { readableSource } from './recorded-source';
import {
  constantRate,
  durationOf,
  fitShortSide,
  shownSize,
  storyboardLayout,
  videoStream,
} from './video-geometry';

/** Frames between key frames in a converted video (see the encoder's arguments). */
export const KEY_FRAME_EVERY = 12;

/** Where converted files are stored, beside the originals' folders. */
export const RENDITION_FOLDER = 'video-renditions';

export interface ConvertedVideo {
  fullKey: string;
  phoneKey: string;
  posterKey: string;
  storyboardKey: string;
  fps: number;
  frameCount: number;
  durationSeconds: number;
  width: number;
  height: number;
  storyboardLayout: StoryboardLayout;
  bytes: number;
}

function encodeArgs(options: {
  source: string;
  out: string;
  rate: string;
  size: { width: number; height: number };
  hasAudio: boolean;
  crf: number;
  maxRate?: string;
  audioBitrate: string;
}): string[] {
  return [
    ...FFMPEG_INPUT,
    '-i',
    options.source,
    '-map',
    '0:v:0',
    ...(options.hasAudio ? ['-map', '0:a:0'] : []),
    // Location and device tags of a child's video are not carried over.
    '-map_metadata',
    '-1',
    '-vf',
    `scale=${options.size.width}:${options.size.height},setsar=1`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    String(options.crf),
    ...(options.maxRate ? ['-maxrate', options.maxRate, '-bufsize', options.maxRate] : []),
    // A key frame every KEY_FRAME_EVERY frames: a browser seeks by decoding from the key frame before the
    // target, so stepping one frame costs up to that many decodes. With x264's default (250) a step near
    // the end of a swing took over 100 ms; at 12 it stays well under the player's 50 ms, for about a
    // fifth more bytes on our test footage.
    '-g',
    String(KEY_FRAME_EVERY),
    '-pix_fmt',
    'yuv420p',
    '-vsync',
    'cfr',
    '-r',
    options.rate,
    ...(options.hasAudio ? ['-c:a', 'aac', '-b:a', options.audioBitrate, '-ac', '2'] : ['-an']),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    options.out,
  ];
}

/** What the check found wrong, or null when the converted file is what was asked for. */
export function checkConversion(
  converted: Probe,
  expected: { durationSeconds: number; fps: number; hasAudio: boolean },
): { problem: string } | { frameCount: number; durationSeconds: number } {
  const video = converted.streams.find((s) => s.codec_type === 'video');
  const audio = converted.streams.find((s) => s.codec_type === 'audio');
  if (video?.codec_name !== 'h264')
    return { problem: `video is ${video?.codec_name ?? 'missing'}, not h264` };
  if (expected.hasAudio ? audio?.codec_name !== 'aac' : audio) {
    return {
      problem: `audio is ${audio?.codec_name ?? 'missing'}, expected ${expected.hasAudio ? 'aac' : 'none'}`,
    };
  }
  const durationSeconds = Number(video.duration ?? converted.format.duration);
  if (!(Math.abs(durationSeconds - expected.durationSeconds) <= expected.durationSeconds * 0.05)) {
    return { problem: `duration ${durationSeconds} s is not within 5 % of ${expected.durationSeconds} s` };
  }
  const frameCount = Number(video.nb_frames);
  const expectedFrames = expected.fps * durationSeconds;
  if (
    !Number.isInteger(frameCount) ||
    Math.abs(frameCount - expectedFrames) > Math.max(2, expectedFrames * 0.02)
  ) {
    return { problem: `${video.nb_frames} frames do not match ${expected.fps} fps × ${durationSeconds} s` };
  }
  return { frameCount, durationSeconds };
}

/**
 * Converts one stored video on local temporary files: the full H.264/AAC MP4 (at most 1080 on the short
 * side), the phone version (at most 720), a poster and a storyboard, all at the source's rate made
 * constant. The full file is checked with ffprobe before anything is stored; the original is not touched.
 */
export async function convertVideo(options: {
  storage: FileStorage;
  tools: VideoTools;
  sourceKey: string;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<ConvertedVideo> {
  const { storage, tools, timeoutMs, signal } = options;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'video-conversion-'));
  const file = (name: string) => path.join(dir, name);
  const deadline = Date.now() + timeoutMs;
  const left = () => {
    const ms = deadline - Date.now();
    if (ms <= 0) throw new Error(`The conversion took longer than ${Math.round(timeoutMs / 1000)} s`);
    return ms;
  };
  const stored: string[] = [];
  try {
    await pipeline(storage.read(options.sourceKey), createWriteStream(file('source')));
    const readable = await readableSource(
      tools,
      file('source'),
      await probe(tools, file('source'), left(), signal),
      left,
      signal,
    );
    const source = readable.probed;
    const video = videoStream(source);
    const hasAudio = source.streams.some((s) => s.codec_type === 'audio');
    const rate = constantRate(video);
    const sourceDuration = durationOf(source);
    const shown = shownSize(video);
    const fullSize = fitShortSide(shown, 1080);
    const phoneSize = fitShortSide(shown, 720);

    await runTool(
      tools.ffmpegPath,
      encodeArgs({
        source: readable.file,
        out: file('full.mp4'),
        rate: rate.text,
        size: fullSize,
        hasAudio,
        crf: 23,
        audioBitrate: '128k',
      }),
      left(),
      signal,
    );
    const checked = checkConversion(await probe(tools, file('full.mp4'), left(), signal), {
      durationSeconds: sourceDuration,
      fps: rate.value,
      hasAudio,
    });
    if ('problem' in checked)
      throw new PermanentConversionError(`The converted file failed its check: ${checked.problem}`);

    await runTool(
      tools.ffmpegPath,
      encodeArgs({
        source: readable.file,
        out: file('phone.mp4'),
        rate: rate.text,
        size: phoneSize,
        hasAudio,
        crf: 27,
        maxRate: '2M',
        audioBitrate: '96k',
      }),
      left(),
      signal,
    );
    // An early frame, past a fade-in or the first black frame a phone may record.
    const posterAt = Math.min(0.5, checked.durationSeconds / 2).toFixed(3);
    await runTool(
      tools.ffmpegPath,
      [
        ...FFMPEG_INPUT,
        '-ss',
        posterAt,
        '-i',
        file('full.mp4'),
        '-frames:v',
        '1',
        '-q:v',
        '3',
        file('poster.jpg'),
      ],
      left(),
      signal,
    );
    const layout = storyboardLayout(checked.durationSeconds, fullSize);
    await runTool(
      tools.ffmpegPath,
      [
        ...FFMPEG_INPUT,
        '-i',
        file('full.mp4'),
        '-vf',
        `fps=1/${layout.intervalSeconds},scale=${layout.width}:${layout.height},tile=${layout.columns}x${layout.rows}`,
        '-frames:v',
        '1',
        '-q:v',
        '4',
        file('storyboard.jpg'),
      ],
      left(),
      signal,
    );

    let bytes = 0;
    const put = async (name: string, extension: string) => {
      const { key, size } = await storage.put(createReadStream(file(name)), {
        folder: RENDITION_FOLDER,
        extension,
      });
      stored.push(key);
      bytes += size;
      return key;
    };
    return {
      fullKey: await put('full.mp4', 'mp4'),
      phoneKey: await put('phone.mp4', 'mp4'),
      posterKey: await put('poster.jpg', 'jpg'),
      storyboardKey: await put('storyboard.jpg', 'jpg'),
      fps: rate.value,
      frameCount: checked.frameCount,
      durationSeconds: checked.durationSeconds,
      width: fullSize.width,
      height: fullSize.height,
      storyboardLayout: layout,
      bytes,
    };
  } catch (err) {
    // Files stored before a later one failed belong to no row: remove them rather than leave them to the clean-up.
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})));
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
