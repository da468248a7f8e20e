import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { AcademyLogo } from '@/web/components/brand/academy-logo';
import { cn } from '@/web/lib/class-names';

/** Above a portal's sign-in card: the academy logo and the way back to the website. */
export function SignInHeader({ logoClassName }: { logoClassName?: string }) {
  return (
    <header className="flex items-center justify-between gap-4">
      <Link to="/home" aria-label={`${academy.name} home`} className={cn('rounded-md', logoClassName)}>
        <AcademyLogo />
      </Link>
      <Link
        to="/home"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-fairway-800 hover:bg-fairway-50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Website
      </Link>
    </header>
  );
}
