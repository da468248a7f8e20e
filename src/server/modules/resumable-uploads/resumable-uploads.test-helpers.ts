import { expect } from 'vitest';
import type { Caller } from '../../test/callers';
import { MP4_HEAD } from '../../test/multipart';

/** A video of `bytes` bytes whose first bytes say MP4. */
export const videoBytes = (bytes: number) =>
  Buffer.concat([MP4_HEAD, Buffer.alloc(bytes - MP4_HEAD.length, 7)]);

export const startUpload = (who: Caller, size: number, query = '') =>
  who.call({
    method: 'POST',
    url: `/api/uploads${query}`,
    payload: { purpose: 'swing', filename: 'swing.mp4', size },
  });

export const sendChunk = (who: Caller, id: string, offset: number, bytes: Buffer) =>
  who.call({
    method: 'PATCH',
    url: `/api/uploads/${id}`,
    headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
    payload: bytes,
  });

/** Sends a whole file chunk by chunk; answers the upload's id. */
export async function uploadWhole(
  who: Caller,
  file: Buffer,
  chunkBytes: number,
  query = '',
): Promise<string> {
  const started = await startUpload(who, file.length, query);
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().id as string;
  for (let offset = 0; offset < file.length; offset += chunkBytes) {
    const res = await sendChunk(who, id, offset, file.subarray(offset, offset + chunkBytes));
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}
