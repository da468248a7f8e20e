import { RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** What a page that failed to render shows: a friendly message, a retry and a way home. */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-warning-50 text-warning-700">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">
        Sorry, this page could not be shown. Try again, or go back to the home page. If it keeps happening,
        please call the academy.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
        <Link to="/home" reloadDocument className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** The outermost boundary, when even the layout failed: the same message on a plain page. */
export function RootErrorPage() {
  return (
    <main id="main" className="min-h-dvh bg-cream-100">
      <RouteErrorPage />
    </main>
  );
}
