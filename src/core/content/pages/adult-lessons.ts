import { academy } from '../academy';
import { price } from '../live-prices';
import { adultEssentials, CANCELLATION_NOTICE_HOURS } from '../programmes';
import type { FaqItem, Feature, KeyFact, Step, Testimonial } from './types';

const hourly = price('adultHour');
const perWeek = `${adultEssentials.hoursPerWeek} hour per week`;
const perMonth = `${adultEssentials.hoursPerMonth} hours per month`;

/** The elite adult 1:1 coaching page (/adult-lessons). */
export const adultLessonsPage = {
  hero: {
    eyebrow: 'Adults · all abilities',
    title: 'Elite Adult 1:1 Coaching',
    lead: 'Private coaching with a PGA professional, built entirely around your swing, your goals and your diary.',
    facts: [
      { value: hourly, label: 'per hour' },
      { value: '1 hour', label: 'per week' },
      { value: '4 hours', label: 'per month' },
      { value: '1:1', label: 'with a PGA professional' },
    ] satisfies KeyFact[],
  },

  essentials: {
    eyebrow: 'Adult Essentials',
    title: adultEssentials.name,
    price: hourly,
    unit: 'per hour',
    schedule: `${perWeek} (${perMonth})`,
    text: 'The steady, structured way to lower your scores: one focused hour a week with the same coach, and a plan that carries you between sessions.',
    features: [
      'Launch-monitor data in every session',
      'Video swing analysis you can keep',
      'A practice plan between lessons',
      'Indoor studio or out on the course',
    ],
  },

  approach: {
    eyebrow: 'How it works',
    title: 'Coaching that fits your game',
    items: [
      {
        title: 'Built around your goals',
        text: 'Breaking 90, finding fairways or playing your first competition: we start from what matters to you.',
      },
      {
        title: 'See what the coach sees',
        text: 'Video and launch-monitor numbers make every change clear, so you understand your swing, not just copy it.',
      },
      {
        title: 'Fits your week',
        text: 'We agree a regular weekly time that suits you, and it stays yours.',
      },
    ] satisfies Feature[],
    steps: [
      {
        title: 'Assessment',
        text: 'We look at your swing, short game and scoring to find what will make the biggest difference.',
      },
      {
        title: 'Your plan',
        text: 'Clear priorities for the next month and drills that fit the time you have.',
      },
      {
        title: 'Weekly coaching',
        text: 'One hour a week, building on the last, with progress you can measure.',
      },
    ] satisfies Step[],
  },

  testimonials: [
    {
      quote:
        'Four months of weekly lessons and I have taken eight shots off my handicap. The launch-monitor numbers finally made my swing make sense.',
      name: 'Andrew K.',
      role: 'Adult Essentials member',
    },
    {
      quote:
        'I came back to golf after twenty years and expected to feel out of place. The coaching was patient, clear and genuinely enjoyable.',
      name: 'Helen F.',
      role: 'Returning golfer',
    },
  ] satisfies Testimonial[],

  memberships: {
    eyebrow: 'Memberships',
    title: 'Monthly coaching memberships',
    intro:
      'Prefer a bundle? Our memberships include private coaching hours every month, a practice plan and the student portal.',
  },

  booking: {
    eyebrow: 'Booking',
    title: 'Book your coaching',
    intro: `Book online or by phone. Need to move a lesson? Just give us ${CANCELLATION_NOTICE_HOURS} hours’ notice.`,
  },

  faqs: [
    {
      question: 'I am a complete beginner. Is 1:1 coaching right for me?',
      answer:
        'Absolutely. Private lessons are the quickest way to build good habits from the start, and we go at your pace.',
    },
    {
      question: 'Where do lessons take place?',
      answer: `At ${academy.venue.name} in ${academy.venue.town}, in the simulator studio or outside on the course, whichever suits your goals.`,
    },
    {
      question: 'Can I cancel or reschedule?',
      answer: `Yes, with at least ${CANCELLATION_NOTICE_HOURS} hours’ notice. Missed sessions may not be refunded.`,
    },
  ] satisfies FaqItem[],
};
