import type { ReactNode } from 'react';
import { CoastalLandscape } from '@/web/components/brand/coastal-landscape';
import { CallAcademyButton } from './call-academy-button';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A quieter second action beside the call button. */
  secondaryAction?: ReactNode;
}

/** The opening of a public page: its one h1, a short lead, and the call to action. */
export function PageHero({ eyebrow, title, lead, secondaryAction }: PageHeroProps) {
  return (
    <section className="border-b border-line bg-cream-100">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-20">
        <div className="flex flex-col items-start">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-3xl font-semibold sm:text-4xl lg:text-5xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-700">{lead}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <CallAcademyButton />
            {secondaryAction}
          </div>
        </div>
        <div className="overflow-hidden rounded-2xl border border-line shadow-card">
          <CoastalLandscape className="aspect-[8/5] sm:aspect-[2/1] lg:aspect-[8/5]" />
        </div>
      </div>
    </section>
  );
}
