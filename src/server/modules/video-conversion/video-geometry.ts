import type { StoryboardLayout } from '../../db/schema/video';
import { PermanentConversionError, type Probe, type ProbedStream } from './ffmpeg';

/** The rates cameras record at; a measured average this close to one of them is that rate. */
const COMMON_RATES: [number, string][] = [
  [24000 / 1001, '24000/1001'],
  [24, '24'],
  [25, '25'],
  [30000 / 1001, '30000/1001'],
  [30, '30'],
  [48, '48'],
  [50, '50'],
  [60000 / 1001, '60000/1001'],
  [60, '60'],
  [100, '100'],
  [120000 / 1001, '120000/1001'],
  [120, '120'],
  [240, '240'],
];

/** A rate such as '30000/1001' as a number, or null when it is missing, zero or not a number ('0/0'). */
export function ratio(text: string | undefined): number | null {
  if (!text) return null;
  const [num, den = '1'] = text.split('/');
  const value = Number(num) / Number(den);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The common camera rate within 2 % of a measured rate, if there is one. */
function commonRate(measured: number | null): { text: string; value: number } | null {
  if (!measured) return null;
  const nearest = COMMON_RATES.reduce((best, rate) =>
    Math.abs(measured - rate[0]) < Math.abs(measured - best[0]) ? rate : best,
  );
  return Math.abs(measured - nearest[0]) / nearest[0] < 0.02 ? { text: nearest[1], value: nearest[0] } : null;
}

/**
 * The constant rate to convert at, as ffmpeg's rational text and as a number. Phones record at a variable
 * rate. When the stream's nominal rate is a camera's rate, that is what it recorded at: converting at it keeps
 * every frame at its own time, and a stretch of dropped frames (which lowers the average) is filled by
 * repeating the frame before. Otherwise the nominal rate is a timebase such as 90000, and the average says
 * what was really recorded (a 240 fps slow-motion clip stays 240), snapped to a common rate when close.
 */
export function constantRate(video: ProbedStream): { text: string; value: number } {
  const nominal = ratio(video.r_frame_rate);
  const fromNominal = commonRate(nominal);
  if (fromNominal) return fromNominal;
  const average = ratio(video.avg_frame_rate);
  // 1000/1 is not a rate but Matroska's millisecond clock, which a browser's recording reports.
  const measured = average && average <= 1000 ? average : nominal && nominal < 1000 ? nominal : null;
  if (!measured) return { text: '30', value: 30 };
  const common = commonRate(measured);
  if (common) return common;
  const rounded = Math.round(measured * 1000) / 1000;
  return { text: String(rounded), value: rounded };
}

/** A phone's portrait clip is stored landscape with a rotation to apply when showing it. */
function rotation(video: ProbedStream): number {
  const fromSideData = video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const degrees = fromSideData ?? Number(video.tags?.rotate ?? 0);
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/** The picture as it is shown (rotation applied). */
export function shownSize(video: ProbedStream): { width: number; height: number } {
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (!width || !height) throw new PermanentConversionError('The video has no picture size');
  return rotation(video) % 180 === 90 ? { width: height, height: width } : { width, height };
}

/** Scales down (never up) so the short side is at most `shortSideMax`; both sides even, as yuv420p needs. */
export function fitShortSide(
  size: { width: number; height: number },
  shortSideMax: number,
): { width: number; height: number } {
  const scale = Math.min(1, shortSideMax / Math.min(size.width, size.height));
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(size.width), height: even(size.height) };
}

export function videoStream(probed: Probe): ProbedStream {
  const video = probed.streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video) throw new PermanentConversionError('The file has no video stream');
  return video;
}

/** The picture's duration: the container's can be longer by the audio encoder's padding. */
export function durationOf(probed: Probe): number {
  const video = probed.streams.find((s) => s.codec_type === 'video');
  const duration = Number(video?.duration ?? probed.format.duration);
  if (!Number.isFinite(duration) || duration <= 0)
    throw new PermanentConversionError('The video has no duration');
  return duration;
}

export const STORYBOARD_COLUMNS = 10;
export const STORYBOARD_TILE_WIDTH = 160;
const STORYBOARD_MAX_TILES = 100;

/** One thumbnail a second, or fewer for a long video so the sheet stays at most 10 × 10. */
export function storyboardLayout(
  durationSeconds: number,
  size: { width: number; height: number },
): StoryboardLayout {
  const intervalSeconds = Math.max(1, Math.ceil(durationSeconds / STORYBOARD_MAX_TILES));
  const count = Math.max(1, Math.ceil(durationSeconds / intervalSeconds));
  const tileHeight = Math.max(2, Math.round((STORYBOARD_TILE_WIDTH * size.height) / size.width / 2) * 2);
  return {
    columns: STORYBOARD_COLUMNS,
    rows: Math.ceil(count / STORYBOARD_COLUMNS),
    count,
    width: STORYBOARD_TILE_WIDTH,
    height: tileHeight,
    intervalSeconds,
  };
}
