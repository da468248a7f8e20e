import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors';
import type { FileStorage } from './file-storage';

/**
 * The file's validator. A stored file never changes under its key, so the key names its version; hashed,
 * so the storage layout is not shown. One URL can answer two files over time (a video's original, then its
 * converted MP4), and the ETag is what tells a player that the bytes it holds are from another file.
 */
export function storedFileTag(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
}

/**
 * Answers a stored file through an authorised route: the stored type, nosniff, a safe
 * Content-Disposition, private caching, an ETag, and HTTP Range (206 / 416) so video can seek. A range
 * asked for with `If-Range` naming another file's tag gets the whole file (RFC 9110 §13.1.5), never a
 * slice of this one to splice into the other.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; mime: string; filename: string; disposition: 'inline' | 'attachment' },
) {
  const size = await storage.size(file.key);
  if (size === null) throw notFound('File not found');
  const tag = storedFileTag(file.key);
  reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .header('etag', tag)
    .header(
      'content-disposition',
      `${file.disposition}; filename="${file.filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    );
  const ifRange = request.headers['if-range'];
  const range = ifRange !== undefined && ifRange !== tag ? null : parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new AppError(416, 'range_not_satisfiable', 'The requested range is outside the file');
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(storage.read(file.key, range));
  }
  reply.header('content-length', size);
  return reply.send(storage.read(file.key));
}

/** A single `bytes=` range (the form browsers send for media), or null for the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
