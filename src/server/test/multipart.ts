import { readdir } from 'node:fs/promises';

/** The smallest valid PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f80000000049454e44ae426082',
  'hex',
);
/** The start of an MP4 (an ftyp box is enough for the type sniffer) and a little body. */
export const MP4_HEAD = Buffer.from('00000020667479706973366d0000020069736f6d69736f3261766331', 'hex');
export const VIDEO = Buffer.concat([MP4_HEAD, Buffer.alloc(4000, 1)]);

export interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
}

/**
 * A multipart body as a browser would send it, serialised by the platform's own FormData, with its parts
 * in the order given (some forms must name a type before their file).
 */
export async function multipartBody(parts: [name: string, value: string | FilePart | undefined][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? '' }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Every stored file under a directory (relative paths), to prove a refused upload left nothing behind. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true })).filter((f) => /\.[a-z0-9]+$/.test(f));
  } catch {
    return [];
  }
}
