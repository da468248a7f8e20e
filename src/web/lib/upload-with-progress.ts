import { ApiError, type Parser } from './api';

/**
 * Sends a multipart form (POST, or PUT) through XMLHttpRequest, because fetch cannot report upload progress. `onProgress`
 * receives 0–100 as the bytes leave the browser; a non-2xx answer rejects with the same ApiError as fetch.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  schema: Parser<T>,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
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
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(form);
  });
}
