/**
 * The coaches page's words (public-site §2, Public coaches page). The founders' bios and
 * qualifications match the coach records the server seeds (src/server/db/seed/demo-data.ts).
 */

/** A static testimonial (public-site §3). */
interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface FounderProfile {
  firstName: string;
  lastName: string;
  role: string;
  bio: string;
  specialisations: string[];
  qualifications: string[];
  testimonial: Testimonial;
}

export const coachesHero = {
  eyebrow: 'PGA professionals',
  title: 'Our Coaches',
  lead: 'Meet the founders behind the academy: qualified, experienced, and patient with golfers of every age.',
};

export const foundersIntro = {
  eyebrow: 'The founders',
  title: 'Two coaches, one philosophy',
  intro:
    'Clear, simple coaching, measured progress and a love of the game. Every junior and adult at the academy is coached by, or alongside, one of our founders.',
};

export const founders: FounderProfile[] = [
  {
    firstName: 'James',
    lastName: 'Whitfield',
    role: 'Head Coach & Founder',
    bio: 'James founded the academy after twelve years coaching county, national and touring professionals. He builds technique on measurable data and keeps lessons simple enough for a ten-year-old to take to the course.',
    specialisations: ['PGA Tour-level coaching', 'Launch-monitor analysis', 'Tournament preparation'],
    qualifications: [
      'PGA Advanced Professional',
      'TrackMan Level 2 certified',
      'England Golf Safeguarding certificate',
      'Enhanced DBS check',
      'Emergency First Aid at Work',
    ],
    testimonial: {
      quote:
        'James spotted in ten minutes what had held my son back for a year, and explained it in a way a twelve-year-old understood. He now plans every tournament with him.',
      name: 'Richard Cole',
      role: 'Parent of an Elite Academy junior',
    },
  },
  {
    firstName: 'Emma',
    lastName: 'Caldwell',
    role: 'Junior Programme Lead & Co-founder',
    bio: 'Emma leads the junior pathway, from first swings at five to county squads. She is known for patient, playful sessions that build real fundamentals and a love of the game.',
    specialisations: ['Junior & all-level development', 'Short game', 'Beginner golf'],
    qualifications: [
      'PGA Professional',
      'UK Coaching Level 3',
      'England Golf Safeguarding certificate',
      'Enhanced DBS check',
      'Paediatric First Aid',
    ],
    testimonial: {
      quote:
        'Our twins were shy on their first day. Emma had them laughing within minutes, and now they are the first out of the car every week.',
      name: 'Hannah Price',
      role: 'Parent of two Junior Lessons golfers',
    },
  },
];

export interface CoachProgramme {
  title: string;
  badge: string;
  text: string;
  features: string[];
  action: { to: string; label: string };
}

export const coachProgrammesIntro = {
  eyebrow: 'Learn with a founder',
  title: 'Coaching programmes',
  intro: 'Two ways to work closely with James or Emma. Places are limited, so book early.',
};

export const coachProgrammes: CoachProgramme[] = [
  {
    title: 'Mentor Programme',
    badge: 'Ongoing',
    text: 'A founder as your coach and mentor for the season: regular 1-to-1 sessions, a practice plan between them, and someone in your corner at every event.',
    features: [
      'Regular 1-to-1 sessions with James or Emma',
      'A personal practice and tournament plan',
      'Launch-monitor and video reviews',
      'Progress check-ins for golfers and parents',
    ],
    action: { to: '/junior-lessons', label: 'Book Now' },
  },
  {
    title: 'Six-Lesson Course',
    badge: '6 x 60 minutes',
    text: 'Six 60-minute lessons over 3 months: enough time to make a real change to your game, and to make it stick.',
    features: [
      '6 x 60 minute lessons over 3 months',
      'A clear goal agreed in the first lesson',
      'Drills to practise between lessons',
      'A progress review in the final session',
    ],
    action: { to: '/junior-lessons', label: 'Book Now' },
  },
];

export const coachesCallToAction = {
  title: 'Not sure which coach or programme?',
  text: 'Tell us about your golfer and we will suggest the right start.',
};
