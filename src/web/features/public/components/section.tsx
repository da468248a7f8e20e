import { type ReactNode, useId } from 'react';
import { cn } from '@/web/lib/class-names';

export type SectionTone = 'cream' | 'white' | 'green';

const surfaces: Record<SectionTone, string> = {
  cream: 'bg-cream-100 text-ink-900',
  white: 'bg-white text-ink-900',
  green: 'bg-fairway-900 text-cream-100',
};

/** The vertical rhythm every band of a public page shares. */
export const sectionSpacing = 'py-16 sm:py-20 lg:py-24';

/** The section surface classes, for sections laid out by hand. */
export function sectionSurface(tone: SectionTone): string {
  return surfaces[tone];
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** Light text for the green surface. */
  dark?: boolean;
  align?: 'left' | 'center';
  className?: string;
}

/** Eyebrow, h2 and intro in the house style; for sections whose layout `Section` does not fit. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  dark = false,
  align = 'left',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-[0.16em] uppercase',
            dark ? 'text-gold-200' : 'text-gold-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'text-3xl font-semibold sm:text-4xl',
          eyebrow ? 'mt-3' : undefined,
          dark && 'text-cream-50',
        )}
      >
        {title}
      </h2>
      {intro && (
        <div className={cn('mt-4 text-lg', dark ? 'text-cream-200' : 'text-ink-700')}>
          {typeof intro === 'string' ? <p>{intro}</p> : intro}
        </div>
      )}
    </div>
  );
}

interface SectionProps {
  id?: string;
  /** 'cream' and 'white' alternate down a page; 'green' is the dark brand surface with light text. */
  tone?: SectionTone;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  /** The h2's id (the section is labelled by it); made up when not given. */
  titleId?: string;
  /** 'center' for short, statement-like sections. */
  align?: 'left' | 'center';
  className?: string;
}

/** A stable id from React's useId, without the characters it wraps ids in. */
export function useCleanId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^\w-]/g, '')}`;
}

/**
 * A band of a public page: the same vertical rhythm everywhere, an h2 (with optional eyebrow and intro)
 * that names the section for assistive technology, then the content.
 */
export function Section({
  id,
  tone = 'cream',
  eyebrow,
  title,
  intro,
  children,
  titleId,
  align = 'left',
  className,
}: SectionProps) {
  const madeUpId = useCleanId('section');
  const headingId = titleId ?? (id ? `${id}-title` : madeUpId);
  const dark = tone === 'green';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-surface={dark ? 'dark' : undefined}
      className={cn(sectionSpacing, surfaces[tone], className)}
    >
      <div className="container-page">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          dark={dark}
          align={align}
        />
        {children && <div className="mt-10 sm:mt-12">{children}</div>}
      </div>
    </section>
  );
}
