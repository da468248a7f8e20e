import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors';
import type { FileStorage } from './file-storage';

/**
 * Answers a stored file through an authorised route: the stored type, nosniff, a safe
 * Content-Disposition, private caching, and HTTP Range (206 / 416) so video can seek.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; mime: string; filename: string; disposition: 'inline' | 'attachment' },
) {
  const size = await storage.size(file.key);
  if (size === null) throw notFound('File not found');
  reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .header(
      'content-disposition',
      `${file.disposition}; filename="${file.filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    );
  const range = parseRange(request.headers.range, size);
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
