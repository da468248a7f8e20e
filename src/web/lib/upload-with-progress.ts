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
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  schema: Parser<T>,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(uploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, text, body));
        return;
      }
      try {
        const parsed = schema.parse(body);
        onProgress(100);
        resolve(parsed);
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new Error('Network error'));
    };
    xhr.onabort = () => {
      settle();
      reject(uploadAbortedError());
    };
    xhr.send(form);
  });
}
