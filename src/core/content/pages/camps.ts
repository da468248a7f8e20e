import { academy, venueAddress } from '../academy';
import { price } from '../live-prices';
import { type MediaImage, media } from '../media';
import { ARRIVE_EARLY_MINUTES, camp } from '../programmes';
import type { FaqItem, Testimonial } from './types';

/** A camp on the camps page (public-site §3). */
export interface Camp {
  name: string;
  /** Its days are the diary's: the camp service's dated sessions (GET /api/camp-days). */
  times: string;
  location: string;
  postcode: string;
  fullLocation: string;
  /** A day's price as shown, e.g. '£55'. */
  price: string;
  ageRange: string;
  maxKids: number;
  description: string;
  heroImage: MediaImage;
}

export interface UpcomingCamp {
  name: string;
  dates: string;
  status: 'coming-soon';
}

/** '10:00' → '10am', '14:00' → '2pm', '16:30' → '4:30pm'. */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

const times = `${clockLabel(camp.startTime)} to ${clockLabel(camp.endTime)}`;

/** The half-term camp; the days on sale are the diary's, listed with how full each is. */
export const currentCamp: Camp = {
  name: 'February Half-Term Golf Camp',
  times,
  location: academy.venue.name,
  postcode: academy.venue.postcode,
  fullLocation: venueAddress(),
  price: price('campDay'),
  ageRange: `Ages ${camp.minimumAge}+`,
  maxKids: camp.maxStudents,
  description:
    'Four hours of coaching, games and challenges in our indoor simulator studio. Juniors work on the full swing, short game and putting, then put it all together on famous courses on the simulator, whatever the February weather.',
  heroImage: media.campsHero,
};

export const CAMP_YEAR = 2027;

export const upcomingCamps: UpcomingCamp[] = [
  { name: 'Easter Golf Camp', dates: `Easter holidays ${CAMP_YEAR}`, status: 'coming-soon' },
  { name: 'May Half-Term Golf Camp', dates: `May half-term ${CAMP_YEAR}`, status: 'coming-soon' },
  { name: 'Summer Golf Camps', dates: `Summer holidays ${CAMP_YEAR}`, status: 'coming-soon' },
];

const perDay = price('campDay');
const hourlyCeiling = price('campHourCeiling');
const privateRate = price('privateHour');

/** The camps page (/summer-academy and /golf-camps), in the spec's order (public-site §2). */
export const campsPage = {
  hero: {
    eyebrow: `Half-term camps · Ages ${camp.minimumAge}+`,
    title: 'Half-Term Golf Camps',
    lead: `Four-hour camps in our indoor simulator studio, with no more than ${camp.maxStudents} golfers in a group. Coaching, games and simulator play your child will talk about all week.`,
  },
  /** Before the days the diary has on sale; how full each is comes from the server after the page loads. */
  banner: 'Now booking',
  details: {
    eyebrow: 'Camp details',
    title: 'Everything you need to know',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple, fair pricing',
    price: perDay,
    unit: 'per day',
    hours: `${times} · ${camp.hoursPerDay} hours`,
    points: [
      `That’s ${hourlyCeiling} per hour, against private lessons at ${privateRate} per hour`,
      `Full refund if you cancel ${camp.refundNoticeHours} hours before the camp starts`,
      'Book one day or several: every day stands on its own',
      `Ages ${camp.minimumAge}+, maximum ${camp.maxStudents} students per day`,
    ],
  },
  testimonials: [
    {
      quote:
        'Our son came home every afternoon buzzing about the simulator challenges. Four hours flew by, and his chipping is miles better.',
      name: 'Sophie T.',
      role: 'Parent of Harry, 9',
    },
    {
      quote:
        'With only six children the coaches really got to know Maya. She booked all three days and was asking about Easter before we were home.',
      name: 'Daniel P.',
      role: 'Parent of Maya, 11',
    },
    {
      quote:
        'Brilliant value compared with private lessons, and so well organised. Drop-off and pick-up were easy.',
      name: 'Claire W.',
      role: 'Parent of Oliver, 12',
    },
  ] satisfies Testimonial[],
  included: {
    eyebrow: 'What’s included',
    title: 'A full day of golf in four hours',
    items: [
      `${camp.hoursPerDay} hours of coaching from PGA professionals`,
      'Full swing, short game and putting sessions',
      'Simulator play on world-famous courses',
      'Skills challenges and small prizes',
      'Clubs provided if needed',
      'A short progress note for parents',
      'A supervised lunch break (bring a packed lunch and a drink)',
    ],
  },
  upcoming: {
    eyebrow: 'Upcoming camps',
    title: 'More camps on the way',
    intro:
      'Dates for the next holidays are being finalised. Join the waiting list to hear first when they open.',
  },
  booking: {
    eyebrow: 'Booking',
    title: 'Book your camp days',
    intro: 'Book as many days as you like, online or over the phone.',
  },
  faqs: [
    {
      question: 'What ages are the camps for?',
      answer: `Ages ${camp.minimumAge} and up. We take no more than ${camp.maxStudents} golfers a day, so every child gets plenty of coaching.`,
    },
    {
      question: 'What time do camps start and finish?',
      answer: `Camps run from ${times}, ${camp.hoursPerDay} hours each day. Please arrive ${ARRIVE_EARLY_MINUTES} minutes early so we can start on time.`,
    },
    {
      question: 'Can my child come for more than one day?',
      answer:
        'Yes. Book as many days as you like: each day has fresh challenges, so nobody repeats the same session.',
    },
    {
      question: 'What is your cancellation policy?',
      answer: `Cancel at least ${camp.refundNoticeHours} hours before the camp starts and we will refund you in full.`,
    },
    {
      question: 'Does my child need their own clubs?',
      answer:
        'No. Clubs are provided if needed. Comfortable clothes and trainers are perfect, plus a packed lunch and a drink.',
    },
    {
      question: 'Where are the camps held?',
      answer: `In our indoor simulator studio at ${venueAddress()}.`,
    },
  ] satisfies FaqItem[],
};

export { perDay as campPricePerDay };
