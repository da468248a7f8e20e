import {
  ArrowRight,
  Award,
  Check,
  Clock,
  Crown,
  Flag,
  LineChart,
  Star,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { media } from '@/core/content/media';
import {
  faqs,
  featureCards,
  galleryImages,
  galleryIntro,
  type HomeCard,
  homeHero,
  joinUs,
  programmes,
  programmesIntro,
  testimonials,
  testimonialsIntro,
  whoWeAre,
  whyChooseUs,
} from '@/core/content/pages/home';
import { ACTIVE_STUDENTS_CLAIM, PARENT_RATING_CLAIM } from '@/core/content/programmes';
import { buttonClasses } from '@/web/components/ui/button';
import { CallAcademyButton } from '../components/call-academy-button';
import { CoachesSection } from '../components/coaches-section';
import { FaqSection } from '../components/faq-section';
import { GallerySection } from '../components/gallery-section';
import { absoluteUrl, JsonLd } from '../components/json-ld';
import { MediaImage } from '../components/media-image';
import { Section, SectionHeading, sectionSpacing } from '../components/section';
import { TestimonialsSection } from '../components/testimonials-section';

const icons: Record<HomeCard['icon'], typeof Flag> = {
  junior: Flag,
  private: UserRound,
  membership: Crown,
  team: Users,
  progress: LineChart,
  calendar: Clock,
  award: Award,
};

/** schema.org data for the academy (the server makes addresses absolute). */
const academyJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'SportsActivityLocation',
  name: academy.name,
  description: academy.tagline,
  url: absoluteUrl('/home'),
  logo: absoluteUrl('/logo.svg'),
  image: absoluteUrl(media.homeBanner.src),
  telephone: academy.phone.tel,
  email: academy.email,
  foundingDate: String(academy.foundedYear),
  address: {
    '@type': 'PostalAddress',
    streetAddress: `${academy.venue.name}, ${academy.venue.street}`,
    addressLocality: academy.venue.town,
    addressRegion: academy.venue.county,
    postalCode: academy.venue.postcode,
    addressCountry: 'GB',
  },
  sameAs: academy.social.flatMap((network) => (network.live && network.href ? [network.href] : [])),
};

function Stars({ className }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} className="size-4 fill-current" />
      ))}
    </span>
  );
}

/** 1. Banner: the h1, the call to action and the social proof, over the coast. */
function Hero() {
  return (
    <section aria-labelledby="home-title" className="relative bg-cream-200">
      <div className="container-page flex flex-col items-center pt-12 text-center sm:pt-16 lg:pt-20">
        <p className="text-sm font-semibold tracking-[0.16em] text-gold-700 uppercase">{homeHero.eyebrow}</p>
        <h1 id="home-title" className="mt-3 max-w-4xl text-4xl font-semibold sm:text-5xl">
          {homeHero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-700">{homeHero.lead}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          <CallAcademyButton />
          <Link
            to={homeHero.secondaryAction.to}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {homeHero.secondaryAction.label}
          </Link>
        </div>
        <ul
          aria-label="Why families choose us"
          className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-base text-ink-700"
        >
          <li className="flex items-center gap-2">
            <Stars className="flex text-gold-600" />
            <span className="font-semibold text-ink-900">{PARENT_RATING_CLAIM}</span>
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="hidden size-1 rounded-full bg-ink-500 sm:block" />
            <span>
              <span className="font-semibold text-ink-900">{ACTIVE_STUDENTS_CLAIM}</span>{' '}
              {homeHero.studentsLabel}
            </span>
          </li>
        </ul>
      </div>
      <MediaImage
        image={media[homeHero.image]}
        priority
        layout="none"
        className="mt-8 h-52 w-full object-cover object-[70%_100%] sm:mt-10 sm:h-auto"
      />
    </section>
  );
}

/** 2. The three ways in, overlapping the banner's foot on wide screens. */
function FeatureCards() {
  return (
    <section aria-labelledby="offer-title" className="relative bg-cream-50 pb-16 sm:pb-20 lg:pb-24">
      <h2 id="offer-title" className="sr-only">
        What we offer
      </h2>
      <ul className="container-page relative grid gap-5 pt-10 md:-mt-20 md:grid-cols-3 md:pt-0 lg:-mt-28 lg:gap-6">
        {featureCards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title}>
              <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-raised sm:p-7">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-fairway-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-2xl font-semibold">{card.title}</h3>
                {card.fact && <p className="mt-1 text-sm font-semibold text-gold-700">{card.fact}</p>}
                <p className="mt-3 flex-1 text-base text-ink-700">{card.text}</p>
                {card.link && (
                  <Link
                    to={card.link.to}
                    className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-fairway-800 underline-offset-4 hover:underline"
                  >
                    {card.link.label}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 3. Who We Are: the head coach's words, four reasons and the way to learn more. */
function WhoWeAre() {
  return (
    <section aria-labelledby="who-we-are-title" className={`${sectionSpacing} bg-white`}>
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="who-we-are-title"
            eyebrow={whoWeAre.eyebrow}
            title={whoWeAre.title}
            intro={whoWeAre.text}
          />
          <ul className="mt-8 flex flex-col gap-4">
            {whoWeAre.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-base text-ink-800">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
          <Link to={whoWeAre.action.to} className={buttonClasses({ size: 'lg', className: 'mt-10' })}>
            {whoWeAre.action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <figure className="relative">
          <div className="overflow-hidden rounded-2xl border border-line">
            <MediaImage image={media[whoWeAre.image]} />
          </div>
          <div className="relative -mt-16 mx-4 rounded-xl bg-fairway-800 p-6 text-cream-100 shadow-raised sm:mx-8 sm:p-8">
            <blockquote className="font-display text-xl text-cream-50 sm:text-2xl">
              <p>“{whoWeAre.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-base">
              <span className="font-semibold text-white">{whoWeAre.quoteBy}</span>
              <span className="block text-sm text-cream-200">{whoWeAre.quoteRole}</span>
            </figcaption>
          </div>
        </figure>
      </div>
    </section>
  );
}

/** 4. Join Us with the headline stat. */
function JoinUs() {
  return (
    <section
      aria-labelledby="join-us-title"
      data-surface="dark"
      className="bg-fairway-900 py-16 text-cream-100 sm:py-20"
    >
      <div className="container-page grid items-center gap-10 md:grid-cols-[auto_1fr] md:gap-16">
        <p className="flex flex-col border-gold-300/40 md:border-r md:pr-16">
          <span className="font-display text-[4rem] leading-none font-semibold text-gold-200 sm:text-[5rem]">
            {joinUs.stat}
          </span>
          <span className="mt-1 text-lg font-semibold tracking-[0.12em] text-cream-50 uppercase">
            {joinUs.statLabel}
          </span>
        </p>
        <div>
          <h2 id="join-us-title" className="text-3xl font-semibold text-cream-50 sm:text-4xl">
            {joinUs.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-cream-200">{joinUs.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <CallAcademyButton variant="gold" />
            <Link
              to={joinUs.secondaryAction.to}
              className={buttonClasses({ variant: 'inverse', size: 'lg' })}
            >
              {joinUs.secondaryAction.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** 5. Our Programs. */
function Programmes() {
  return (
    <Section
      id="programmes"
      tone="cream"
      eyebrow={programmesIntro.eyebrow}
      title={programmesIntro.title}
      intro={programmesIntro.intro}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {programmes.map((programme) => (
          <li key={programme.title}>
            <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-card">
              <span className="self-start rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-700">
                {programme.badge}
              </span>
              <h3 className="mt-4 text-2xl font-semibold">{programme.title}</h3>
              <p className="mt-3 text-base text-ink-700">{programme.text}</p>
              <ul className="mt-4 flex flex-1 flex-col gap-2 text-base text-ink-800">
                {programme.details.map((detail) => (
                  <li key={detail} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-fairway-600" aria-hidden="true" />
                    {detail}
                  </li>
                ))}
              </ul>
              <Link
                to={programme.link.to}
                className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-fairway-800 underline-offset-4 hover:underline"
              >
                {programme.link.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** 6. Why Choose Us, with a Join Us card. */
function WhyChooseUs() {
  return (
    <Section id="why-choose-us" tone="white" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title}>
      <div className="grid gap-5 lg:grid-cols-3 lg:gap-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-2 lg:gap-6">
          {whyChooseUs.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.title} className="rounded-xl border border-line bg-cream-50 p-6">
                <Icon className="size-7 text-fairway-700" aria-hidden="true" />
                <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 text-base text-ink-700">{card.text}</p>
              </li>
            );
          })}
        </ul>
        <aside
          aria-labelledby="join-card-title"
          data-surface="dark"
          className="flex flex-col justify-between rounded-xl bg-fairway-800 p-7 text-cream-100 sm:p-8"
        >
          <div>
            <Award className="size-9 text-gold-200" aria-hidden="true" />
            <h3 id="join-card-title" className="mt-5 text-3xl font-semibold text-cream-50">
              {whyChooseUs.joinCard.title}
            </h3>
            <p className="mt-3 text-lg text-cream-200">{whyChooseUs.joinCard.text}</p>
          </div>
          <div className="mt-8 flex flex-col gap-3">
            <CallAcademyButton variant="gold" />
            <Link
              to={whyChooseUs.joinCard.action.to}
              className={buttonClasses({ variant: 'inverse', size: 'lg' })}
            >
              {whyChooseUs.joinCard.action.label}
            </Link>
          </div>
        </aside>
      </div>
    </Section>
  );
}

/** The home page (public-site §2): its ten sections in the spec's order. */
export function HomePage() {
  return (
    <>
      <JsonLd data={academyJsonLd} />
      <Hero />
      <FeatureCards />
      <WhoWeAre />
      <JoinUs />
      <Programmes />
      <WhyChooseUs />
      <TestimonialsSection
        page="home"
        tone="cream"
        eyebrow={testimonialsIntro.eyebrow}
        title={testimonialsIntro.title}
        items={testimonials}
      />
      <CoachesSection />
      <GallerySection eyebrow={galleryIntro.eyebrow} title={galleryIntro.title} images={galleryImages} />
      <FaqSection
        items={faqs}
        eyebrow="FAQs"
        intro={
          <p>
            Cannot find your answer? Call us on{' '}
            <a
              href={`tel:${academy.phone.tel}`}
              className="font-semibold whitespace-nowrap text-fairway-800 underline underline-offset-4"
            >
              {academy.phone.display}
            </a>
            .
          </p>
        }
      />
    </>
  );
}
