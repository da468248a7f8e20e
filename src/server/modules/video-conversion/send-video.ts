import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { videoVariantSchema } from '@/core/contracts/video-variant';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { sendStoredFile } from '../../storage/serve-file';
import type { RenditionRow } from './video-renditions.repository';

// The route has checked its query already; read again here so a route without the schema still gets a 400.
const variantQuery = z.object({ variant: videoVariantSchema.default('full') });

/** The stored file a route would send as is: the original upload. */
export interface StoredVideoFile {
  key: string;
  mime: string;
  filename: string;
}

function renamed(filename: string, extension: string, suffix = ''): string {
  const base = filename.replace(/\.[^.]*$/, '') || 'video';
  return `${base}${suffix}.${extension}`;
}

/**
 * Sends a stored video the way every video route does: `?variant=full|phone|poster|storyboard`. Once the
 * conversion is ready the converted file goes (H.264/AAC MP4, or the poster's and storyboard's JPEG);
 * before that, or where it failed, the original plays as uploaded. A file that is not a video (a
 * message's photo) is sent as stored.
 */
export async function sendVideo(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { storage: FileStorage; rendition(sourceKey: string): Promise<RenditionRow | undefined> },
  file: StoredVideoFile,
) {
  if (!file.mime.startsWith('video/')) {
    return sendStoredFile(request, reply, deps.storage, { ...file, disposition: 'inline' });
  }
  const parsed = variantQuery.safeParse(request.query ?? {});
  if (!parsed.success) {
    throw new AppError(400, 'validation_error', 'variant must be full, phone, poster or storyboard', {
      variant: 'must be full, phone, poster or storyboard',
    });
  }
  const { variant } = parsed.data;
  const rendition = await deps.rendition(file.key);
  if (rendition?.status === 'ready') {
    const chosen = {
      full: { key: rendition.fullKey, mime: 'video/mp4', filename: renamed(file.filename, 'mp4') },
      phone: {
        key: rendition.phoneKey,
        mime: 'video/mp4',
        filename: renamed(file.filename, 'mp4', '-phone'),
      },
      poster: {
        key: rendition.posterKey,
        mime: 'image/jpeg',
        filename: renamed(file.filename, 'jpg', '-poster'),
      },
      storyboard: {
        key: rendition.storyboardKey,
        mime: 'image/jpeg',
        filename: renamed(file.filename, 'jpg', '-storyboard'),
      },
    }[variant];
    if (chosen.key) {
      return sendStoredFile(request, reply, deps.storage, {
        ...chosen,
        key: chosen.key,
        disposition: 'inline',
      });
    }
  }
  // Until the conversion is done there is no picture to show, only the original to play.
  if (variant === 'poster' || variant === 'storyboard') throw notFound('This video is not converted yet');
  return sendStoredFile(request, reply, deps.storage, { ...file, disposition: 'inline' });
}
