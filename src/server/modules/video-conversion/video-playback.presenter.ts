import type { VideoPlayback } from '@/core/contracts/video-playback';
import type { RenditionRow } from './video-renditions.repository';

/**
 * How a presented video plays: `baseUrl` is the route that serves it (without a query). Ready: the converted
 * file with its phone version, poster, storyboard and its constant rate; otherwise the original, and the
 * frame-exact tools stay off. A video with no rendition row is one the queue has not reached yet; where
 * ffmpeg is not installed a waiting video is `unavailable`.
 */
export function videoPlayback(
  baseUrl: string,
  rendition: RenditionRow | undefined,
  converterInstalled = true,
): VideoPlayback {
  const variant = (name: string) => `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}variant=${name}`;
  if (rendition?.status !== 'ready') {
    return {
      status:
        rendition?.status === 'failed'
          ? 'failed'
          : rendition?.status === 'converting'
            ? 'converting'
            : converterInstalled
              ? 'queued'
              : 'unavailable',
      url: baseUrl,
      phoneUrl: null,
      posterUrl: null,
      fps: null,
      frameCount: null,
      durationSeconds: null,
      width: null,
      height: null,
      storyboard: null,
    };
  }
  const layout = rendition.storyboardLayout;
  return {
    status: 'ready',
    url: baseUrl,
    phoneUrl: rendition.phoneKey ? variant('phone') : null,
    posterUrl: rendition.posterKey ? variant('poster') : null,
    fps: rendition.fps,
    frameCount: rendition.frameCount,
    durationSeconds: rendition.durationSeconds,
    width: rendition.width,
    height: rendition.height,
    storyboard: rendition.storyboardKey && layout ? { url: variant('storyboard'), ...layout } : null,
  };
}
