import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TestimonialPage } from '@/core/contracts/testimonials';
import { cn } from '@/web/lib/class-names';
import { usePageTestimonials } from '@/web/lib/public-content';
import { Section, type SectionTone } from './section';

export interface Testimonial {
  quote: string;
  name: string;
  /** Who they are to the academy, e.g. 'Parent of Olivia, 9'. */
  role: string;
}

/** One quote with the person's name and role. */
export function TestimonialCard({
  testimonial,
  dark = false,
  tinted = false,
  className,
}: {
  testimonial: Testimonial;
  /** On the green surface. */
  dark?: boolean;
  /** A quiet green tint instead of a white card, for quotes inside another card. */
  tinted?: boolean;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        'flex h-full flex-col rounded-xl border p-6 sm:p-7',
        dark
          ? 'border-white/15 bg-white/5'
          : tinted
            ? 'border-fairway-100 bg-fairway-50'
            : 'border-line bg-white shadow-card',
        className,
      )}
    >
      <div className={cn('flex gap-0.5', dark ? 'text-gold-300' : 'text-gold-500')} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} className="size-4 fill-current" />
        ))}
      </div>
      <blockquote className={cn('mt-4 flex-1 text-lg', dark ? 'text-cream-100' : 'text-ink-800')}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption
        className={cn('mt-6 flex flex-col border-t pt-4', dark ? 'border-white/15' : 'border-line')}
      >
        <span className={cn('font-semibold', dark ? 'text-white' : 'text-ink-900')}>{testimonial.name}</span>
        <span className={cn('text-sm', dark ? 'text-cream-200' : 'text-ink-600')}>{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

interface TestimonialsSectionProps {
  id?: string;
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** The content file's quotes: shown unless the academy keeps testimonials for `page`. */
  items: readonly Testimonial[];
  /** The page whose testimonials the academy edits (Content ▸ Testimonials). */
  page: TestimonialPage;
  tone?: SectionTone;
}

/** A band of testimonials: one column on a phone, up to three on wide screens. */
export function TestimonialsSection({
  id = 'testimonials',
  title = 'What Our Golfers Say',
  eyebrow,
  intro,
  items: contentItems,
  page,
  tone = 'cream',
}: TestimonialsSectionProps) {
  const items = usePageTestimonials(page, contentItems);
  // The academy hid every quote on this page: no empty band.
  if (items.length === 0) return null;
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <ul className={cn('grid gap-5 sm:gap-6 md:grid-cols-2', items.length >= 3 && 'lg:grid-cols-3')}>
        {items.map((item) => (
          <li key={`${item.name}-${item.role}-${item.quote.slice(0, 40)}`}>
            <TestimonialCard testimonial={item} dark={tone === 'green'} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
