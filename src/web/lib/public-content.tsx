import { createContext, type ReactNode, useContext } from 'react';
import type { PublicContent } from '@/core/contracts/public-content';
import type { PublicTestimonial, TestimonialPage } from '@/core/contracts/testimonials';

/**
 * The content staff edit, as the server rendered this page with it: given to the render by the server
 * (per request) and by the browser's entry (read from the page's data block), so both render the same and
 * hydration agrees. Null where no server rendered it (the build's prerender, the development server): the
 * pages then show their own content.
 */
const PublicContentContext = createContext<PublicContent | null>(null);

export function PublicContentProvider({
  content,
  children,
}: {
  content: PublicContent | null;
  children: ReactNode;
}) {
  return <PublicContentContext value={content}>{children}</PublicContentContext>;
}

export function usePublicContent(): PublicContent | null {
  return useContext(PublicContentContext);
}

/**
 * A page's testimonials: the academy's shown ones where it keeps any for the page (none, when it hid them
 * all), otherwise the content file's.
 */
export function usePageTestimonials<T extends PublicTestimonial>(
  page: TestimonialPage,
  fallback: readonly T[],
): readonly PublicTestimonial[] {
  return usePublicContent()?.testimonials[page] ?? fallback;
}
