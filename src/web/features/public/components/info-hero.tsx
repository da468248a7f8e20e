import type { ReactNode } from 'react';
import type { MediaImage as MediaImageEntry } from '@/core/content/media';
import { MediaImage } from './media-image';

interface InfoHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  image: MediaImageEntry;
  /** The call to action first, then quieter ones. */
  actions: ReactNode;
}

/** The opening of an information page (about, coaches): its one h1, a short lead, actions and artwork. */
export function InfoHero({ eyebrow, title, lead, image, actions }: InfoHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-cream-100">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-20">
        <div className="flex min-w-0 flex-col items-start">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-700 uppercase">{eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-4xl font-semibold lg:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-700">{lead}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
        <div className="overflow-hidden rounded-2xl border border-line shadow-card">
          <MediaImage image={image} priority />
        </div>
      </div>
    </section>
  );
}
