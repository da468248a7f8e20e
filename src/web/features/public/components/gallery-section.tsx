import { media } from '@/core/content/media';
import { cn } from '@/web/lib/class-names';
import { MediaImage } from './media-image';
import { Section } from './section';

/**
 * Where each picture sits in the grid: a large square first, a wide one sixth, squares elsewhere. The
 * squares set the row height; on wide screens the large and wide tiles stretch to fill their cells (on a
 * phone they have rows of their own, so they keep their own proportions).
 */
const tiles = [
  'col-span-2 row-span-2 aspect-square md:aspect-auto',
  'aspect-square',
  'aspect-square',
  'aspect-square',
  'aspect-square',
  'col-span-2 aspect-[2/1] md:aspect-auto',
  'aspect-square',
  'aspect-square',
];

interface GallerySectionProps {
  eyebrow?: string;
  title: string;
  images: readonly (keyof typeof media)[];
}

/** Home section 9: eight pictures in a grid, with four static dots under it (public-site §2). */
export function GallerySection({ eyebrow, title, images }: GallerySectionProps) {
  return (
    <Section id="gallery" tone="cream" eyebrow={eyebrow} title={title}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {images.map((key, index) => (
          <li
            key={key}
            data-testid="gallery-image"
            className={cn(
              'relative overflow-hidden rounded-lg bg-cream-200',
              tiles[index] ?? 'aspect-square',
            )}
          >
            <MediaImage
              image={media[key]}
              layout="fill"
              className="absolute inset-0 transition-transform duration-200 hover:scale-[1.02]"
            />
          </li>
        ))}
      </ul>
      <div data-testid="gallery-dots" aria-hidden="true" className="mt-8 flex justify-center gap-2.5">
        {[0, 1, 2, 3].map((dot) => (
          <span
            key={dot}
            className={cn('size-2.5 rounded-full', dot === 0 ? 'bg-fairway-700' : 'bg-line-strong')}
          />
        ))}
      </div>
    </Section>
  );
}
