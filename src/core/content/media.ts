/**
 * Every image on the public site, in one place. Files live in `public/media/`; to use a photograph,
 * put it there and change the entry (keep width and height true to the file, so nothing shifts while
 * it loads). Edit this file by adding or changing entries; each page owns its own section.
 */
export interface MediaImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const media = {
  // Home page and site-wide images.
  // Programme pages.
} satisfies Record<string, MediaImage>;
