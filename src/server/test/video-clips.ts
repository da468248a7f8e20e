import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const CLIP_WIDTH = 320;
export const CLIP_HEIGHT = 240;
/** The top band of every clip carries its frame number: 16 blocks across, white = 1, lowest bit left. */
const BAND = 32;
const BITS = 16;

// geq's N is the frame's number: block b of the band is white when bit b of N is set.
const FRAME_NUMBER = `geq=lum='if(lt(Y,${BAND}),255*mod(floor(N/pow(2,floor(X/(W/${BITS})))),2),lum(X,Y))':cb='if(lt(Y,${BAND}),128,cb(X,Y))':cr='if(lt(Y,${BAND}),128,cr(X,Y))'`;

/** Small test videos made with ffmpeg in a temporary folder; `dispose()` removes them. */
export async function videoClips() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'video-clips-'));
  const input = (fps: number, seconds: number) => [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${CLIP_WIDTH}x${CLIP_HEIGHT}:rate=${fps}:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-vf',
    `format=yuv420p,${FRAME_NUMBER}`,
    '-shortest',
  ];
  return {
    dir,
    /** An H.264/AAC MP4 at a constant `fps`, its frame number drawn in its top band. */
    async mp4(fps: number, seconds = 1): Promise<string> {
      const file = path.join(dir, `clip-${fps}.mp4`);
      await run('ffmpeg', [
        ...['-hide_banner', '-v', 'error', '-y'],
        ...input(fps, seconds),
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-c:a', 'aac', '-b:a', '64k', file],
      ]);
      return file;
    },
    /** What a phone records: HEVC in a QuickTime file, tagged hvc1 as Apple does. */
    async hevcMov(fps = 30, seconds = 1): Promise<string> {
      const file = path.join(dir, `clip-${fps}.mov`);
      await run('ffmpeg', [
        ...['-hide_banner', '-v', 'error', '-y'],
        ...input(fps, seconds),
        ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error:crf=18'],
        ...['-tag:v', 'hvc1', '-c:a', 'aac', '-b:a', '64k', '-f', 'mov', file],
      ]);
      return file;
    },
    /**
     * A variable-rate clip as phones make when they drop frames: 30 fps for its first second, then half a
     * second with no frame at all, then 30 fps again; 45 frames over two seconds.
     */
    async variableRate(): Promise<string> {
      const file = path.join(dir, 'clip-vfr.mp4');
      await run('ffmpeg', [
        ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi'],
        ...['-i', `testsrc2=size=${CLIP_WIDTH}x${CLIP_HEIGHT}:rate=30:duration=2`, '-t', '2'],
        ...['-vf', `format=yuv420p,${FRAME_NUMBER},setpts='if(lt(N,30),N,N+15)/30/TB'`, '-fps_mode', 'vfr'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-an', file],
      ]);
      return file;
    },
    /**
     * What a browser's MediaRecorder writes: VP8 and Opus in webm as a live stream, written to a pipe so no
     * duration is ever filled in, the frames on a millisecond clock with uneven gaps.
     */
    async recorderWebm(seconds = 2): Promise<string> {
      const file = path.join(dir, 'recording.webm');
      await run('sh', [
        '-c',
        'ffmpeg "$@" pipe:1 > "$0"',
        file,
        ...['-hide_banner', '-v', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `testsrc2=size=${CLIP_WIDTH}x${CLIP_HEIGHT}:rate=30:duration=${seconds}`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`, '-shortest'],
        ...['-vf', `format=yuv420p,${FRAME_NUMBER},setpts='(N*100/3+mod(N*37,13)-6)/1000/TB'`],
        ...['-fps_mode', 'vfr', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '1M'],
        ...['-c:a', 'libopus', '-f', 'webm', '-live', '1'],
      ]);
      return file;
    },
    /** Bytes that start like a QuickTime file and are nothing after. */
    async corrupt(): Promise<string> {
      const file = path.join(dir, 'corrupt.mov');
      const header = Buffer.from([0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20]);
      await writeFile(file, Buffer.concat([header, randomBytes(4096)]));
      return file;
    },
    async dispose(): Promise<void> {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Decodes frame `n` of a video to grey pixels and reads the frame number from its top band. */
export async function frameNumberAt(file: string, n: number): Promise<number> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-v', 'error', '-nostdin', '-i', file],
      ...['-vf', `select=eq(n\\,${n}),scale=${CLIP_WIDTH}:${CLIP_HEIGHT},format=gray`],
      ...['-frames:v', '1', '-f', 'rawvideo', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: CLIP_WIDTH * CLIP_HEIGHT * 2 },
  );
  if (stdout.length < CLIP_WIDTH * CLIP_HEIGHT) throw new Error(`Frame ${n} could not be read`);
  const row = BAND / 2;
  let value = 0;
  for (let bit = 0; bit < BITS; bit++) {
    const x = Math.floor((bit + 0.5) * (CLIP_WIDTH / BITS));
    if (stdout[row * CLIP_WIDTH + x]! > 128) value += 2 ** bit;
  }
  return value;
}

/** The top-level boxes of an MP4 in file order, e.g. ftyp, moov, free, mdat. */
export function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    boxes.push(type);
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}
