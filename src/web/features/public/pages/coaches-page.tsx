import { ArrowRight, Check, GraduationCap, Phone } from 'lucide-react';
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
import type { CoachPhoto, PublicCoachProfile } from '@/core/contracts/coach-profiles';
import { buttonClasses } from '@/web/components/ui/button';
import { usePublicContent } from '@/web/lib/public-content';
import { CallAcademyButton } from '../components/call-academy-button';
import { InfoHero } from '../components/info-hero';
import { Section } from '../components/section';
import { TestimonialCard } from '../components/testimonials-section';

/** A coach as the page shows them: the server's profile, or the content's founder where none was given. */
interface ProfileShown {
  key: string;
  name: string;
  initials: string;
  title: string;
  bio: string | null;
  specialisations: string[];
  qualifications: string[];
  phone: string | null;
  photo: CoachPhoto | null;
  testimonial?: FounderProfile['testimonial'];
}

const nameOf = (f: FounderProfile) => `${f.firstName} ${f.lastName}`;
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

/**
 * The profiles the academy shows, in its order (the server's), each with its founder's specialisms and
 * testimonial where the content has them; the content's founders where the page was not rendered with
 * the server's profiles.
 */
function profilesShown(coaches: PublicCoachProfile[] | undefined): ProfileShown[] {
  if (!coaches) {
    return founders.map((f) => ({
      key: f.lastName,
      name: nameOf(f),
      initials: initialsOf(nameOf(f)),
      title: f.role,
      bio: f.bio,
      specialisations: f.specialisations,
      qualifications: f.qualifications,
      phone: null,
      photo: null,
      testimonial: f.testimonial,
    }));
  }
  return coaches.map((coach) => {
    const founder = founders.find((f) => nameOf(f) === coach.name);
    return {
      key: coach.id,
      name: coach.name,
      initials: initialsOf(coach.name),
      title: coach.title,
      bio: coach.bio,
      specialisations: founder?.specialisations ?? [],
      qualifications: coach.qualifications,
      phone: coach.phone,
      photo: coach.photo,
      testimonial: founder?.testimonial,
    };
  });
}

/** The photo at the size the card shows (96 px), AVIF where the browser takes it, with its size reserved. */
function CoachPhotoImage({ photo }: { photo: CoachPhoto }) {
  const of = (format: 'avif' | 'webp') =>
    photo.sources
      .filter((s) => s.format === format)
      .map((s) => `${s.url} ${s.width}w`)
      .join(', ');
  const fallback = photo.sources.filter((s) => s.format === 'webp').at(-1) ?? photo.sources[0];
  if (!fallback) return null;
  return (
    <picture>
      <source type="image/avif" srcSet={of('avif')} sizes="96px" />
      <source type="image/webp" srcSet={of('webp')} sizes="96px" />
      <img
        src={fallback.url}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        data-testid="coach-photo"
        className="size-24 shrink-0 rounded-full border-2 border-gold-300 bg-fairway-900 object-cover"
      />
    </picture>
  );
}

function FounderCard({ profile }: { profile: ProfileShown }) {
  return (
    <article
      aria-label={profile.name}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      <header className="flex items-center gap-5 bg-fairway-800 p-6 sm:p-8" data-surface="dark">
        {profile.photo ? (
          <CoachPhotoImage photo={profile.photo} />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-24 shrink-0 items-center justify-center rounded-full border-2 border-gold-300 bg-fairway-900 font-display text-3xl font-semibold text-gold-200"
          >
            {profile.initials}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="text-3xl font-semibold text-cream-50">{profile.name}</h3>
          <p className="mt-1 text-sm font-semibold tracking-[0.08em] text-gold-200 uppercase">
            {profile.title}
          </p>
        </div>
      </header>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        {profile.bio && <p className="text-lg whitespace-pre-line text-ink-700">{profile.bio}</p>}
        {profile.specialisations.length > 0 && (
          <>
            <h4 className="mt-6 font-sans text-sm font-semibold tracking-[0.12em] text-gold-700 uppercase">
              Specialisms
            </h4>
            <ul className="mt-3 flex flex-wrap gap-2">
              {profile.specialisations.map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-line-strong bg-cream-50 px-3 py-1 text-sm text-ink-800"
                >
                  {item}
                </li>
              ))}
            </ul>
          </>
        )}
        {profile.qualifications.length > 0 && (
          <>
            <h4 className="mt-6 font-sans text-sm font-semibold tracking-[0.12em] text-gold-700 uppercase">
              Qualifications
            </h4>
            <ul className="mt-3 flex flex-col gap-2">
              {profile.qualifications.map((item) => (
                <li key={item} className="flex gap-3 text-base text-ink-800">
                  <GraduationCap className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </>
        )}
        {profile.phone && (
          <a
            href={`tel:${profile.phone.replace(/[^+\d]/g, '')}`}
            className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-fairway-800 underline-offset-4 hover:underline"
          >
            <Phone className="size-5" aria-hidden="true" />
            <span>
              <span className="sr-only">Call {profile.name} on </span>
              {profile.phone}
            </span>
          </a>
        )}
        {profile.testimonial && (
          <div className="mt-8 flex flex-1 flex-col justify-end">
            <TestimonialCard testimonial={profile.testimonial} tinted />
          </div>
        )}
      </div>
    </article>
  );
}

/** The public coaches page (public-site §2): the founders, their programmes and Book Now. */
export function CoachesPage() {
  const profiles = profilesShown(usePublicContent()?.coaches);
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
          {profiles.map((profile) => (
            <li key={profile.key}>
              <FounderCard profile={profile} />
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
