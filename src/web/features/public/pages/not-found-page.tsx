import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** Any path the router does not know (public-site §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page Not Found');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
        <MapPinOff className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">
        No route matches the path{' '}
        <code className="rounded-sm bg-cream-200 px-1.5 py-0.5 font-mono text-base wrap-anywhere text-ink-900">
          "{pathname}"
        </code>
        . Check the address, or add the route in the router.
      </p>
      <Link to="/home" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <ArrowLeft aria-hidden="true" />
        Back to the home page
      </Link>
    </section>
  );
}
