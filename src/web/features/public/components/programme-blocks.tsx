import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MediaImage as MediaImageEntry } from '@/core/content/media';
import type { Feature, KeyFact, Step } from '@/core/content/pages/types';
import { cn } from '@/web/lib/class-names';
import { MediaImage } from './media-image';

interface ProgrammeHeroProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  image: MediaImageEntry;
  /** Extra lines under the lead: a schedule, a rating, badges. */
  children?: ReactNode;
  facts?: readonly KeyFact[];
  actions: ReactNode;
}

/** The opening of a programme page: its one h1, the key facts, the main action and the artwork. */
export function ProgrammeHero({ eyebrow, title, lead, image, children, facts, actions }: ProgrammeHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-cream-100">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-20">
        <div className="flex min-w-0 flex-col items-start">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-700 uppercase">{eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-4xl font-semibold lg:text-5xl">
            {title}
          </h1>
          {lead && <p className="mt-5 max-w-xl text-lg text-ink-700">{lead}</p>}
          {children}
          {facts && <KeyFacts facts={facts} className="mt-8 w-full" />}
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
        <div className="overflow-hidden rounded-2xl border border-line shadow-card">
          <MediaImage image={image} priority sizes="(min-width: 1024px) 40vw, 100vw" />
        </div>
      </div>
    </section>
  );
}

/** Four short facts (value over label): prices, ages and times visible without hunting. */
export function KeyFacts({
  facts,
  className,
  dark = false,
}: {
  facts: readonly KeyFact[];
  className?: string;
  dark?: boolean;
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)}>
      {facts.map((fact) => (
        <div
          key={fact.label}
          className={cn(
            'flex flex-col-reverse justify-end rounded-lg border px-4 py-3',
            dark ? 'border-white/15 bg-white/5' : 'border-line bg-white',
          )}
        >
          <dt className={cn('text-sm', dark ? 'text-cream-200' : 'text-ink-600')}>{fact.label}</dt>
          <dd className={cn('font-display text-2xl font-semibold', dark ? 'text-white' : 'text-fairway-800')}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Cards of icon, title and a sentence: benefits, differentiators, reasons to choose. */
export function FeatureGrid({ items, dark = false }: { items: readonly Feature[]; dark?: boolean }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', items.length % 3 === 0 && 'lg:grid-cols-3')}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            'flex flex-col gap-4 rounded-xl border p-6',
            dark ? 'border-white/15 bg-white/5' : 'border-line bg-white shadow-card',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('h-1 w-10 rounded-full', dark ? 'bg-gold-300' : 'bg-gold-400')}
          />
          <div>
            <h3 className={cn('text-xl font-semibold', dark && 'text-white')}>{item.title}</h3>
            <p className={cn('mt-2 text-base', dark ? 'text-cream-200' : 'text-ink-700')}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A list with green ticks. */
export function CheckList({
  items,
  columns = 1,
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-x-8 gap-y-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-base text-ink-800">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-fairway-700 text-white">
            <Check className="size-4" aria-hidden="true" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, side by side on wide screens. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={cn('grid gap-5 sm:grid-cols-2', steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-gold-100 font-display text-lg font-semibold text-gold-700"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-base text-ink-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A big price with its unit: '£120 per month'. */
export function PriceTag({ amount, unit, dark = false }: { amount: string; unit: string; dark?: boolean }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={cn('font-display text-5xl font-semibold', dark ? 'text-white' : 'text-fairway-800')}>
        {amount}
      </span>
      <span className={cn('text-lg', dark ? 'text-cream-200' : 'text-ink-600')}>{unit}</span>
    </p>
  );
}

/** A full-width notice above a page: green for open places, red for limited ones. */
export function PageBanner({ tone, children }: { tone: 'green' | 'red'; children: ReactNode }) {
  return (
    <div
      data-surface="dark"
      className={cn('text-white', tone === 'green' ? 'bg-success-700' : 'bg-error-700')}
    >
      <div className="container-page flex flex-col items-center justify-center gap-3 py-3 text-center sm:flex-row sm:gap-5">
        {children}
      </div>
    </div>
  );
}

/** The green band that closes a page with its main action. */
export function ClosingCta({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby="closing-title" data-surface="dark" className="bg-fairway-800 py-16 sm:py-20">
      <div className="container-page flex flex-col items-center text-center">
        <h2 id="closing-title" className="max-w-2xl text-3xl font-semibold text-cream-50 sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-xl text-lg text-cream-200">{text}</p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
