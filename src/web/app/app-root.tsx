import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Scrolls to the element a link's #anchor names, waiting briefly for a page that is still loading. */
function scrollToAnchor(id: string): () => void {
  const find = () => document.getElementById(id);
  const found = find();
  if (found) {
    found.scrollIntoView({ block: 'start' });
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    observer.disconnect();
    element.scrollIntoView({ block: 'start' });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timeout = window.setTimeout(() => observer.disconnect(), 5000);
  return () => {
    observer.disconnect();
    window.clearTimeout(timeout);
  };
}

/**
 * The root: every page. Moving to another page starts at its top; a link to `/page#anchor` lands on
 * the anchor, also when the page's code is still on its way.
 */
export function AppRoot() {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  // Marks the page as interactive once React has taken over the prerendered HTML: the browser journeys
  // wait for it before pressing a button that only works with JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page, on purpose.
  useEffect(() => {
    const arriving = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      // The page the visitor arrived on is where the browser put it (the top, or where a reload was);
      // scrolling there again would undo any scrolling they did while it was still loading.
      if (!arriving) window.scrollTo(0, 0);
      return;
    }
    return scrollToAnchor(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);
  return <Outlet />;
}
