import type { ReactNode } from 'react';

/** The heading of a page a private link opens (a booking's cancel link, a waiting-list place): icon and h1. */
export function LinkPageHeading({
  icon,
  tone = 'green',
  children,
}: {
  icon: ReactNode;
  tone?: 'green' | 'red';
  children: string;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <span
        className={
          tone === 'red'
            ? 'inline-flex size-12 items-center justify-center rounded-full bg-error-50 text-error-700'
            : 'inline-flex size-12 items-center justify-center rounded-full bg-fairway-50 text-fairway-700'
        }
      >
        {icon}
      </span>
      <h1 className="text-3xl font-semibold">{children}</h1>
    </div>
  );
}
