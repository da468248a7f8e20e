/**
 * The home page's words (public-site §2, home sections 1 to 10). Ages and times come from programmes.ts
 * and academy.ts, so a change there shows here too; prices are the server's (live-prices.ts).
 */
import { academy } from '../academy';
import { price } from '../live-prices';
import type { media } from '../media';
import {
  ACTIVE_STUDENTS_CLAIM,
  ARRIVE_EARLY_MINUTES,
  CANCELLATION_NOTICE_HOURS,
  juniorGroupLessons,
  MINIMUM_AGE,
} from '../programmes';

type MediaKey = keyof typeof media;

export interface HomeCard {
  /** The name of the icon the page draws beside the card. */
  icon: 'junior' | 'private' | 'membership' | 'team' | 'progress' | 'calendar' | 'award';
  title: string;
  text: string;
  /** A key fact, shown as a small label. */
  fact?: string;
  link?: { to: string; label: string };
}

export interface HomeProgramme {
  title: string;
  /** Ages or level, shown as a badge. */
  badge: string;
  text: string;
  details: string[];
  link: { to: string; label: string };
}

export const homeHero = {
  eyebrow: academy.name,
  title: 'Golf coaching for juniors and adults on the south coast',
  lead: `From a first swing at ${MINIMUM_AGE} to tournament preparation, our PGA professionals help every golfer improve, in small groups or one to one, all year round.`,
  secondaryAction: { to: '/programs', label: 'Explore programmes' },
  studentsLabel: 'Active Students',
  image: 'homeBanner' as const satisfies MediaKey,
};

export const featureCards: HomeCard[] = [
  {
    icon: 'junior',
    title: 'Junior Golf Academy',
    text: 'A year-round pathway from playful first lessons to county and national golf, with a coach who knows your child’s game.',
    fact: 'Ages 6 to 18+',
    link: { to: '/programs', label: 'Explore the academy' },
  },
  {
    icon: 'private',
    title: 'Private Coaching',
    text: 'One-to-one lessons for adults built around your swing, your goals and the time you have, with launch-monitor data and video.',
    fact: `From ${price('adultHour')} an hour`,
    link: { to: '/adult-lessons', label: 'Book private coaching' },
  },
  {
    icon: 'membership',
    title: 'Performance Memberships',
    text: 'Essentials, Performance and Elite: monthly coaching plans with private lessons, practice plans, video swing feedback and progress tracking.',
    fact: 'Billed monthly',
    link: { to: '/programs', label: 'Compare memberships' },
  },
];

export const whoWeAre = {
  eyebrow: 'Who We Are',
  title: `A family of golfers, coaching on the Solent since ${academy.foundedYear}`,
  text: `${academy.name} is a small, independent academy at ${academy.venue.name}. We coach juniors from the age of ${MINIMUM_AGE} and adults of every level, with the same care for each.`,
  quote:
    'Every golfer who walks through our door deserves a coach who knows their name, their game and their goals. Keep it simple, keep it fun, and the scores follow.',
  quoteBy: `${academy.headCoach.firstName} ${academy.headCoach.lastName}`,
  quoteRole: 'Head Coach & Founder, PGA Professional',
  bullets: [
    'Every lesson led by a qualified PGA professional',
    `Small groups of no more than ${juniorGroupLessons.maxPerGroup} juniors, so nobody waits around`,
    'An indoor simulator studio, so coaching goes ahead whatever the weather',
    'Safeguarding-trained, DBS-checked coaches and first aid on site',
  ],
  action: { to: '/aboutus', label: 'Discover More' },
  image: 'whoWeAre' as const satisfies MediaKey,
};

export const joinUs = {
  title: 'Join Us',
  stat: ACTIVE_STUDENTS_CLAIM,
  statLabel: 'Active Students',
  text: 'Juniors and adults already train with us every week. Ring the academy and we will find the right group, day and coach for you, or book a trial session first.',
  secondaryAction: { to: '/junior-lessons', label: 'See junior lessons' },
};

export const programmesIntro = {
  eyebrow: 'Our Programs',
  title: 'A programme for every stage of the game',
  intro: 'Start where you are. Our coaches will move you on when you are ready, not before.',
};

export const programmes: HomeProgramme[] = [
  {
    title: 'Future',
    badge: 'Ages 6 to 10',
    text: 'Our youngest academy golfers learn the fundamentals through games and challenges, and earn badges as they go.',
    details: [
      'Fun, skills-based sessions',
      'Putting, chipping and full swing',
      'Badges that mark each milestone',
    ],
    link: { to: '/programs', label: 'About Future' },
  },
  {
    title: 'Group Coaching Sessions',
    badge: `Ages ${juniorGroupLessons.ageRange.min} to ${juniorGroupLessons.ageRange.max}`,
    text: 'Friendly one-hour group lessons with a PGA professional, for beginners and improving juniors.',
    details: [
      `${price('juniorGroupHour')} per hour`,
      `At most ${juniorGroupLessons.maxPerGroup} juniors per group`,
      `${juniorGroupLessons.tasterMinutes}-minute taster sessions`,
    ],
    link: { to: '/junior-lessons', label: 'View group lessons' },
  },
  {
    title: '1-to-1 Elite Coaching',
    badge: 'Juniors and adults',
    text: 'Private coaching built around one golfer: technique, data, strategy and a plan for practice between lessons.',
    details: [
      `From ${price('adultHour')} an hour`,
      'Launch-monitor data and video review',
      'Monthly memberships available',
    ],
    link: { to: '/adult-lessons', label: 'View 1-to-1 coaching' },
  },
  {
    title: 'National & Pro Prep',
    badge: 'Tournament golfers',
    text: 'For players chasing county, national and professional golf: tournament preparation, course strategy and the mental game.',
    details: ['Tournament and course planning', 'On-course coaching', 'Game and tournament analysis'],
    link: { to: '/programs', label: 'View the Elite pathway' },
  },
];

export const whyChooseUs = {
  eyebrow: 'Why Choose Us',
  title: 'Coaching that shows on the scorecard',
  cards: [
    {
      icon: 'team',
      title: 'Expert Coaching Team',
      text: 'PGA professionals who have coached beginners, county players and touring pros, and who love teaching all of them.',
    },
    {
      icon: 'progress',
      title: 'Measurable Progress',
      text: 'Launch-monitor numbers, skills tests and badges make every step forward visible, to golfers and to parents.',
    },
    {
      icon: 'calendar',
      title: 'Flexible Scheduling',
      text: `After-school group sessions, half-term camps and private lessons at times that suit you. Memberships are billed monthly, and sessions move with ${CANCELLATION_NOTICE_HOURS} hours’ notice.`,
    },
    {
      icon: 'award',
      title: 'PGA Professional Coaching',
      text: 'Every coach is PGA qualified, safeguarding trained and DBS checked, so you can relax on the sidelines.',
    },
  ] satisfies HomeCard[],
  joinCard: {
    title: 'Join Us',
    text: `Join ${ACTIVE_STUDENTS_CLAIM} golfers improving with us. Call ${academy.headCoach.firstName} to find your programme.`,
    action: { to: '/junior-lessons', label: 'Find your programme' },
  },
};

export const testimonialsIntro = {
  eyebrow: 'Testimonials',
  title: 'What Our Families Say',
};

export const testimonials = [
  {
    quote:
      'Our daughter started at six barely able to hold a club. Two years on she plays nine holes with her grandad and cannot wait for Saturdays.',
    name: 'Claire Hughes',
    role: 'Parent of a Future golfer',
  },
  {
    quote:
      'James found more in my swing in an hour than I had in ten years. The launch-monitor numbers made the changes make sense, and my handicap is down four shots.',
    name: 'Mark Ellison',
    role: 'Adult 1:1 member',
  },
  {
    quote:
      'Emma gets the best out of every child in the group. My son is playing his first county junior events and loving every minute.',
    name: 'Priya Shah',
    role: 'Parent of a Development Squad junior',
  },
];

export const coachesIntro = {
  eyebrow: 'Meet the team',
  title: 'Our Coaches',
  intro: 'Qualified, experienced and patient with golfers of every age.',
  error: 'Error loading coaches. Please try again later.',
  loading: 'Loading coaches…',
  more: { to: '/coaches', label: 'More about our coaches' },
};

export const galleryIntro = {
  eyebrow: 'Gallery',
  title: 'Life at the academy',
};

export const galleryImages = [
  'galleryCoastline',
  'galleryJuniors',
  'galleryPuttingGreen',
  'galleryRange',
  'gallerySimulator',
  'gallerySunset',
  'galleryBunker',
  'galleryTrophy',
] as const satisfies readonly MediaKey[];

export const faqs = [
  {
    question: 'How old does my child need to be to start?',
    answer: `Juniors can start from the age of ${MINIMUM_AGE}. Our youngest golfers learn through games in small groups, and move on at their own pace.`,
  },
  {
    question: 'How much do lessons cost?',
    answer: `Group junior sessions and 1-to-1 coaching start from ${price('from')}. Each programme page shows its exact prices, and we will happily talk you through the options.`,
  },
  {
    question: 'How are memberships billed?',
    answer:
      'Memberships are billed monthly, so you can spread the cost of regular coaching and change plan as your golf develops.',
  },
  {
    question: 'What if we need to cancel or rearrange a session?',
    answer: `Please give us at least ${CANCELLATION_NOTICE_HOURS} hours’ notice to cancel or reschedule. Missed sessions, or sessions cancelled with less notice, may not be refunded.`,
  },
  {
    question: 'Can we try a session before committing?',
    answer:
      'Yes. We offer trial sessions, so you and your child can meet the coach, see the studio and make sure it feels right before you sign up.',
  },
  {
    question: 'How much should my child practise between lessons?',
    answer:
      'For steady progress we recommend 3 to 5 practice sessions a week of 1 to 2 hours each. Your coach will give you a plan so that the time is well spent.',
  },
  {
    question: 'What should we bring, and when should we arrive?',
    answer: `Please arrive ${ARRIVE_EARLY_MINUTES} minutes before your lesson, in comfortable clothes and flat shoes or golf shoes. Clubs can be provided if you need them.`,
  },
];
