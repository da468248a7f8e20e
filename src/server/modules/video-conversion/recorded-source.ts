import { FFMPEG_INPUT, type Probe, probe, runTool, type VideoTools } from './ffmpeg';
import { ratio } from './video-geometry';

/**
 * Makes a browser's recording readable like any other video. MediaRecorder writes webm as a live stream
 * (Firefox always; Chromium when asked for webm): the header carries no duration, and the rate ffprobe reads
 * is the millisecond timebase (1000/1) with no average (0/0). Copying the streams into a fresh Matroska file
 * writes the duration (nothing is re-encoded); counting the video's packets over it gives the average rate it
 * was really recorded at, which `constantRate` then snaps to a camera's rate. Any other file is answered as
 * probed, untouched.
 */
export async function readableSource(
  tools: VideoTools,
  file: string,
  probed: Probe,
  timeoutMs: () => number,
  signal?: AbortSignal,
): Promise<{ file: string; probed: Probe }> {
  const video = probed.streams.find((s) => s.codec_type === 'video');
  if (!video || video.duration || probed.format.duration) return { file, probed };

  const copied = `${file}.mkv`;
  await runTool(
    tools.ffmpegPath,
    [...FFMPEG_INPUT, '-i', file, '-map', '0', '-c', 'copy', '-f', 'matroska', copied],
    timeoutMs(),
    signal,
  );
  const remuxed = await probe(tools, copied, timeoutMs(), signal);
  const duration = Number(remuxed.format.duration);
  const stream = remuxed.streams.find((s) => s.codec_type === 'video');
  if (!stream || ratio(stream.avg_frame_rate) !== null || !(duration > 0))
    return { file: copied, probed: remuxed };

  const counted = await runTool(
    tools.ffprobePath,
    [
      ...['-v', 'error', '-protocol_whitelist', 'file,pipe', '-count_packets', '-select_streams', 'v:0'],
      ...['-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', copied],
    ],
    timeoutMs(),
    signal,
  );
  const packets = Number.parseInt(counted.trim(), 10);
  if (packets > 0) stream.avg_frame_rate = `${packets}/${duration}`;
  return { file: copied, probed: remuxed };
}
