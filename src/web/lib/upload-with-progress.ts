import { ApiError, type Parser } from './api';

/** The rejection of a cancelled upload: the same name fetch gives an aborted request, so callers test one thing. */
export function uploadAbortedError(): DOMException {
  return new DOMException('Upload cancelled', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The one way the web app uploads a file: a multipart form (POST, or PUT) through XMLHttpRequest, because fetch
 * cannot report upload progress. `onProgress` receives whole percentages 0–100 as the bytes leave the browser; a non-2xx answer rejects with the same ApiError as fetch.
 * Aborting `signal` stops the transfer and rejects with an AbortError (see `isAbortError`). `headers` are
 * added to the request (an Idempotency-Key, say).
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  schema: Parser<T>,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await xhrRequest(method, path, form, headers, signal, (loaded, total) => {
    if (total && total > 0) onProgress(Math.round((loaded / total) * 100));
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, answer.statusText, answer.text, answer.body);
  }
  const parsed = schema.parse(answer.body);
  onProgress(100);
  return parsed;
}

/* ------------------------------------------------------------------------------------------------
 * Resumable uploads: a large file (a swing filmed on a phone) sent in chunks. A dropped connection or a
 * server error asks the server where the upload stands and continues from there, after a pause that grows
 * with each failure; a reload of the page finds the upload again by the file's name, size and date.
 * ---------------------------------------------------------------------------------------------- */

/** How long to wait before each retry of a failed chunk; past the last, the upload gives up. */
export const RESUME_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;
const REMEMBERED = 'resumable-upload:';

interface XhrAnswer {
  status: number;
  statusText: string;
  text: string;
  body: unknown;
  offsetHeader: string | null;
}

/**
 * One request through XMLHttpRequest (fetch cannot report upload progress), the base of both uploads: a
 * network error rejects with `NetworkError`, an abort with AbortError; any answer resolves.
 */
function xhrRequest(
  method: string,
  path: string,
  body: Blob | FormData | string | null,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  onProgress?: (loaded: number, total: number | undefined) => void,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(uploadAbortedError());
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : undefined);
    }
    xhr.onload = () => {
      settle();
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.responseText,
        body: parsed,
        offsetHeader: xhr.getResponseHeader?.('Upload-Offset') ?? null,
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError());
    };
    xhr.onabort = () => {
      settle();
      reject(uploadAbortedError());
    };
    xhr.send(body);
  });
}

/** The connection failed before any answer: worth asking again. */
export class NetworkError extends Error {
  constructor() {
    super('Network error');
    this.name = 'NetworkError';
  }
}

/** Where an upload stands, as the server answers it (`src/core/contracts/uploads.ts`). */
export interface ResumableState {
  id: string;
  offset: number;
  size: number;
  chunkBytes: number;
  complete: boolean;
}

export interface ResumableUploadOptions {
  /** POST here starts an upload (a guardian's names the child: `/api/uploads?studentId=…`). */
  createPath: string;
  purpose: string;
  /** More of the start request's body: a member of staff's upload names its student (`studentId`). */
  fields?: Readonly<Record<string, string>>;
  /** Whole percentages 0–100 of the file's bytes the server has confirmed plus those in flight. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  /** Where the upload's id is remembered across reloads; the browser's localStorage by default. */
  memory?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  delaysMs?: readonly number[];
  /** Waits between retries; replaced in tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(uploadAbortedError());
      },
      { once: true },
    );
  });
}

const stateOf = (answer: XhrAnswer): ResumableState => answer.body as ResumableState;
const retryable = (error: unknown) => error instanceof NetworkError;
const serverFailed = (answer: XhrAnswer) => answer.status >= 500;

/**
 * Sends a file in chunks and resolves with the finished upload's state (its `id` is what a feature then
 * names, e.g. a swing). Resumes an upload of the same file a reload interrupted; on a network error or a
 * 5xx asks the server for its offset and continues from there; any other refusal rejects with ApiError.
 * Aborting `signal` stops at once with an AbortError; the upload is still remembered and can resume.
 */
export async function uploadResumable(file: File, options: ResumableUploadOptions): Promise<ResumableState> {
  const memory = options.memory ?? globalThis.localStorage;
  const delays = options.delaysMs ?? RESUME_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  const signal = options.signal;
  const rememberedAs = `${REMEMBERED}${options.createPath}|${file.name}|${file.size}|${file.lastModified}`;
  const refused = (answer: XhrAnswer) =>
    new ApiError(answer.status, answer.statusText, answer.text, answer.body);
  let failures = 0;

  /** After a failure: wait, longer each time, or give up past the last delay. */
  async function pause(error: unknown): Promise<void> {
    if (failures >= delays.length) throw error;
    await sleep(delays[failures]!, signal);
    failures += 1;
  }

  /** The server's state of an upload, asked again through failures; undefined when it is gone (404). */
  async function stateFromServer(id: string): Promise<ResumableState | undefined> {
    for (;;) {
      try {
        const answer = await xhrRequest('GET', `/api/uploads/${id}`, null, {}, signal);
        if (answer.status === 404) return undefined;
        if (answer.status === 200) return stateOf(answer);
        if (!serverFailed(answer)) throw refused(answer);
        await pause(refused(answer));
      } catch (error) {
        if (!retryable(error)) throw error;
        await pause(error);
      }
    }
  }

  async function started(): Promise<ResumableState> {
    const remembered = memory?.getItem(rememberedAs);
    const found = remembered ? await stateFromServer(remembered) : undefined;
    if (found) return found;
    memory?.removeItem(rememberedAs);
    for (;;) {
      try {
        const body = JSON.stringify({
          ...options.fields,
          purpose: options.purpose,
          filename: file.name,
          size: file.size,
        });
        const answer = await xhrRequest(
          'POST',
          options.createPath,
          body,
          { 'Content-Type': 'application/json' },
          signal,
        );
        if (answer.status === 201) {
          const state = stateOf(answer);
          memory?.setItem(rememberedAs, state.id);
          return state;
        }
        if (!serverFailed(answer)) throw refused(answer);
        await pause(refused(answer));
      } catch (error) {
        if (!retryable(error)) throw error;
        await pause(error);
      }
    }
  }

  let state = await started();
  const report = (inFlight: number) =>
    options.onProgress(Math.min(100, Math.floor(((state.offset + inFlight) / file.size) * 100)));
  report(0);
  while (!state.complete && state.offset < file.size) {
    const chunk = file.slice(state.offset, state.offset + state.chunkBytes);
    try {
      const answer = await xhrRequest(
        'PATCH',
        `/api/uploads/${state.id}`,
        chunk,
        { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(state.offset) },
        signal,
        (loaded) => report(Math.min(loaded, chunk.size)),
      );
      if (answer.status === 200) {
        state = stateOf(answer);
        failures = 0;
      } else if (answer.status === 409 || serverFailed(answer)) {
        // The server kept a different number of bytes than we thought: it says where to go on from.
        if (answer.status !== 409) await pause(refused(answer));
        const now = await stateFromServer(state.id);
        if (!now) throw refused(answer);
        state = now;
      } else {
        throw refused(answer);
      }
    } catch (error) {
      if (!retryable(error)) throw error;
      await pause(error);
      const now = await stateFromServer(state.id);
      if (!now) throw error;
      state = now;
    }
    report(0);
  }
  memory?.removeItem(rememberedAs);
  options.onProgress(100);
  return state;
}
