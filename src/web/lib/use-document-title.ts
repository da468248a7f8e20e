import { useEffect } from 'react';
import { academy } from '@/core/content/academy';

/** Sets the tab title to '<page> | Solent Golf Academy' (or just the academy name). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${academy.name}` : academy.name;
  }, [page]);
}
