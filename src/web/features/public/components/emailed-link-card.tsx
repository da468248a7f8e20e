import { CircleCheck, LinkIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/web/components/ui/card';
import { cn } from '@/web/lib/class-names';

/**
 * The card a page opened from an e-mailed link shows (a password reset, an account deletion): its icon and
 * heading, then the page's own content. Without a token the icon is a link, for the "incomplete link" case.
 */
export function EmailedLinkCard({
  title,
  icon: Icon,
  tone,
  hasToken,
  intro,
  children,
}: {
  title: string;
  icon: LucideIcon;
  tone: 'fairway' | 'error';
  hasToken: boolean;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const Shown = hasToken ? Icon : LinkIcon;
  return (
    <section className="bg-cream-100 py-12 sm:py-20">
      <div className="container-page max-w-lg">
        <Card>
          <CardContent className="flex flex-col gap-6 sm:p-8">
            <div className="flex flex-col items-start gap-3">
              <span
                className={cn(
                  'inline-flex size-12 items-center justify-center rounded-full',
                  tone === 'error' ? 'bg-error-50 text-error-700' : 'bg-fairway-50 text-fairway-700',
                )}
              >
                <Shown className="size-6" aria-hidden="true" />
              </span>
              <h1 className="text-3xl font-semibold">{title}</h1>
              {intro}
            </div>
            {children}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** What the card shows once the link has done its work: a tick, what happened, and what to do next. */
export function EmailedLinkDone({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <p className="font-display text-2xl font-semibold text-ink-900">{title}</p>
      {children}
    </div>
  );
}
