import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { media } from '@/core/content/media';
import { juniorLessonsPage as c } from '@/core/content/pages/junior-lessons';
import type { LessonOption } from '@/core/content/pages/types';
import { buttonClasses } from '@/web/components/ui/button';
import { cn } from '@/web/lib/class-names';
import { CallAcademyButton } from '../components/call-academy-button';
import { FeatureGrid, NumberedSteps, PriceTag, ProgrammeHero } from '../components/programme-blocks';
import { SchedulingWidget } from '../components/scheduling-widget';
import { ScrollToBooking } from '../components/scroll-to-booking';
import { Section } from '../components/section';
import { TestimonialsSection } from '../components/testimonials-section';

const BOOKING = 'booking-section';

function OptionCard({ option, children }: { option: LessonOption; children: ReactNode }) {
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-card sm:p-7',
        option.popular ? 'border-fairway-600 ring-2 ring-fairway-600' : 'border-line',
      )}
    >
      {option.popular && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-ink-900 shadow-xs">
          Most Popular
        </p>
      )}
      <h3 className="text-2xl font-semibold">{option.title}</h3>
      <p className="mt-1 text-base font-medium text-fairway-800">{option.subtitle}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-semibold text-ink-900">{option.price}</span>
        <span className="text-base text-ink-600">{option.duration}</span>
      </p>
      <ul className="mt-5 flex flex-1 flex-col gap-2.5 border-t border-line pt-5 text-base text-ink-800">
        {option.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-fairway-600" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-7 flex flex-col gap-3">{children}</div>
    </article>
  );
}

/** The junior group lessons page (/junior-lessons), sections in the spec's order (public-site §2). */
export function JuniorLessonsPage() {
  return (
    <>
      <ProgrammeHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        lead={c.hero.lead}
        image={media.juniorLessonsHero}
        facts={c.hero.facts}
        actions={
          <>
            <ScrollToBooking target={BOOKING}>Book a taster</ScrollToBooking>
            <CallAcademyButton variant="secondary" />
          </>
        }
      />

      <Section id="price" tone="white" eyebrow={c.price.eyebrow} title={c.price.title}>
        <div className="flex flex-col gap-6 rounded-2xl border border-line bg-cream-50 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <PriceTag amount={c.price.amount} unit={c.price.unit} />
            <p className="mt-3 max-w-2xl text-lg text-ink-700">{c.price.text}</p>
          </div>
          <ScrollToBooking target={BOOKING}>BOOK NOW ONLINE</ScrollToBooking>
        </div>
      </Section>

      <TestimonialsSection page="junior-lessons" items={c.testimonials} title="What Parents Say" />

      <Section id="benefits" tone="white" eyebrow={c.benefits.eyebrow} title={c.benefits.title}>
        <FeatureGrid items={c.benefits.items} />
      </Section>

      <Section id="what-to-expect" eyebrow={c.expect.eyebrow} title={c.expect.title} intro={c.expect.intro}>
        <NumberedSteps steps={c.expect.steps} />
      </Section>

      <Section id="options" tone="white" eyebrow={c.options.eyebrow} title={c.options.title}>
        <ul className="grid gap-8 pt-3 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {c.options.items.map((option) => (
            <li key={option.title}>
              <OptionCard option={option}>
                <ScrollToBooking target={BOOKING} variant={option.popular ? 'primary' : 'secondary'}>
                  Book now
                </ScrollToBooking>
              </OptionCard>
            </li>
          ))}
          <li>
            <OptionCard option={c.options.squad}>
              <Link to="/development-squad" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                View Programme
              </Link>
              <Link to="/development-squad#booking-section" className={buttonClasses({ size: 'lg' })}>
                Join Monthly
              </Link>
            </OptionCard>
          </li>
        </ul>

        <div className="mt-8 flex flex-col gap-5 rounded-2xl border border-line bg-cream-100 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-fairway-700">
              <Phone className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-xl font-semibold">{c.callDirect.title}</h3>
              <p className="mt-1 max-w-xl text-base text-ink-700">{c.callDirect.text}</p>
            </div>
          </div>
          <a href={`tel:${academy.phone.tel}`} className={buttonClasses({ size: 'lg' })}>
            <Phone aria-hidden="true" />
            Call {academy.phone.display}
          </a>
        </div>
      </Section>

      <Section id={BOOKING} eyebrow={c.booking.eyebrow} title={c.booking.title} intro={c.booking.intro}>
        <SchedulingWidget containerId="sbw_taster" fallbackServiceSlug="junior-group-lesson" />
      </Section>
    </>
  );
}
