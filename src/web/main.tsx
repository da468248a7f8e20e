// First, before any module can parse with Zod.
import './zod-without-eval';
import './live-prices-boot';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CONTENT_ELEMENT_ID, parsePublicContent } from '@/core/content/public-content';
import { AppRoutes, loadPage, publicRouteFor } from './app/router';
import { PublicContentProvider } from './lib/public-content';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The edited content the server rendered this page with, so the first render matches its HTML.
const content = parsePublicContent(document.getElementById(CONTENT_ELEMENT_ID)?.textContent);

const app = (
  <StrictMode>
    <PublicContentProvider content={content}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PublicContentProvider>
  </StrictMode>
);

if (container.hasChildNodes()) {
  // A prerendered page: fetch its chunk first (it is already preloaded), so hydration finds the page's
  // code ready instead of waiting inside its Suspense boundary.
  // Hydrating in a transition lets React yield to the browser every few milliseconds, so a long page
  // never blocks input for long.
  loadPage(publicRouteFor(window.location.pathname)).finally(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}
