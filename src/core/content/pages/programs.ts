import { academy, venueAddress } from '../academy';
import { price } from '../live-prices';
import {
  ACTIVE_STUDENTS_CLAIM,
  ARRIVE_EARLY_MINUTES,
  CANCELLATION_NOTICE_HOURS,
  MINIMUM_AGE,
} from '../programmes';
import type { FaqItem, Feature, KeyFact, Step, Testimonial } from './types';

const { headCoach } = academy;

/**
 * The Elite Junior Academy page (/programs), section by section in the spec's order (public-site §2).
 * The copy is deliberately short: every word ships in the page's JavaScript.
 */
export const programsPage = {
  hero: {
    eyebrow: 'Juniors aged 6 to 18+',
    title: 'Elite Junior Academy',
    lead: 'A year-round pathway from first lessons to national competition, coached by PGA professionals and measured at every step.',
    facts: [
      { value: '6 to 18+', label: 'one pathway, every age' },
      { value: '4 phases', label: 'Foundation to Elite' },
      { value: ACTIVE_STUDENTS_CLAIM, label: 'active students' },
      { value: '5/5', label: 'rated by parents' },
    ] satisfies KeyFact[],
  },

  pitch: {
    eyebrow: 'Why an academy',
    title: 'More than lessons: a plan for your child’s golf',
    text: 'Most juniors have lessons. Few have a plan. Here every golfer has a coach who knows their game, a clear next step and a programme that joins coaching, practice and competition, building skills, habits and confidence that last.',
    highlights: [
      'Small groups, real attention',
      'A written plan every term',
      'Progress in the student portal',
    ],
  },

  coaches: {
    eyebrow: 'Coaching team',
    title: 'Coached by PGA professionals',
    intro: `${headCoach.firstName} ${headCoach.lastName}, our head coach, leads a small team of PGA professionals. The same faces every week means your child is known, encouraged and stretched.`,
    text: `Founded the academy in ${academy.foundedYear} to give south coast juniors coaching that is technically sound, honest about progress and always fun.`,
    points: [
      'Qualified PGA professionals',
      'DBS-checked and safeguarding-trained',
      'From first swing to tour level',
    ],
  },

  testimonial: {
    quote:
      'Ella joined the Foundation group at seven, barely able to get the ball airborne. Three years on she plays county junior events and loves every minute.',
    name: 'Rachel M.',
    role: 'Parent of Ella, 10',
  } satisfies Testimonial,

  pathway: {
    eyebrow: 'The pathway',
    title: 'Four phases, one clear route to the top',
    intro: 'Juniors move up when they are ready, not when the calendar says so.',
    phases: [
      {
        name: 'Foundation',
        tagline: 'Ages 6 to 10, our Future programme',
        text: 'Fun first: balance, grip, stance and swing, learned through games.',
      },
      {
        name: 'Development',
        tagline: 'Building a complete game',
        text: 'A repeatable swing, purposeful practice and a first taste of competition.',
      },
      {
        name: 'Performance',
        tagline: 'Competing with confidence',
        text: 'Launch-monitor data, course strategy and a competition calendar.',
      },
      {
        name: 'Elite',
        tagline: 'National and pro preparation, 18+',
        text: 'An individual plan for county, national, college or professional golf.',
      },
    ],
    waitingList: 'Places in each phase are limited to keep groups small. Group full? Join the waiting list.',
  },

  differentiators: {
    eyebrow: 'The difference',
    title: 'What makes the academy different',
    items: [
      { title: 'Small groups', text: 'Never more than six juniors with a coach.' },
      { title: 'PGA professional coaching', text: 'Every session led by a qualified PGA professional.' },
      { title: 'Measurable progress', text: 'Break Par levels, chipping tests and a putting ladder.' },
      { title: 'A student portal', text: 'Lesson notes, practice plans and progress in one place.' },
      { title: 'Year-round', text: 'Our indoor simulator studio means coaching goes ahead in January rain.' },
      {
        title: 'A pathway, not a product',
        text: `From a first lesson at ${MINIMUM_AGE} to tour-level preparation.`,
      },
    ] satisfies Feature[],
  },

  methodology: {
    eyebrow: 'Training methodology',
    title: 'How we train',
    steps: [
      { title: 'Assess', text: 'A baseline of swing, short game, putting and on-course skills.' },
      { title: 'Plan', text: 'Goals for the term and a practice plan that fits around school.' },
      {
        title: 'Train',
        text: 'Technique, skill games and pressure practice; 3 to 5 practice sessions a week of 1 to 2 hours as players progress.',
      },
      {
        title: 'Compete and review',
        text: 'Tests and competitions show what has stuck; then the next target.',
      },
    ] satisfies Step[],
  },

  results: {
    eyebrow: 'Results',
    title: 'Results parents can see',
    intro:
      'A first birdie at seven, a first handicap at twelve, a county call-up at sixteen: we track it all and share it with you.',
    stats: [
      { value: ACTIVE_STUDENTS_CLAIM, label: 'active students' },
      { value: '5/5', label: 'rated by parents' },
      { value: '4', label: 'phases to elite golf' },
      { value: `Since ${academy.foundedYear}`, label: 'on the south coast' },
    ] satisfies KeyFact[],
  },

  facilities: {
    eyebrow: 'Facilities',
    title: `Train at ${academy.venue.name}`,
    address: venueAddress(),
    items: [
      'Simulator bays with launch-monitor data on every shot',
      'Video swing analysis, shared to the student portal',
      'A dedicated putting and short-game area',
      'Warm and dry all year round',
    ],
  },

  parents: {
    eyebrow: 'Parent information',
    title: 'Good to know for parents',
    items: [
      {
        title: 'Safeguarding',
        text: 'DBS-checked coaches; coach messages to juniors are copied to a parent.',
      },
      {
        title: 'What to bring',
        text: `Comfortable clothes and shoes; arrive ${ARRIVE_EARLY_MINUTES} minutes early. Clubs provided if needed.`,
      },
      {
        title: 'Billing',
        text: `Monthly. Cancel or reschedule with ${CANCELLATION_NOTICE_HOURS} hours’ notice.`,
      },
      { title: 'In the loop', text: 'Lesson notes, goals and progress in the student portal.' },
    ] satisfies Feature[],
  },

  faqs: [
    {
      question: 'What age can my child start?',
      answer: `From ${MINIMUM_AGE}. Our Foundation phase, the Future programme, is for ages 6 to 10.`,
    },
    {
      question: 'How much does coaching cost?',
      answer: `Group junior sessions and 1-to-1 coaching start from ${price('from')}. Membership prices are below.`,
    },
    { question: 'How are memberships billed?', answer: 'Memberships are billed monthly.' },
    {
      question: 'What if we need to cancel or reschedule?',
      answer: `Give us at least ${CANCELLATION_NOTICE_HOURS} hours’ notice. Missed sessions may not be refunded.`,
    },
    { question: 'Do you offer trial sessions?', answer: 'Yes. Call us to arrange a trial session.' },
    {
      question: 'How much should my child practise?',
      answer: 'As players progress, 3 to 5 practice sessions a week of 1 to 2 hours.',
    },
  ] satisfies FaqItem[],

  membership: {
    eyebrow: 'Memberships',
    title: 'Book a Membership',
    intro:
      'Each plan includes private coaching hours every month, a practice plan and the student portal. You pay securely with our booking provider.',
  },

  closing: {
    title: 'Ready to start the pathway?',
    text: `Book a membership today, or call ${headCoach.firstName} for a chat about where your child fits in.`,
  },
};
