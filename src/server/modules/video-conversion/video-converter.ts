import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../clock';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { type ConvertedVideo, convertVideo } from './convert-video';
import { ConverterMissingError, PermanentConversionError, toolsInstalled, type VideoTools } from './ffmpeg';
import { type RenditionRow, videoRenditionsRepository } from './video-renditions.repository';
import { videoSourcesRepository } from './video-sources.repository';

export interface VideoConverter {
  /** Starts converting what is due now, without waiting for the next poll. */
  wake(): void;
  /** Resolves when every video due so far has been attempted (shutdown, tests). */
  drain(): Promise<void>;
  /** Queues every stored video that has no rendition yet (start-up, after migrations). */
  backfill(): Promise<number>;
  /** Whether ffmpeg and ffprobe answered when last asked. */
  installed(): Promise<boolean>;
  /** Stops taking jobs, kills a conversion under way and gives its job back; resolves once that is done. */
  close(): Promise<void>;
}

export interface VideoConverterOptions {
  db: Db;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  tools: VideoTools;
  clock?: Clock;
  /** Videos converted at once by this process. */
  concurrency?: number;
  /** How often the queue is looked at when nothing wakes it; 0: only when woken or drained. */
  pollMs?: number;
  /** The most one job may take before ffmpeg is killed and the job tried again. */
  jobTimeoutMs?: number;
  /** What converts one video; the real conversion unless a test needs to watch the queue alone. */
  convert?: (sourceKey: string) => Promise<ConvertedVideo>;
}

/** A temporary failure is tried this many times in all before the job fails for good. */
export const MAX_ATTEMPTS = 3;
const DEFAULT_JOB_TIMEOUT_MS = 30 * 60_000;
// How long a missing converter is believed missing before it is looked for again (it may be installed).
const RECHECK_MISSING_MS = 10 * 60_000;

function reasonOf(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}

/**
 * A queue on the video_renditions table, worked like the mail queue: each job is claimed for a lease longer
 * than its time limit (so a killed process's claim runs out and is taken again), converted on temporary
 * files, checked, and only then is the original moved to the trash. Temporary failures are retried with a
 * growing delay; a file that is not a video, or a conversion that fails its check, fails at once. Without
 * ffmpeg nothing is claimed: jobs stay queued and the originals play.
 */
export function createVideoConverter(options: VideoConverterOptions): VideoConverter {
  const clock = options.clock ?? systemClock;
  const log = options.logger;
  const renditions = videoRenditionsRepository(options.db);
  const concurrency = options.concurrency ?? 1;
  const jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const leaseMs = jobTimeoutMs + 5 * 60_000;
  const convert =
    options.convert ??
    ((sourceKey: string) =>
      convertVideo({
        storage: options.storage,
        tools: options.tools,
        sourceKey,
        timeoutMs: jobTimeoutMs,
        signal: stopping.signal,
      }));
  const stopping = new AbortController();
  const workers = new Set<Promise<void>>();
  let wakeAgain = false;
  let closed = false;
  let checked: { installed: boolean; at: number } | undefined;
  let warnedMissing = false;

  async function installed(): Promise<boolean> {
    const now = Date.now();
    if (checked && (checked.installed || now - checked.at < RECHECK_MISSING_MS)) return checked.installed;
    const answer = options.convert ? true : await toolsInstalled(options.tools);
    checked = { installed: answer, at: now };
    if (!answer && !warnedMissing) {
      warnedMissing = true;
      log.warn(
        { ffmpeg: options.tools.ffmpegPath, ffprobe: options.tools.ffprobePath },
        'video converter not installed (apt-get install ffmpeg): videos stay queued and play as uploaded',
      );
    }
    return answer;
  }

  /** The converted file was checked before it was stored as ready: the original goes where an operator can still take it back. */
  async function trashOriginal(sourceKey: string): Promise<void> {
    try {
      await options.storage.trash(sourceKey, clock());
      await renditions.markSourceRemoved(sourceKey, clock());
    } catch (err) {
      // The conversion stands; the original is only kept longer than it needs to be.
      log.warn(
        { video: sourceKey, err: reasonOf(err) },
        'the original of a converted video could not be trashed',
      );
    }
  }

  async function attempt(row: RenditionRow): Promise<void> {
    let converted: ConvertedVideo;
    try {
      converted = await convert(row.sourceKey);
    } catch (err) {
      // Stopped by shutdown: given back, so the next start converts it again without waiting for the lease.
      if (closed) {
        await renditions.release(row.sourceKey).catch(() => undefined);
        return;
      }
      const reason = reasonOf(err);
      if (err instanceof ConverterMissingError) {
        checked = { installed: false, at: Date.now() };
        await renditions.retryLater(row.sourceKey, clock(), reason);
      } else if (!(err instanceof PermanentConversionError) && row.attempts < MAX_ATTEMPTS) {
        const next = new Date(clock().getTime() + 60_000 * 4 ** (row.attempts - 1));
        log.warn(
          { video: row.sourceKey, err: reason, nextAttemptAt: next },
          'video conversion failed, will retry',
        );
        await renditions.retryLater(row.sourceKey, next, reason);
      } else {
        log.warn(
          { video: row.sourceKey, err: reason },
          'video conversion failed for good; the original plays',
        );
        await renditions.markFailed(row.sourceKey, reason, clock());
      }
      return;
    }
    if (!(await renditions.markReady(row.sourceKey, converted, clock()))) return;
    log.info({ video: row.sourceKey, fps: converted.fps, frames: converted.frameCount }, 'video converted');
    await trashOriginal(row.sourceKey);
  }

  async function work(): Promise<void> {
    while (!closed && (await installed())) {
      const now = clock();
      const row = await renditions.claimNext(now, new Date(now.getTime() + leaseMs));
      if (!row) return;
      await attempt(row);
    }
  }

  function wake(): void {
    if (closed) return;
    if (workers.size >= concurrency) {
      wakeAgain = true;
      return;
    }
    const worker: Promise<void> = work()
      .catch((err) => {
        // The next poll tries again; the jobs are safe in the table meanwhile.
        log.error({ err: reasonOf(err) }, 'video conversion queue could not be worked');
      })
      .finally(() => {
        workers.delete(worker);
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        }
      });
    workers.add(worker);
    // Each worker takes one job at a time: start as many as may run together.
    if (workers.size < concurrency) wake();
  }

  const poll = options.pollMs ? setInterval(wake, options.pollMs) : undefined;
  poll?.unref();

  return {
    wake,
    async drain() {
      wake();
      while (workers.size > 0) await Promise.all([...workers]);
    },
    async backfill() {
      const queued = await videoSourcesRepository(options.db).backfill(clock());
      if (queued > 0) log.info({ queued }, 'stored videos queued for conversion');
      return queued;
    },
    installed,
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      stopping.abort();
      await Promise.all([...workers]);
    },
  };
}
