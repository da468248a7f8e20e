import { type Readable, Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../errors';
import type { FileStorage } from './file-storage';
import { discardUploads } from './refused-upload';

export const MiB = 1024 * 1024;

/** What a field accepts: kinds decided from the file's bytes, never from its name or declared type. */
export interface UploadRule {
  field: string;
  /** Allowed MIME prefixes or types, e.g. ['video/'] or ['image/jpeg', 'image/png']. */
  accept: readonly string[];
  maxBytes: number;
  folder: string;
  label: string;
}

/**
 * The kinds of file a route accepts and their default size limits. `video` is a coach's or admin's (a lesson,
 * a reply, a learning video); a student's own video is limited by `studentVideoRule`.
 */
export const UPLOAD_RULES = {
  image: {
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'],
    maxBytes: 10 * MiB,
  },
  video: {
    accept: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v', 'video/3gpp'],
    maxBytes: 500 * MiB,
  },
  pdf: { accept: ['application/pdf'], maxBytes: 50 * MiB },
  audio: {
    accept: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/aac'],
    maxBytes: 200 * MiB,
  },
} as const;

/** A student's video (a Break Par clip, a message attachment): a phone's slow-motion swing fits in 250 MiB. */
export const STUDENT_VIDEO_MAX_BYTES = 250 * MiB;

export function studentVideoRule(maxBytes: number) {
  return { accept: UPLOAD_RULES.video.accept, maxBytes: Math.min(maxBytes, UPLOAD_RULES.video.maxBytes) };
}

/** What is left of an uploader's allowance, shared by the files of one request. */
export interface UploadBudget {
  bytes: number;
  /** The refusal for a file that would go past it. */
  refusal(): AppError;
}

export interface StoredUpload {
  key: string;
  mime: string;
  size: number;
  filename: string;
}

const SNIFF_BYTES = 4100;

/** A file's kind, as its first bytes say: the type to store it under. */
export interface SniffedType {
  mime: string;
  ext: string;
}

/** The refusal of a file over its kind's size: 413 naming the field. */
export function tooLargeFor(rule: UploadRule): AppError {
  return new AppError(
    413,
    'too_large',
    `${rule.label} must be at most ${Math.round(rule.maxBytes / MiB)} MB`,
    {
      [rule.field]: 'File too large',
    },
  );
}

/** The type a file's first bytes show, if the rule allows it; otherwise 400 naming the field. */
export async function checkedType(head: Uint8Array, rule: UploadRule): Promise<SniffedType> {
  const type = await fileTypeFromBuffer(head);
  const allowed =
    type && rule.accept.some((a) => (a.endsWith('/') ? type.mime.startsWith(a) : type.mime === a));
  if (!type || !allowed) {
    throw badRequest(`${rule.label} must be ${acceptedKinds(rule.accept)}`, {
      [rule.field]: 'File type not allowed',
    });
  }
  return { mime: type.mime, ext: type.ext };
}

/**
 * Streams one uploaded file to storage: its first bytes decide its type (refused with 400 naming the
 * field when not allowed), and counting bytes on the way refuses it with 413 once over the limit. Nothing
 * is buffered whole, and a refused file leaves nothing behind. `knownType` is for a later chunk of a file
 * whose first chunk already decided its type: then the bytes are only counted.
 */
export async function storeUpload(
  storage: FileStorage,
  file: { stream: Readable; filename: string },
  rule: UploadRule,
  budget?: UploadBudget,
  knownType?: SniffedType,
): Promise<StoredUpload> {
  const tooLarge = () => tooLargeFor(rule);
  const limit = Math.min(rule.maxBytes, budget?.bytes ?? Number.POSITIVE_INFINITY);
  // Past the limit: the kind's size when that is the smaller, otherwise the uploader's allowance.
  const overLimit = () => (limit < rule.maxBytes && budget ? budget.refusal() : tooLarge());
  let head: Buffer[] = [];
  let headLength = 0;
  let seen = 0;
  let decided = knownType !== undefined;
  let settle: { resolve(type: SniffedType): void; reject(err: unknown): void } | undefined;
  const typed = new Promise<SniffedType>((resolve, reject) => {
    settle = { resolve, reject };
  });
  if (knownType) settle?.resolve(knownType);

  const decide = async (gate: Transform) => {
    decided = true;
    const bytes = Buffer.concat(head);
    head = [];
    settle?.resolve(await checkedType(bytes, rule));
    gate.push(bytes);
  };
  // Holds the first bytes until the type is known, then passes everything through while counting.
  const gate = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) return done(overLimit());
      if (decided) return done(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) return done();
      decide(this).then(() => done(), done);
    },
    flush(done) {
      if (decided) return done();
      decide(this).then(() => done(), done);
    },
  });
  gate.on('error', (err) => settle?.reject(err));
  file.stream.on('error', (err) => gate.destroy(err));
  file.stream.pipe(gate);

  try {
    const type = await typed;
    const saved = await storage.put(gate, { folder: rule.folder, extension: type.ext });
    // @fastify/multipart marks a part truncated when it stops at its own limit.
    if ((file.stream as Readable & { truncated?: boolean }).truncated || saved.size > limit) {
      await discardUploads(storage, [saved.key]);
      throw saved.size > limit ? overLimit() : tooLarge();
    }
    return {
      key: saved.key,
      mime: type.mime,
      size: saved.size,
      filename: safeFilename(file.filename, type.ext),
    };
  } catch (err) {
    // Read the rest of the upload so the request can be answered.
    file.stream.unpipe(gate);
    file.stream.resume();
    throw err;
  }
}

function acceptedKinds(accept: readonly string[]): string {
  if (accept.every((a) => a.startsWith('image/'))) return 'an image (JPEG, PNG, WebP, GIF or HEIC)';
  if (accept.every((a) => a.startsWith('video/'))) return 'a video (MP4, MOV or WebM)';
  if (accept.every((a) => a.startsWith('audio/'))) return 'an audio file (MP3, M4A, WAV or OGG)';
  if (accept.length === 1 && accept[0] === 'application/pdf') return 'a PDF';
  return `one of ${accept.join(', ')}`;
}

/** A download name without paths or control characters, with the extension its bytes deserve. */
export function safeFilename(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? 'file')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .()-]+/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'file'}.${ext}`;
}
