import type { MediaImage as MediaImageEntry } from '@/core/content/media';
import { cn } from '@/web/lib/class-names';

const layouts = {
  /** Full width of its box, height from the image's own proportions. */
  intrinsic: 'h-auto w-full',
  /** Fills its (sized) box, cropping to cover it. */
  fill: 'size-full object-cover',
  /** Sizing left entirely to `className`. */
  none: '',
} as const;

interface MediaImageProps {
  /** An entry of `media` in src/core/content/media.ts. */
  image: MediaImageEntry;
  className?: string;
  /** How the picture sizes itself; 'intrinsic' unless told. */
  layout?: keyof typeof layouts;
  /** The largest image above the fold: loaded eagerly and first. */
  priority?: boolean;
  /** Hint for responsive sources, e.g. '(min-width: 1024px) 50vw, 100vw' (used once a srcset is added). */
  sizes?: string;
}

/**
 * An image from the media folder with its true width and height (so nothing shifts while it loads),
 * lazy unless it is the page's priority image.
 */
export function MediaImage({
  image,
  className,
  layout = 'intrinsic',
  priority = false,
  sizes,
}: MediaImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('block', layouts[layout], className)}
    />
  );
}
