import { spawn } from 'node:child_process';

/** Where the two programs are: Debian's `ffmpeg` package puts both on PATH. */
export interface VideoTools {
  ffmpegPath: string;
  ffprobePath: string;
}

/** The converter's programs are not on this machine: jobs wait in the queue and the originals play. */
export class ConverterMissingError extends Error {}

/** A file no retry will help with: not a video ffmpeg can read, or a conversion that failed its check. */
export class PermanentConversionError extends Error {}

// What is kept of a program's output: enough for a probe's JSON or the tail of ffmpeg's complaints.
const MAX_STDOUT = 4 * 1024 * 1024;
const STDERR_TAIL = 4096;

/**
 * Runs one of the programs with an argument array (never a shell, so no file name is ever interpreted),
 * stdin closed, and a time limit after which it is killed. Answers its standard output.
 */
export function runTool(
  program: string,
  args: string[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    // The signal kills the program when the server shuts down, so no conversion outlives it.
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true, signal });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_STDOUT) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err.name === 'AbortError')
        return reject(new Error(`${program} was stopped: the server is shutting down`));
      reject(err.code === 'ENOENT' ? new ConverterMissingError(`${program} is not installed`) : err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) return reject(new Error(`${program} took longer than ${Math.round(timeoutMs / 1000)} s`));
      if (code === 0) return resolve(stdout);
      const lastLine = stderr.trim().split('\n').at(-1) ?? '';
      reject(new ToolFailedError(`${program} failed (${signal ?? `exit ${code}`}): ${lastLine}`.trim()));
    });
  });
}

/**
 * ffmpeg's arguments before an input: quiet, never asking, overwriting. Inputs are read only from local
 * files and pipes: a crafted playlist can never make ffmpeg fetch a URL.
 */
export const FFMPEG_INPUT = [
  '-hide_banner',
  '-nostdin',
  '-y',
  '-v',
  'error',
  '-protocol_whitelist',
  'file,pipe',
];

/** The program ran and refused: the message carries the last line it wrote. */
export class ToolFailedError extends Error {}

/** Whether both programs answer; a missing one is the normal state of a fresh machine, not an error. */
export async function toolsInstalled(tools: VideoTools): Promise<boolean> {
  try {
    await runTool(tools.ffmpegPath, ['-hide_banner', '-version'], 10_000);
    await runTool(tools.ffprobePath, ['-hide_banner', '-version'], 10_000);
    return true;
  } catch {
    return false;
  }
}

export interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
}

export interface Probe {
  streams: ProbedStream[];
  format: { duration?: string; format_name?: string };
}

/** Reads a local file's streams; a file ffprobe cannot read is not a video and never will be. */
export async function probe(
  tools: VideoTools,
  file: string,
  timeoutMs = 60_000,
  signal?: AbortSignal,
): Promise<Probe> {
  let out: string;
  try {
    out = await runTool(
      tools.ffprobePath,
      [
        '-v',
        'error',
        '-protocol_whitelist',
        'file,pipe',
        '-print_format',
        'json',
        '-show_streams',
        '-show_format',
        file,
      ],
      timeoutMs,
      signal,
    );
  } catch (err) {
    if (err instanceof ToolFailedError)
      throw new PermanentConversionError(`Not a readable video: ${err.message.replaceAll(`${file}: `, '')}`);
    throw err;
  }
  const parsed = JSON.parse(out) as Partial<Probe>;
  return { streams: parsed.streams ?? [], format: parsed.format ?? {} };
}
