import './live-prices-boot';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadPage, publicRouteFor } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
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
