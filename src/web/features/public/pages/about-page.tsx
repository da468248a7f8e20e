import { ArrowRight, Check, Gem, MapPin, Phone, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { academy, venueAddress } from '@/core/content/academy';
import { media } from '@/core/content/media';
import {
  aboutCallToAction,
  aboutHero,
  community,
  facility,
  mission,
  pathway,
  values,
} from '@/core/content/pages/about';
import { SocialIcon } from '@/web/components/brand/social-icon';
import { buttonClasses } from '@/web/components/ui/button';
import { InfoHero } from '../components/info-hero';
import { MediaImage } from '../components/media-image';
import { Section, SectionHeading, sectionSpacing } from '../components/section';

const valueIcons = { excellence: Gem, integrity: ShieldCheck, community: Users } as const;

const instagram = academy.social.find((network) => network.live && network.href);

/** 'Contact Us' rings the academy: the one contact route that needs nothing else built (decision 0005). */
function ContactUsLink({ variant }: { variant: 'secondary' | 'inverse' }) {
  return (
    <a
      href={`tel:${academy.phone.tel}`}
      aria-describedby="about-phone"
      className={buttonClasses({ variant, size: 'lg' })}
    >
      <Phone aria-hidden="true" />
      {aboutCallToAction.contactLabel}
    </a>
  );
}

function StartPathwayLink({ variant = 'primary' }: { variant?: 'primary' | 'gold' }) {
  return (
    <Link to={aboutCallToAction.start.to} className={buttonClasses({ variant, size: 'lg' })}>
      {aboutCallToAction.start.label}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

/** The About page (public-site §2): mission, pathway, values, facility, community and the next step. */
export function AboutPage() {
  return (
    <>
      <InfoHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        lead={aboutHero.lead}
        image={media.whoWeAre}
        actions={
          <>
            <StartPathwayLink />
            <ContactUsLink variant="secondary" />
          </>
        }
      />

      <section aria-labelledby="mission-title" className={`${sectionSpacing} bg-white`}>
        <div className="container-page grid items-center gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div>
            <SectionHeading id="mission-title" eyebrow={mission.eyebrow} title={mission.title} />
            <div className="mt-6 flex flex-col gap-4 text-lg text-ink-700">
              {mission.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <dl className="mt-10 grid grid-cols-3 gap-3">
              {mission.facts.map((fact) => (
                <div
                  key={fact.label}
                  className="flex flex-col-reverse justify-end rounded-lg border border-line bg-cream-50 p-4"
                >
                  <dt className="mt-1 text-sm text-ink-600">{fact.label}</dt>
                  <dd className="font-display text-3xl font-semibold text-fairway-800">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="overflow-hidden rounded-2xl border border-line">
            <MediaImage image={media[mission.image]} />
          </div>
        </div>
      </section>

      <Section
        id="pathway"
        tone="cream"
        eyebrow={pathway.eyebrow}
        title={pathway.title}
        intro={pathway.intro}
      >
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {pathway.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-card"
            >
              <div className="flex items-center justify-between gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-fairway-700 font-display text-lg font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-700">
                  {step.ages}
                </span>
              </div>
              <h3 className="mt-5 text-2xl font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 flex-1 text-base text-ink-700">{step.text}</p>
              <p className="mt-4 text-base font-semibold text-ink-900">{step.fact}</p>
              <Link
                to={step.to}
                className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-fairway-800 underline-offset-4 hover:underline"
              >
                Find out more<span className="sr-only"> about {step.title}</span>
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="values" tone="white" eyebrow={values.eyebrow} title={values.title}>
        <ul className="grid gap-5 md:grid-cols-3 lg:gap-6">
          {values.items.map((value) => {
            const Icon = valueIcons[value.icon];
            return (
              <li key={value.title} className="rounded-xl border border-line bg-cream-50 p-7">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-2xl font-semibold">{value.title}</h3>
                <p className="mt-2 text-base text-ink-700">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <section
        aria-labelledby="facility-title"
        data-surface="dark"
        className={`${sectionSpacing} bg-fairway-900 text-cream-100`}
      >
        <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div className="overflow-hidden rounded-2xl border border-white/10 lg:order-2">
            <MediaImage image={media[facility.image]} />
          </div>
          <div>
            <SectionHeading id="facility-title" eyebrow={facility.eyebrow} title={facility.title} dark />
            <p className="mt-4 text-lg text-cream-200">{facility.text}</p>
            <ul className="mt-8 flex flex-col gap-3">
              {facility.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-base text-cream-100">
                  <Check className="mt-0.5 size-5 shrink-0 text-gold-200" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="mt-8 flex items-start gap-3 text-base text-cream-200">
              <MapPin className="mt-0.5 size-5 shrink-0 text-gold-200" aria-hidden="true" />
              {venueAddress()}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="next-step-title" className={`${sectionSpacing} bg-cream-100`}>
        <div className="container-page grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <div className="rounded-2xl border border-line bg-white p-7 shadow-card sm:p-10">
            <h2 id="next-step-title" className="text-3xl font-semibold sm:text-4xl">
              {aboutCallToAction.title}
            </h2>
            <p className="mt-3 max-w-xl text-lg text-ink-700">{aboutCallToAction.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <StartPathwayLink />
              <ContactUsLink variant="secondary" />
            </div>
            <p id="about-phone" className="mt-4 text-base text-ink-600">
              Calls go to {academy.headCoach.firstName} {academy.headCoach.lastName} on{' '}
              <span className="font-semibold whitespace-nowrap text-ink-900">{academy.phone.display}</span>.
            </p>
          </div>
          {instagram?.href && (
            <div className="flex flex-col rounded-2xl border border-line bg-fairway-50 p-7 sm:p-10">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-fairway-700 text-white">
                <SocialIcon name={instagram.name} className="size-6" />
              </span>
              <h2 className="mt-5 text-2xl font-semibold">{community.title}</h2>
              <p className="mt-2 flex-1 text-base text-ink-700">{community.text}</p>
              <a
                href={instagram.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'secondary', className: 'mt-6 self-start' })}
              >
                {community.linkLabel}
                <span className="sr-only"> (opens in a new tab)</span>
                <ArrowRight aria-hidden="true" className="-rotate-45" />
              </a>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
