import { academy } from '@/core/content/academy';
import { cn } from '@/web/lib/class-names';

interface AcademyLogoProps {
  /** 'dark' for green backgrounds. */
  tone?: 'light' | 'dark';
  /** Mark only, no wordmark. */
  markOnly?: boolean;
  className?: string;
}

/** The academy's mark and wordmark. The wordmark is real text, so the logo names itself. */
export function AcademyLogo({ tone = 'light', markOnly = false, className }: AcademyLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <img
        src="/logo.svg"
        alt={markOnly ? academy.name : ''}
        width={40}
        height={40}
        className="size-10 shrink-0"
      />
      {!markOnly && (
        <span className="flex flex-col leading-none">
          <span
            className={cn(
              'font-display text-xl font-semibold tracking-tight',
              tone === 'dark' ? 'text-cream-50' : 'text-fairway-800',
            )}
          >
            {academy.shortName}
          </span>{' '}
          <span
            className={cn(
              'mt-1 text-xs font-semibold tracking-[0.22em] uppercase',
              tone === 'dark' ? 'text-gold-200' : 'text-gold-700',
            )}
          >
            Academy
          </span>
        </span>
      )}
    </span>
  );
}
