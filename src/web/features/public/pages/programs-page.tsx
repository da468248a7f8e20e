import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { media } from '@/core/content/media';
import { programsPage as c } from '@/core/content/pages/programs';
import { buttonClasses } from '@/web/components/ui/button';
import { CallAcademyButton } from '../components/call-academy-button';
import { FaqSection } from '../components/faq-section';
import { MediaImage } from '../components/media-image';
import { MembershipPicker } from '../components/membership-picker';
import {
  CheckList,
  ClosingCta,
  FeatureGrid,
  KeyFacts,
  NumberedSteps,
  ProgrammeHero,
} from '../components/programme-blocks';
import { ScrollToBooking } from '../components/scroll-to-booking';
import { Section } from '../components/section';
import { WaitingListButton } from '../components/waiting-list-popup';

/** The membership picker's section: the target of every 'Join now'. */
const JOIN = 'book-membership';

/** The Elite Junior Academy page (/programs), sections in the spec's order (public-site §2). */
export function ProgramsPage() {
  const { headCoach } = academy;
  return (
    <>
      <ProgrammeHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        lead={c.hero.lead}
        image={media.programsHero}
        facts={c.hero.facts}
        actions={
          <>
            <ScrollToBooking target={JOIN}>Join now</ScrollToBooking>
            <CallAcademyButton variant="secondary" />
          </>
        }
      />

      <Section id="pitch" tone="white" eyebrow={c.pitch.eyebrow} title={c.pitch.title}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <p className="text-lg text-ink-700">{c.pitch.text}</p>
          <div className="rounded-xl border border-line bg-cream-50 p-6 sm:p-8">
            <CheckList items={c.pitch.highlights} />
          </div>
        </div>
      </Section>

      <Section id="coaching-team" eyebrow={c.coaches.eyebrow} title={c.coaches.title} intro={c.coaches.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
            <h3 className="text-2xl font-semibold">
              {headCoach.firstName} {headCoach.lastName}
            </h3>
            <p className="font-medium text-gold-700">{headCoach.title}</p>
            <p className="mt-4 text-base text-ink-700">{c.coaches.text}</p>
            <Link
              to="/coaches"
              className={buttonClasses({ variant: 'secondary', className: 'mt-6 self-start' })}
            >
              Meet the coaches
            </Link>
          </div>
          <div className="flex items-center rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
            <CheckList items={c.coaches.points} />
          </div>
        </div>
      </Section>

      <Section id="testimonial" tone="green" title="In a parent’s words">
        <figure className="max-w-3xl">
          <blockquote className="font-display text-2xl text-cream-50 sm:text-3xl">
            <p>“{c.testimonial.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 text-base text-cream-200">
            <span className="font-semibold text-white">{c.testimonial.name}</span>, {c.testimonial.role}
          </figcaption>
        </figure>
      </Section>

      <Section
        id="pathway"
        tone="white"
        eyebrow={c.pathway.eyebrow}
        title={c.pathway.title}
        intro={c.pathway.intro}
      >
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {c.pathway.phases.map((phase, index) => (
            <li
              key={phase.name}
              className="relative flex flex-col overflow-hidden rounded-xl border border-line bg-cream-50 p-6 pt-7"
            >
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-fairway-700" />
              <p className="text-sm font-semibold tracking-[0.12em] text-gold-700 uppercase">
                Phase {index + 1}
              </p>
              <h3 className="mt-2 text-2xl font-semibold">{phase.name}</h3>
              <p className="mt-1 text-sm font-medium text-fairway-800">{phase.tagline}</p>
              <p className="mt-4 text-base text-ink-700">{phase.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col gap-5 rounded-xl border border-line bg-cream-100 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-xl text-lg text-ink-800">{c.pathway.waitingList}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ScrollToBooking target={JOIN}>Join now</ScrollToBooking>
            <WaitingListButton programme="Elite Junior Academy" />
          </div>
        </div>
      </Section>

      <Section id="difference" eyebrow={c.differentiators.eyebrow} title={c.differentiators.title}>
        <FeatureGrid items={c.differentiators.items} />
      </Section>

      <Section id="methodology" tone="white" eyebrow={c.methodology.eyebrow} title={c.methodology.title}>
        <NumberedSteps steps={c.methodology.steps} />
      </Section>

      <Section
        id="results"
        tone="green"
        eyebrow={c.results.eyebrow}
        title={c.results.title}
        intro={c.results.intro}
      >
        <KeyFacts facts={c.results.stats} dark />
      </Section>

      <Section id="facilities" eyebrow={c.facilities.eyebrow} title={c.facilities.title}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="overflow-hidden rounded-2xl border border-line shadow-card">
            <MediaImage image={media.programsFacilities} sizes="(min-width: 1024px) 50vw, 100vw" />
          </div>
          <div>
            <CheckList items={c.facilities.items} />
            <p className="mt-8 flex items-start gap-3 text-base text-ink-700">
              <MapPin className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
              {c.facilities.address}
            </p>
          </div>
        </div>
      </Section>

      <Section id="parents" tone="white" eyebrow={c.parents.eyebrow} title={c.parents.title}>
        <FeatureGrid items={c.parents.items} />
      </Section>

      <FaqSection items={c.faqs} tone="cream" />

      <Section
        id={JOIN}
        tone="white"
        eyebrow={c.membership.eyebrow}
        title={c.membership.title}
        intro={c.membership.intro}
      >
        <MembershipPicker />
      </Section>

      <ClosingCta title={c.closing.title} text={c.closing.text}>
        <ScrollToBooking target={JOIN} variant="gold">
          Join now
        </ScrollToBooking>
        <CallAcademyButton variant="inverse" />
      </ClosingCta>
    </>
  );
}
