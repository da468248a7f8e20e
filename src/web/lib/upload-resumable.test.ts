import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { isAbortError, uploadResumable } from './upload-with-progress';

/**
 * A fake XMLHttpRequest backed by a small in-memory copy of the server's protocol: it keeps the bytes it
 * was sent, answers offsets, and can be told to drop a chunk's connection or fail with a 5xx.
 */
interface Upload {
  id: string;
  size: number;
  bytes: number[];
}
const server = {
  uploads: new Map<string, Upload>(),
  chunkBytes: 4,
  /** The next PATCH requests fail this way, in order. */
  faults: [] as ('drop' | 'drop-half' | '503')[],
  patches: 0,
  creates: 0,
  /** The start request's body besides the size. */
  lastCreate: {} as Record<string, unknown>,
  /** Holds every PATCH until released, to test aborting one in flight. */
  hold: false,
};

class FakeXhr {
  static inFlight: FakeXhr | undefined;
  method = '';
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private answerHeaders: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.answerHeaders[name.toLowerCase()] ?? null;
  }
  abort() {
    this.onabort?.();
  }
  private answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    queueMicrotask(() => this.onload?.());
  }
  private state(u: Upload) {
    return {
      id: u.id,
      offset: u.bytes.length,
      size: u.size,
      chunkBytes: server.chunkBytes,
      complete: u.bytes.length === u.size,
    };
  }
  send(body: Blob | string | null) {
    if (this.method === 'POST') {
      const { size, ...rest } = JSON.parse(body as string);
      server.creates += 1;
      server.lastCreate = rest;
      const u = { id: `u${server.uploads.size + 1}`, size, bytes: [] };
      server.uploads.set(u.id, u);
      return this.answer(201, this.state(u));
    }
    const u = server.uploads.get(this.url.split('/').pop()!);
    if (!u) return this.answer(404, { message: 'Upload not found' });
    if (this.method === 'GET') return this.answer(200, this.state(u));
    server.patches += 1;
    const offset = Number(this.headers['upload-offset']);
    if (offset !== u.bytes.length) return this.answer(409, { message: 'wrong offset' });
    const fault = server.faults.shift();
    void (body as Blob).arrayBuffer().then((buffer) => {
      const bytes = [...new Uint8Array(buffer)];
      this.upload.onprogress?.({ loaded: Math.floor(bytes.length / 2) });
      if (fault === 'drop') return queueMicrotask(() => this.onerror?.());
      if (fault === 'drop-half') {
        // Half a chunk arrived before the cut: the server keeps nothing of an unfinished chunk.
        return queueMicrotask(() => this.onerror?.());
      }
      if (fault === '503') return this.answer(503, { message: 'busy' });
      const finish = () => {
        u.bytes.push(...bytes);
        this.answer(200, this.state(u));
      };
      if (server.hold) FakeXhr.inFlight = this;
      else finish();
    });
  }
}

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const fileOf = (length: number) =>
  new File([new Uint8Array(Array.from({ length }, (_, i) => i))], 'swing.mp4', { lastModified: 1 });
const noWait = async () => {};

describe('uploadResumable', () => {
  beforeEach(() => {
    server.uploads.clear();
    server.faults = [];
    server.patches = 0;
    server.creates = 0;
    server.hold = false;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file in chunks, in order, with progress rising to 100', async () => {
    const progress: number[] = [];
    const file = fileOf(10);
    const done = await uploadResumable(file, {
      createPath: '/api/uploads',
      purpose: 'swing',
      onProgress: (p) => progress.push(p),
      memory: memory(),
    });
    expect(done).toMatchObject({ offset: 10, complete: true });
    expect(server.uploads.get(done.id)!.bytes).toEqual([...Array(10).keys()]);
    expect(server.patches).toBe(3);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    // Bytes in flight count too: a value between two confirmed offsets appears.
    expect(progress).toContain(20);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it("names more of the start request's fields: a coach's upload names its student", async () => {
    await uploadResumable(fileOf(4), {
      createPath: '/api/staff/uploads',
      purpose: 'voiceover',
      fields: { studentId: 's1' },
      onProgress: () => {},
      memory: memory(),
    });
    expect(server.lastCreate).toEqual({ studentId: 's1', purpose: 'voiceover', filename: 'swing.mp4' });
  });

  it('resumes after a dropped connection and a 5xx, asking the server where it stands, with growing pauses', async () => {
    server.faults = ['drop', '503', 'drop-half'];
    const waits: number[] = [];
    const file = fileOf(10);
    const done = await uploadResumable(file, {
      createPath: '/api/uploads',
      purpose: 'swing',
      onProgress: () => {},
      memory: memory(),
      delaysMs: [10, 20, 40],
      sleep: async (ms) => void waits.push(ms),
    });
    expect(server.uploads.get(done.id)!.bytes).toEqual([...Array(10).keys()]);
    // Never started again: one upload, and the failed chunk was sent again from the same offset.
    expect(server.creates).toBe(1);
    expect(waits).toEqual([10, 20, 40]);
  });

  it('gives up after the last pause with the error', async () => {
    server.faults = ['drop', 'drop', 'drop'];
    await expect(
      uploadResumable(fileOf(10), {
        createPath: '/api/uploads',
        purpose: 'swing',
        onProgress: () => {},
        memory: memory(),
        delaysMs: [1, 1],
        sleep: noWait,
      }),
    ).rejects.toThrow('Network error');
  });

  it('resumes an upload a reload interrupted, found by the file name, size and date', async () => {
    const remembered = memory();
    const file = fileOf(10);
    server.faults = ['drop'];
    await expect(
      uploadResumable(file, {
        createPath: '/api/uploads',
        purpose: 'swing',
        onProgress: () => {},
        memory: remembered,
        delaysMs: [],
        sleep: noWait,
      }),
    ).rejects.toThrow();
    expect(remembered.items.size).toBe(1);
    const first = [...server.uploads.values()][0]!;
    first.bytes.push(0, 1, 2, 3); // the server kept a chunk before the page went
    const patchesBefore = server.patches;
    const done = await uploadResumable(file, {
      createPath: '/api/uploads',
      purpose: 'swing',
      onProgress: () => {},
      memory: remembered,
    });
    expect(done.id).toBe(first.id);
    expect(server.creates).toBe(1);
    expect(server.patches - patchesBefore).toBe(2);
    expect(first.bytes).toEqual([...Array(10).keys()]);
    // Finished: nothing left to resume.
    expect(remembered.items.size).toBe(0);
  });

  it('rejects a refusal (413) with the ApiError, and stops when aborted', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeXhr {
        override send(body: Blob | string | null) {
          if (this.method === 'POST') {
            this.status = 413;
            this.responseText = JSON.stringify({ message: 'Too big', fields: { size: 'File too large' } });
            queueMicrotask(() => this.onload?.());
            return;
          }
          super.send(body);
        }
      },
    );
    const refused = uploadResumable(fileOf(10), {
      createPath: '/api/uploads',
      purpose: 'swing',
      onProgress: () => {},
      memory: memory(),
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);

    server.hold = true;
    const controller = new AbortController();
    const upload = uploadResumable(fileOf(10), {
      createPath: '/api/uploads',
      purpose: 'swing',
      onProgress: () => {},
      memory: memory(),
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(FakeXhr.inFlight).toBeDefined());
    controller.abort();
    const error = await upload.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});
