import { createContext, type ReactNode, useContext } from 'react';
import type { PublicContent } from '@/core/contracts/public-content';

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
