import { ArrowRight, Check, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { media } from '@/core/content/media';
import {
  coachesCallToAction,
  coachesHero,
  coachProgrammes,
  coachProgrammesIntro,
  type FounderProfile,
  founders,
  foundersIntro,
} from '@/core/content/pages/coaches';
import { buttonClasses } from '@/web/components/ui/button';
import { CallAcademyButton } from '../components/call-academy-button';
import { InfoHero } from '../components/info-hero';
import { Section } from '../components/section';
import { TestimonialCard } from '../components/testimonials-section';

function FounderCard({ founder }: { founder: FounderProfile }) {
  const name = `${founder.firstName} ${founder.lastName}`;
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      <header className="flex items-center gap-5 bg-fairway-800 p-6 sm:p-8" data-surface="dark">
        <span
          aria-hidden="true"
          className="inline-flex size-20 shrink-0 items-center justify-center rounded-full border-2 border-gold-300 bg-fairway-900 font-display text-3xl font-semibold text-gold-200"
        >
          {founder.firstName[0]}
          {founder.lastName[0]}
        </span>
        <div className="min-w-0">
          <h3 className="text-3xl font-semibold text-cream-50">{name}</h3>
          <p className="mt-1 text-sm font-semibold tracking-[0.08em] text-gold-200 uppercase">
            {founder.role}
          </p>
        </div>
      </header>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-lg text-ink-700">{founder.bio}</p>
        <h4 className="mt-6 font-sans text-sm font-semibold tracking-[0.12em] text-gold-700 uppercase">
          Specialisms
        </h4>
        <ul className="mt-3 flex flex-wrap gap-2">
          {founder.specialisations.map((item) => (
            <li
              key={item}
              className="rounded-full border border-line-strong bg-cream-50 px-3 py-1 text-sm text-ink-800"
            >
              {item}
            </li>
          ))}
        </ul>
        <h4 className="mt-6 font-sans text-sm font-semibold tracking-[0.12em] text-gold-700 uppercase">
          Qualifications
        </h4>
        <ul className="mt-3 flex flex-col gap-2">
          {founder.qualifications.map((item) => (
            <li key={item} className="flex gap-3 text-base text-ink-800">
              <GraduationCap className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-1 flex-col justify-end">
          <TestimonialCard testimonial={founder.testimonial} tinted />
        </div>
      </div>
    </article>
  );
}

/** The public coaches page (public-site §2): the founders, their programmes and Book Now. */
export function CoachesPage() {
  return (
    <>
      <InfoHero
        eyebrow={coachesHero.eyebrow}
        title={coachesHero.title}
        lead={coachesHero.lead}
        image={media.coachesHero}
        actions={
          <>
            <CallAcademyButton />
            <a href="#coach-programmes" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              See programmes
            </a>
          </>
        }
      />

      <Section
        id="founders"
        tone="white"
        eyebrow={foundersIntro.eyebrow}
        title={foundersIntro.title}
        intro={foundersIntro.intro}
      >
        <ul className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {founders.map((founder) => (
            <li key={founder.lastName}>
              <FounderCard founder={founder} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="coach-programmes"
        tone="cream"
        eyebrow={coachProgrammesIntro.eyebrow}
        title={coachProgrammesIntro.title}
        intro={coachProgrammesIntro.intro}
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
          {coachProgrammes.map((programme) => (
            <li key={programme.title}>
              <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-7 shadow-card sm:p-8">
                <span className="self-start rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-700">
                  {programme.badge}
                </span>
                <h3 className="mt-4 text-3xl font-semibold">{programme.title}</h3>
                <p className="mt-3 text-lg text-ink-700">{programme.text}</p>
                <ul className="mt-6 flex flex-1 flex-col gap-3">
                  {programme.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-base text-ink-800">
                      <Check className="mt-0.5 size-5 shrink-0 text-fairway-600" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={programme.action.to}
                  aria-label={`${programme.action.label}: ${programme.title}`}
                  className={buttonClasses({ size: 'lg', className: 'mt-8 self-stretch sm:self-start' })}
                >
                  {programme.action.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="coaches-cta-title" className="bg-cream-100 pb-16 sm:pb-20 lg:pb-24">
        <div className="container-page">
          <div
            data-surface="dark"
            className="flex flex-col items-start gap-8 rounded-2xl bg-fairway-800 p-7 text-cream-100 shadow-raised sm:p-10 md:flex-row md:items-center md:justify-between"
          >
            <div>
              <h2 id="coaches-cta-title" className="text-3xl font-semibold text-cream-50">
                {coachesCallToAction.title}
              </h2>
              <p className="mt-2 text-lg text-cream-200">{coachesCallToAction.text}</p>
            </div>
            <CallAcademyButton variant="gold" />
          </div>
        </div>
      </section>
    </>
  );
}
