import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { isAbortError, uploadWithProgress } from './upload-with-progress';

/** Just enough of XMLHttpRequest to drive the helper by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const schema = {
  parse(data: unknown) {
    if (typeof data !== 'object' || data === null || !('ok' in data)) throw new Error('bad shape');
    return data as { ok: boolean };
  },
};

describe('uploadWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports progress and resolves with the parsed answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const done = uploadWithProgress('/api/x', form, schema, (p) => progress.push(p));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/api/x', true, form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.answer(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(progress).toEqual([25, 100]);
  });

  it('rejects a refusal with the server’s ApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadWithProgress('/api/x', new FormData(), schema, () => {});
    FakeXhr.last.answer(413, { message: 'Too large' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Too large');
  });

  it('stops the transfer when its signal aborts and rejects with an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const done = uploadWithProgress('/api/x', new FormData(), schema, () => {}, 'PUT', controller.signal);
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    expect(FakeXhr.last.method).toBe('PUT');
    expect(isAbortError(await done.catch((e: unknown) => e))).toBe(true);
  });

  it('never starts when the signal has already aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined as unknown as FakeXhr;
    const controller = new AbortController();
    controller.abort();
    const error = await uploadWithProgress(
      '/api/x',
      new FormData(),
      schema,
      () => {},
      'POST',
      controller.signal,
    ).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.last).toBeUndefined();
  });
});
