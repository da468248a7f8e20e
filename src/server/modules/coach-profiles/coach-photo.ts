import { Readable } from 'node:stream';
import sharp from 'sharp';
import { badRequest } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { MiB, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';

/** Where a coach's resized photos are stored, and served from (`/api/coach-photos/<file>`). */
export const COACH_PHOTO_FOLDER = 'coach-photos';

/** The upload as received: kept only until it is resized, then removed. */
export const COACH_PHOTO_UPLOAD: UploadRule = {
  field: 'photo',
  // What sharp decodes here: HEIC is left out, since the bundled libvips cannot read it.
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  maxBytes: Math.min(8 * MiB, UPLOAD_RULES.image.maxBytes),
  folder: 'coach-photo-uploads',
  label: 'The photo',
};

/** The widths made: the card shows the photo at up to 320 CSS px, so 2× covers high-density screens. */
export const COACH_PHOTO_WIDTHS = [160, 320, 640] as const;
/** A picture larger than this many pixels is refused before decoding (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedPhoto {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  fileKey: string;
}

/**
 * Resizes an uploaded picture to square AVIF and WebP at each width (never enlarged), turned upright from
 * its EXIF orientation and without its metadata (a phone photo's location stays private). Its bytes were
 * already checked by type; sharp decoding them is the second check. On failure nothing is left stored.
 */
export async function encodeCoachPhoto(storage: FileStorage, uploadKey: string): Promise<EncodedPhoto[]> {
  // Read whole (at most the upload limit, 8 MB): sharp encodes several sizes from one decoded input.
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(uploadKey)) chunks.push(chunk as Buffer);
  const input = Buffer.concat(chunks);
  let size: number;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    size = Math.min(meta.autoOrient?.width ?? meta.width, meta.autoOrient?.height ?? meta.height);
  } catch {
    throw badRequest('The photo could not be read as an image', { photo: 'Not a readable image' });
  }
  const widths: number[] = COACH_PHOTO_WIDTHS.filter((w) => w <= size);
  if (widths.length === 0) widths.push(size);
  const made: EncodedPhoto[] = [];
  try {
    for (const width of widths) {
      const square = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize(width, width, { fit: 'cover', position: 'attention' });
      for (const format of ['avif', 'webp'] as const) {
        const bytes = await (format === 'avif'
          ? square.clone().avif({ quality: 55, effort: 4 })
          : square.clone().webp({ quality: 78 })
        ).toBuffer();
        const saved = await storage.put(Readable.from(bytes), {
          folder: COACH_PHOTO_FOLDER,
          extension: format,
        });
        made.push({ format, width, height: width, fileKey: saved.key });
      }
    }
  } catch (err) {
    for (const photo of made) await storage.remove(photo.fileKey).catch(() => undefined);
    throw err;
  }
  return made;
}

/** The public address of a stored photo file. */
export const coachPhotoUrl = (fileKey: string) => `/api/${fileKey}`;
