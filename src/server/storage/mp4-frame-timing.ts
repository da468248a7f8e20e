import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

/** How a stored MP4's video frames run, when they run at one constant rate. */
export interface Mp4FrameTiming {
  fps: number;
  frameCount: number;
  durationSeconds: number;
  width: number | null;
  height: number | null;
}

/** A movie header larger than this is not a phone's or a camera's swing clip; it is not read. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
const HEADER_BYTES = 16;

async function readRange(storage: FileStorage, key: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key, { start, end }) as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Box {
  type: string;
  /** Where the box's contents start and end within the buffer it was found in. */
  start: number;
  end: number;
}

/** The boxes directly inside `buf[from, to)`. */
function childBoxes(buf: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) break;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

function child(buf: Buffer, box: Box, type: string): Box | undefined {
  return childBoxes(buf, box.start, box.end).find((b) => b.type === type);
}

/** Finds the top-level `moov` box by walking box headers with ranged reads, wherever it sits in the file. */
async function readMoov(storage: FileStorage, key: string): Promise<Buffer | null> {
  const size = await storage.size(key);
  if (size === null) return null;
  let at = 0;
  while (at + 8 <= size) {
    const head = await readRange(storage, key, at, Math.min(size, at + HEADER_BYTES) - 1);
    let boxSize = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let header = 8;
    if (boxSize === 1 && head.length >= 16) {
      boxSize = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (boxSize === 0) {
      boxSize = size - at;
    }
    if (boxSize < header) return null;
    if (type === 'moov') {
      if (boxSize > MAX_MOOV_BYTES || at + boxSize > size) return null;
      const moov = await readRange(storage, key, at, at + boxSize - 1);
      return moov.subarray(header);
    }
    at += boxSize;
  }
  return null;
}

/** The video track's timing from a movie header, or null when it has no video or no single frame duration. */
export function frameTimingFromMoov(moov: Buffer): Mp4FrameTiming | null {
  const root: Box = { type: 'moov', start: 0, end: moov.length };
  for (const trak of childBoxes(moov, root.start, root.end).filter((b) => b.type === 'trak')) {
    const mdia = child(moov, trak, 'mdia');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    if (!mdia || !hdlr || moov.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide') continue;
    const mdhd = child(moov, mdia, 'mdhd');
    const stts = [child(moov, mdia, 'minf')]
      .map((minf) => minf && child(moov, minf, 'stbl'))
      .map((stbl) => stbl && child(moov, stbl, 'stts'))[0];
    if (!mdhd || !stts) return null;
    const version = moov.readUInt8(mdhd.start);
    const timescale = moov.readUInt32BE(mdhd.start + (version === 1 ? 20 : 12));
    const entries = moov.readUInt32BE(stts.start + 4);
    if (timescale === 0 || entries === 0) return null;
    let frameCount = 0;
    let delta = 0;
    for (let i = 0; i < entries; i++) {
      const count = moov.readUInt32BE(stts.start + 8 + i * 8);
      const duration = moov.readUInt32BE(stts.start + 12 + i * 8);
      // One frame duration throughout is a constant rate; anything else and frame numbers are not times.
      if (delta !== 0 && duration !== delta) return null;
      delta = duration;
      frameCount += count;
    }
    if (delta === 0 || frameCount === 0) return null;
    const tkhd = child(moov, trak, 'tkhd');
    const width = tkhd ? moov.readUInt32BE(tkhd.end - 8) >>> 16 : 0;
    const height = tkhd ? moov.readUInt32BE(tkhd.end - 4) >>> 16 : 0;
    const fps = timescale / delta;
    return {
      fps,
      frameCount,
      durationSeconds: frameCount / fps,
      width: width || null,
      height: height || null,
    };
  }
  return null;
}

/**
 * Reads the frame timing of a stored MP4 or QuickTime file from its header alone (a few ranged reads, never
 * the whole file). Null for any file whose frames are not at one known constant rate, or that cannot be read
 * as such: the player then plays it without frame numbers rather than guess them.
 */
export async function readMp4FrameTiming(storage: FileStorage, key: string): Promise<Mp4FrameTiming | null> {
  try {
    const moov = await readMoov(storage, key);
    return moov ? frameTimingFromMoov(moov) : null;
  } catch {
    // A damaged or truncated header is an unknown rate, not a failed upload.
    return null;
  }
}
