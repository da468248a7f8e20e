import { Plus } from 'lucide-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { cn } from '@/web/lib/class-names';
import { JsonLd } from './json-ld';
import { SectionHeading, type SectionTone, sectionSpacing, sectionSurface, useCleanId } from './section';

export interface FaqItem {
  question: string;
  answer: string;
  /** Open when the page loads; when no item says, the first one is. */
  defaultOpen?: boolean;
}

/** schema.org FAQPage data for search engines. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * Browsers without exclusive `<details name>` groups still get one open item at a time: opening one
 * closes the others of its group.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  const group = opened.closest('[data-faq-list]');
  for (const other of group?.querySelectorAll('details') ?? []) {
    if (other !== opened && other.open) other.open = false;
  }
}

interface FaqSectionProps {
  id?: string;
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  items: readonly FaqItem[];
  tone?: SectionTone;
}

/**
 * Questions and answers (public-site §4): one open at a time, each can be closed, the first open at
 * first. Native `<details>`/`<summary>`, so it works from the prerendered HTML, by keyboard (Tab, then
 * Enter or Space) and with no JavaScript at all. Includes FAQPage structured data.
 */
export function FaqSection({
  id = 'faqs',
  title = 'Frequently Asked Questions',
  eyebrow,
  intro,
  items,
  tone = 'white',
}: FaqSectionProps) {
  const group = useCleanId('faq');
  const titleId = `${id}-title`;
  const anyDefault = items.some((item) => item.defaultOpen !== undefined);
  const dark = tone === 'green';
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-surface={dark ? 'dark' : undefined}
      className={cn(sectionSpacing, sectionSurface(tone))}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.8fr)] lg:gap-16">
        <SectionHeading
          id={titleId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          dark={dark}
          className="lg:sticky lg:top-36 lg:self-start"
        />
        <div
          data-faq-list=""
          className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white text-ink-900 shadow-card"
        >
          {items.map((item, index) => (
            <details
              key={item.question}
              name={group}
              open={anyDefault ? Boolean(item.defaultOpen) : index === 0}
              onToggle={closeOthers}
              className="group"
            >
              <summary
                className={cn(
                  'flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 sm:px-6',
                  'text-left text-lg font-semibold text-ink-900 hover:text-fairway-800',
                  '[&::-webkit-details-marker]:hidden focus-visible:-outline-offset-4',
                )}
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700 transition-transform duration-200 group-open:rotate-45"
                >
                  <Plus className="size-5" />
                </span>
              </summary>
              <div className="animate-fade-in px-5 pb-5 text-base text-ink-700 sm:px-6">
                <p className="max-w-[65ch]">{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </section>
  );
}
