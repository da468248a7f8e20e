import { CalendarDays, CircleCheck, Clock, MapPin, Users } from 'lucide-react';
import { campsPage as c, currentCamp as current, upcomingCamps } from '@/core/content/pages/camps';
import { camp } from '@/core/content/programmes';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { usePublicContent } from '@/web/lib/public-content';
import { CallAcademyButton } from '../components/call-academy-button';
import { CampDays } from '../components/camp-days';
import { FaqSection } from '../components/faq-section';
import { CheckList, PageBanner, PriceTag, ProgrammeHero } from '../components/programme-blocks';
import { SchedulingWidget } from '../components/scheduling-widget';
import { ScrollToBooking } from '../components/scroll-to-booking';
import { Section } from '../components/section';
import { TestimonialsSection } from '../components/testimonials-section';
import { WaitingListButton } from '../components/waiting-list-popup';

/** 'Mon 15 Feb': a London date in the banner. */
const shortDate = lazyDateFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});

/** The half-term camps page, served at /summer-academy and /golf-camps (public-site §2). */
export function CampsPage() {
  const price = current.price;
  // The diary's coming days as the server rendered the page; none claimed where it did not.
  const days = usePublicContent()?.campDays ?? [];
  return (
    <>
      {days.length > 0 && (
        <PageBanner tone="green">
          <p className="flex items-center gap-2 text-base font-semibold">
            <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
            {c.banner}: {days.map((day) => shortDate().format(new Date(`${day.date}T12:00:00Z`))).join(', ')}
          </p>
        </PageBanner>
      )}

      <ProgrammeHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        lead={c.hero.lead}
        image={current.heroImage}
        facts={[
          { value: price, label: 'per day' },
          { value: current.times, label: `${camp.hoursPerDay} hours a day` },
          { value: current.ageRange, label: 'age range' },
          { value: `Max ${current.maxKids}`, label: 'golfers per day' },
        ]}
        actions={
          <>
            <ScrollToBooking target="booking">BOOK NOW ONLINE</ScrollToBooking>
            <CallAcademyButton variant="secondary" />
          </>
        }
      />

      <Section id="details" tone="white" eyebrow={c.details.eyebrow} title={c.details.title}>
        <article className="grid gap-8 rounded-2xl border border-line bg-cream-50 p-6 sm:p-8 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
          <div>
            <h3 className="text-2xl font-semibold">{current.name}</h3>
            <p className="mt-3 text-lg text-ink-700">{current.description}</p>
            <CampDays days={days} />
          </div>
          <ul aria-label="Camp details" className="grid gap-5 text-base">
            {[
              { icon: Clock, label: 'Times', value: `${current.times} each day` },
              {
                icon: MapPin,
                label: 'Location',
                value: `${current.location}, ${current.postcode}`,
                more: current.fullLocation,
              },
              {
                icon: Users,
                label: 'Who it’s for',
                value: `${current.ageRange}, maximum ${current.maxKids} golfers per day`,
              },
              { icon: CalendarDays, label: 'Price', value: `${price} per day` },
            ].map(({ icon: Icon, label, value, more }) => (
              <li key={label} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{label}</p>
                  <p className="text-ink-700">{value}</p>
                  {more && <p className="text-sm text-ink-600">{more}</p>}
                </div>
              </li>
            ))}
          </ul>
        </article>
      </Section>

      <Section id="pricing" eyebrow={c.pricing.eyebrow} title={c.pricing.title}>
        <div className="grid gap-8 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
          <div>
            <PriceTag amount={c.pricing.price} unit={c.pricing.unit} />
            <p className="mt-2 text-lg font-medium text-ink-800">{c.pricing.hours}</p>
            <ScrollToBooking target="booking" className="mt-6 w-full sm:w-auto">
              BOOK NOW ONLINE
            </ScrollToBooking>
          </div>
          <CheckList items={c.pricing.points} />
        </div>
      </Section>

      <TestimonialsSection page="camps" items={c.testimonials} tone="white" title="What Parents Say" />

      <Section id="included" eyebrow={c.included.eyebrow} title={c.included.title}>
        <CheckList items={c.included.items} columns={2} className="max-w-4xl" />
      </Section>

      <Section
        id="upcoming"
        tone="white"
        eyebrow={c.upcoming.eyebrow}
        title={c.upcoming.title}
        intro={c.upcoming.intro}
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {upcomingCamps.map((upcoming) => (
            <li key={upcoming.name} className="flex flex-col rounded-xl border border-line bg-cream-50 p-6">
              <p className="self-start rounded-full border border-gold-400/60 bg-gold-100 px-3 py-0.5 text-sm font-semibold text-gold-700">
                Coming soon
              </p>
              <h3 className="mt-4 text-xl font-semibold">{upcoming.name}</h3>
              <p className="mt-1 text-base text-ink-700">{upcoming.dates}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <WaitingListButton programme="Half-Term Camps" />
        </div>
      </Section>

      <Section id="booking" eyebrow={c.booking.eyebrow} title={c.booking.title} intro={c.booking.intro}>
        <SchedulingWidget containerId="sbw_camps" fallbackServiceSlug="half-term-camp" />
      </Section>

      <FaqSection items={c.faqs} tone="white" />
    </>
  );
}
