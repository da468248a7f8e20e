import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { AcademyLogo } from '@/web/components/brand/academy-logo';
import { CoastalLandscape } from '@/web/components/brand/coastal-landscape';
import { SignInHeader } from '@/web/components/portal/sign-in-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { SignInForm } from './sign-in-form';

/** Signed out: the staff sign-in screen (staff-portal §2). */
export function SignInScreen() {
  useDocumentTitle('Staff Portal');
  return (
    <div className="grid min-h-dvh bg-cream-100 lg:grid-cols-2">
      <aside
        aria-label="About the staff portal"
        data-surface="dark"
        className="hidden flex-col justify-between gap-10 bg-fairway-900 p-10 lg:flex"
      >
        <AcademyLogo tone="dark" />
        <div className="max-w-md">
          <p className="font-display text-4xl font-semibold text-cream-50">
            Coach every player a little better.
          </p>
          <p className="mt-4 text-lg text-cream-200">
            Students, curriculum, challenges and messages for the academy's coaching team.
          </p>
        </div>
        <div className="overflow-hidden rounded-2xl border border-white/10">
          <CoastalLandscape className="aspect-[8/4]" />
        </div>
      </aside>

      <div className="flex flex-col px-4 py-8 sm:px-8">
        <SignInHeader logoClassName="lg:invisible" />
        <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-3xl font-semibold">Staff Portal</h1>
            <p className="mt-1 text-base text-ink-600">{academy.name}</p>
            <div className="mt-6">
              <SignInForm />
            </div>
          </div>
          <p className="mt-6 text-center text-sm text-ink-600">
            For coaches and academy staff. Students sign in at the{' '}
            <Link
              to="/student-portal"
              className="font-semibold text-fairway-800 underline underline-offset-4"
            >
              Student Portal
            </Link>
            .
          </p>
        </main>
      </div>
    </div>
  );
}
