import { media } from '@/core/content/media';
import { adultLessonsPage as c } from '@/core/content/pages/adult-lessons';
import { CallAcademyButton } from '../components/call-academy-button';
import { FaqSection } from '../components/faq-section';
import { MembershipPicker } from '../components/membership-picker';
import {
  CheckList,
  FeatureGrid,
  NumberedSteps,
  PriceTag,
  ProgrammeHero,
} from '../components/programme-blocks';
import { SchedulingWidget } from '../components/scheduling-widget';
import { ScrollToBooking } from '../components/scroll-to-booking';
import { Section } from '../components/section';
import { TestimonialsSection } from '../components/testimonials-section';

const BOOKING = 'booking';

/** The elite adult 1:1 coaching page (/adult-lessons, public-site §2). */
export function AdultLessonsPage() {
  return (
    <>
      <ProgrammeHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        lead={c.hero.lead}
        image={media.adultLessonsHero}
        facts={c.hero.facts}
        actions={
          <>
            <ScrollToBooking target={BOOKING}>Join now</ScrollToBooking>
            <CallAcademyButton variant="secondary" />
          </>
        }
      />

      <Section id="essentials" tone="white" eyebrow={c.essentials.eyebrow} title={c.essentials.title}>
        <div className="grid gap-8 rounded-2xl border border-line bg-cream-50 p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-center lg:gap-12">
          <div>
            <PriceTag amount={c.essentials.price} unit={c.essentials.unit} />
            <p className="mt-2 text-lg font-semibold text-ink-800">{c.essentials.schedule}</p>
            <p className="mt-4 text-base text-ink-700">{c.essentials.text}</p>
            <ScrollToBooking target={BOOKING} className="mt-6 w-full sm:w-auto">
              Join now
            </ScrollToBooking>
          </div>
          <CheckList items={c.essentials.features} />
        </div>
      </Section>

      <Section id="how-it-works" eyebrow={c.approach.eyebrow} title={c.approach.title}>
        <FeatureGrid items={c.approach.items} />
        <div className="mt-10">
          <NumberedSteps steps={c.approach.steps} />
        </div>
      </Section>

      <TestimonialsSection
        page="adult-lessons"
        items={c.testimonials}
        tone="white"
        title="What Our Golfers Say"
      />

      <Section
        id="memberships"
        eyebrow={c.memberships.eyebrow}
        title={c.memberships.title}
        intro={c.memberships.intro}
      >
        <MembershipPicker />
      </Section>

      <Section
        id={BOOKING}
        tone="white"
        eyebrow={c.booking.eyebrow}
        title={c.booking.title}
        intro={c.booking.intro}
      >
        <SchedulingWidget
          containerId="sbw_adult"
          startPage="membership"
          quietInitErrors
          fallbackServiceSlug="adult-private-lesson"
        />
      </Section>

      <FaqSection items={c.faqs} tone="cream" />
    </>
  );
}
