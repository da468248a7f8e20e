import { Award, Phone } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { coachesIntro } from '@/core/content/pages/home';
import type { PublicCoach } from '@/core/contracts/coaches';
import { buttonClasses } from '@/web/components/ui/button';
import { usePublicResource } from '@/web/lib/use-public-resource';
import { COACH_FALLBACK_IMAGE, type CoachDisplayInput, coachDisplay } from './coach-display';
import { Section } from './section';

/** A broken picture falls back to the logo too. */
function showLogoInstead(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(COACH_FALLBACK_IMAGE)) {
    img.src = COACH_FALLBACK_IMAGE;
    img.dataset.fallback = 'true';
  }
}

export function CoachCard({ coach }: { coach: CoachDisplayInput }) {
  const shown = coachDisplay(coach);
  return (
    <article
      data-testid="coach-card"
      className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-card sm:p-7"
    >
      <div className="flex items-center gap-4">
        <img
          src={shown.image}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          onError={showLogoInstead}
          data-fallback={shown.imageIsFallback || undefined}
          className="size-20 shrink-0 rounded-full border border-line bg-cream-100 object-cover data-fallback:object-contain data-fallback:p-3"
        />
        <div className="min-w-0">
          <h3 className="text-2xl font-semibold">{shown.name}</h3>
          <p className="mt-1 text-sm font-semibold tracking-[0.08em] text-gold-700 uppercase">{shown.role}</p>
        </div>
      </div>
      {shown.bio && <p className="mt-5 text-base text-ink-700">{shown.bio}</p>}
      {shown.certifications.length > 0 && (
        <div className="mt-5">
          <h4 className="font-sans text-sm font-semibold text-ink-900">Qualifications</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {shown.certifications.map((certification) => (
              <li
                key={certification}
                className="inline-flex items-center gap-1.5 rounded-full border border-fairway-200 bg-fairway-50 px-3 py-1 text-sm text-fairway-800"
              >
                <Award className="size-4 shrink-0" aria-hidden="true" />
                {certification}
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown.phone && shown.phoneHref && (
        <a
          href={shown.phoneHref}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-5 font-semibold text-fairway-800 underline-offset-4 hover:underline"
        >
          <Phone className="size-5" aria-hidden="true" />
          <span>
            <span className="sr-only">Call {shown.name} on </span>
            {shown.phone}
          </span>
        </a>
      )}
    </article>
  );
}

function Placeholder() {
  return (
    <div
      data-testid="coach-placeholder"
      aria-hidden="true"
      className="h-72 animate-pulse rounded-xl bg-ink-300/40"
    />
  );
}

/** Home section 8: the coaches from GET /api/coaches, two per row (public-site §2, §4, §8). */
export function CoachesSection() {
  const coaches = usePublicResource<PublicCoach[]>('/api/coaches');
  return (
    <Section
      id="coaches"
      tone="white"
      eyebrow={coachesIntro.eyebrow}
      title={coachesIntro.title}
      intro={coachesIntro.intro}
    >
      {coaches.status === 'loading' && (
        <div role="status">
          <span className="sr-only">{coachesIntro.loading}</span>
          <div className="grid gap-6 md:grid-cols-2">
            <Placeholder />
            <Placeholder />
          </div>
        </div>
      )}
      {coaches.status === 'error' && (
        <p role="alert" className="text-lg font-medium text-error-700">
          {coachesIntro.error}
        </p>
      )}
      {coaches.status === 'success' &&
        (coaches.data.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {coaches.data.map((coach, index) => (
              <li key={coach.id ?? index}>
                <CoachCard coach={coach} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-ink-700">Our coaches will be introduced here soon.</p>
        ))}
      <Link to={coachesIntro.more.to} className={buttonClasses({ variant: 'secondary', className: 'mt-10' })}>
        {coachesIntro.more.label}
      </Link>
    </Section>
  );
}
