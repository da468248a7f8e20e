import { CircleAlert, Globe, Phone, Star } from 'lucide-react';
import { academy } from '@/core/content/academy';
import { media } from '@/core/content/media';
import { developmentSquadPage as c } from '@/core/content/pages/development-squad';
import { buttonClasses } from '@/web/components/ui/button';
import { CallAcademyButton } from '../components/call-academy-button';
import {
  CheckList,
  FeatureGrid,
  NumberedSteps,
  PageBanner,
  PriceTag,
  ProgrammeHero,
} from '../components/programme-blocks';
import { SchedulingWidget } from '../components/scheduling-widget';
import { ScrollToBooking } from '../components/scroll-to-booking';
import { Section } from '../components/section';
import { SquadMembershipJoin } from '../components/squad-membership-join';
import { TestimonialsSection } from '../components/testimonials-section';
import { WaitingListButton } from '../components/waiting-list-popup';

const BOOKING = 'booking-section';

/** The Development Squad page (/development-squad), sections in the spec's order (public-site §2). */
export function DevelopmentSquadPage() {
  return (
    <>
      <PageBanner tone="red">
        <p className="flex items-center gap-2 text-base font-semibold">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          {c.banner}
        </p>
        <WaitingListButton programme="Junior Development Squad" variant="inverse" size="sm" />
      </PageBanner>

      <ProgrammeHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        image={media.developmentSquadHero}
        actions={
          <>
            <ScrollToBooking target={BOOKING}>Join Development Squad</ScrollToBooking>
            <CallAcademyButton variant="secondary" />
          </>
        }
      >
        <p className="mt-4 font-display text-2xl font-semibold text-fairway-800">{c.hero.subtitle}</p>
        <p className="mt-2 max-w-xl text-lg text-ink-700">
          {/* Times such as '4-5pm' never break at their hyphen. */}
          {c.hero.schedule.split(/(\d+-\d+pm)/).map((part, i) =>
            i % 2 ? (
              <span key={part} className="whitespace-nowrap">
                {part}
              </span>
            ) : (
              part
            ),
          )}
        </p>
        <p className="mt-4 flex items-center gap-2 text-base font-semibold text-ink-800">
          <span className="flex gap-0.5 text-gold-500" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Star key={i} className="size-5 fill-current" />
            ))}
          </span>
          {c.hero.rating}
        </p>
        <ul aria-label="At a glance" className="mt-6 flex flex-wrap gap-2">
          {c.hero.badges.map((badge) => (
            <li
              key={badge}
              className="rounded-full border border-fairway-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-fairway-800"
            >
              {badge}
            </li>
          ))}
        </ul>
      </ProgrammeHero>

      <Section id="price" tone="white" eyebrow={c.price.eyebrow} title={c.price.title}>
        <div className="flex flex-col gap-6 rounded-2xl border-2 border-fairway-600 bg-cream-50 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <PriceTag amount={c.price.amount} unit={c.price.unit} />
            <p className="mt-2 text-lg font-semibold text-ink-800">{c.price.hourly}</p>
            <p className="mt-3 inline-flex rounded-full bg-gold-100 px-3 py-1 text-base font-semibold text-gold-700">
              {c.price.saving}
            </p>
          </div>
          <ScrollToBooking target={BOOKING}>Join Monthly</ScrollToBooking>
        </div>
      </Section>

      <TestimonialsSection page="development-squad" items={c.testimonials} title="What Parents Say" />

      <Section id="why-choose" tone="white" eyebrow={c.why.eyebrow} title={c.why.title}>
        <FeatureGrid items={c.why.items} />
      </Section>

      <Section id="included" eyebrow={c.included.eyebrow} title={c.included.title}>
        <CheckList items={c.included.items} columns={2} className="max-w-4xl" />
      </Section>

      <Section id="learn" tone="white" eyebrow={c.learn.eyebrow} title={c.learn.title}>
        <NumberedSteps steps={c.learn.steps} />
      </Section>

      <Section id="programme" eyebrow={c.programme.eyebrow} title={c.programme.title}>
        <article className="relative mx-auto max-w-xl rounded-2xl border border-fairway-600 bg-white p-6 shadow-raised ring-2 ring-fairway-600 sm:p-8">
          <p className="absolute -top-3.5 left-6 rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-ink-900 shadow-xs">
            Most Popular
          </p>
          <h3 className="text-2xl font-semibold">{c.programme.name}</h3>
          <div className="mt-4">
            <PriceTag amount={c.programme.price} unit={c.programme.unit} />
          </div>
          <p className="mt-1 text-base text-ink-600">{c.programme.hourly}</p>
          <CheckList items={c.programme.features} className="mt-6 border-t border-line pt-6" />
          <ScrollToBooking target={BOOKING} className="mt-8 w-full">
            Join Monthly
          </ScrollToBooking>
        </article>
      </Section>

      <Section id="safety" tone="white" eyebrow={c.safety.eyebrow} title={c.safety.title}>
        <FeatureGrid items={c.safety.items} />
      </Section>

      <section aria-labelledby="ways-to-book" className="bg-cream-100 pb-4 pt-16 sm:pt-20">
        <div className="container-page">
          <div className="rounded-2xl bg-fairway-800 p-6 text-cream-100 sm:p-10" data-surface="dark">
            <h2 id="ways-to-book" className="text-center text-3xl font-semibold text-cream-50 sm:text-4xl">
              {c.waysToBook.title}
            </h2>
            <div className="mt-8 grid gap-5 md:grid-cols-2">
              <div className="flex flex-col items-start rounded-xl border border-white/15 bg-white/5 p-6">
                <Globe className="size-8 text-gold-200" aria-hidden="true" />
                <h3 className="mt-3 text-2xl font-semibold text-white">1. {c.waysToBook.online.title}</h3>
                <p className="mt-2 flex-1 text-base text-cream-200">{c.waysToBook.online.text}</p>
                <ScrollToBooking target={BOOKING} variant="gold" className="mt-6 w-full sm:w-auto">
                  BOOK NOW ONLINE
                </ScrollToBooking>
              </div>
              <div className="flex flex-col items-start rounded-xl border border-white/15 bg-white/5 p-6">
                <Phone className="size-8 text-gold-200" aria-hidden="true" />
                <h3 className="mt-3 text-2xl font-semibold text-white">2. {c.waysToBook.phone.title}</h3>
                <p className="mt-2 flex-1 text-base text-cream-200">{c.waysToBook.phone.text}</p>
                <a
                  href={`tel:${academy.phone.tel}`}
                  className={buttonClasses({
                    variant: 'inverse',
                    size: 'lg',
                    className: 'mt-6 w-full sm:w-auto',
                  })}
                >
                  <Phone aria-hidden="true" />
                  Call {academy.phone.display}
                </a>
              </div>
            </div>
          </div>
        </div>
      </section>

      <Section id={BOOKING} eyebrow={c.booking.eyebrow} title={c.booking.title} intro={c.booking.intro}>
        <SquadMembershipJoin />
        <SchedulingWidget
          containerId="sbw_squad"
          startPage="membership"
          fallbackServiceSlug="development-squad"
        />
      </Section>
    </>
  );
}
