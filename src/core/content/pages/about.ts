/** The About page's words (public-site §2, About page). Facts come from academy.ts and programmes.ts. */
import { academy } from '../academy';
import { price } from '../live-prices';
import type { media } from '../media';
import { camp, developmentSquad, juniorGroupLessons, MINIMUM_AGE } from '../programmes';

type MediaKey = keyof typeof media;

export const aboutHero = {
  eyebrow: `Coaching since ${academy.foundedYear}`,
  title: 'About Solent Golf Academy',
  lead: 'A coaching pathway that takes juniors from their first lesson to competitive golf, built on excellence, integrity and community.',
};

export const mission = {
  eyebrow: 'Our Mission',
  title: 'To give every young golfer a coach, a plan and a love of the game',
  paragraphs: [
    `${academy.headCoach.firstName} ${academy.headCoach.lastName} founded ${academy.name} in ${academy.foundedYear} with a simple idea: that children learn golf best from qualified coaches, in small groups, with a clear next step always in sight.`,
    'Today we coach juniors and adults of every level, from first swings to national events. Whatever a golfer’s ambition, we want them to leave each session a little better, and keen to come back.',
  ],
  image: 'galleryCoastline' as const satisfies MediaKey,
  facts: [
    { value: String(academy.foundedYear), label: 'Founded' },
    { value: `${MINIMUM_AGE}+`, label: 'Starting age' },
    { value: String(juniorGroupLessons.maxPerGroup), label: 'Juniors per group, at most' },
  ],
};

export interface PathwayStep {
  title: string;
  ages: string;
  text: string;
  fact: string;
  to: string;
}

export const pathway = {
  eyebrow: 'The Pathway',
  title: 'One pathway, ages 5 to 17',
  intro: `Juniors join wherever suits them and move up when their coach says they are ready. Every step is coached by PGA professionals.`,
  steps: [
    {
      title: 'Summer Academy',
      ages: `Ages ${camp.minimumAge}+`,
      text: 'Four-hour holiday camps in our indoor simulator studio: a fun, sociable first taste of proper coaching.',
      fact: `${price('campDay')} a day, at most ${camp.maxStudents} golfers`,
      to: '/summer-academy',
    },
    {
      title: 'Junior Lessons',
      ages: `Ages ${juniorGroupLessons.ageRange.min} to ${juniorGroupLessons.ageRange.max}`,
      text: 'Weekly group lessons that build the fundamentals: grip, stance, putting, chipping and the full swing.',
      fact: `${price('juniorGroupHour')} per hour, at most ${juniorGroupLessons.maxPerGroup} per group`,
      to: '/junior-lessons',
    },
    {
      title: 'Development Squad',
      ages: `Ages ${developmentSquad.ageRange.min} to ${developmentSquad.ageRange.max}`,
      text: `Four ${developmentSquad.day} sessions a month in a squad of ${developmentSquad.groupSize}, for juniors ready to practise with purpose.`,
      fact: `${price('squadMonth')} a month`,
      to: '/development-squad',
    },
    {
      title: 'Elite Academy',
      ages: 'By invitation',
      text: 'Year-round performance coaching for juniors competing at county and national level, with tournament planning.',
      fact: 'Monthly memberships',
      to: '/programs',
    },
  ] satisfies PathwayStep[],
};

export const values = {
  eyebrow: 'Our Values',
  title: 'What we stand for',
  items: [
    {
      icon: 'excellence',
      title: 'Excellence',
      text: 'Qualified coaches, proven methods and honest feedback. We hold ourselves to the standard we ask of our golfers.',
    },
    {
      icon: 'integrity',
      title: 'Integrity',
      text: 'Golf is a game of honesty. We play by the rules, keep our promises to families and put every child’s wellbeing first.',
    },
    {
      icon: 'community',
      title: 'Community',
      text: 'Juniors, parents, adult members and coaches cheering each other on: a club feel, without the stuffiness.',
    },
  ],
} as const;

export const facility = {
  eyebrow: 'Our Facility',
  title: academy.venue.name,
  text: 'Our home on the Hamble is a warm, dry, well-lit studio where the weather never cancels a lesson. Golfers hit into full-size simulator screens while launch monitors measure every shot.',
  features: [
    'Indoor simulator bays with launch-monitor data',
    'Putting practice area for short-game work',
    'Video swing analysis in every private lesson',
    'Coaching all year round, whatever the weather',
  ],
  image: 'gallerySimulator' as const satisfies MediaKey,
};

export const community = {
  title: 'Join our community',
  text: 'Swing tips, squad news and junior successes: follow the academy and cheer our golfers on.',
  linkLabel: 'Follow us on Instagram',
};

export const aboutCallToAction = {
  title: 'Ready to start?',
  text: 'Begin with a junior group lesson, or talk to us first about the right step for your golfer.',
  start: { to: '/junior-lessons', label: 'Start Your Pathway' },
  contactLabel: 'Contact Us',
};
