import { academy } from '../academy';
import { price } from '../live-prices';
import { ARRIVE_EARLY_MINUTES, developmentSquad, juniorGroupLessons } from '../programmes';
import type { Feature, KeyFact, LessonOption, Step, Testimonial } from './types';

const lessons = juniorGroupLessons;
const hourly = price('juniorGroupHour');
const ages = `Ages ${lessons.ageRange.min} to ${lessons.ageRange.max}`;
const optionAges = `Ages ${lessons.optionAgeRange.min} to ${lessons.optionAgeRange.max}`;

/** The junior group lessons page (/junior-lessons), in the spec's order (public-site §2). */
export const juniorLessonsPage = {
  hero: {
    eyebrow: `Juniors · ${ages}`,
    title: 'Junior Group Lessons',
    lead: 'Fun, structured lessons that build real skills and lasting confidence, in small groups led by a PGA professional.',
    facts: [
      { value: `${hourly}`, label: 'per hour' },
      { value: '1 hour', label: 'lessons' },
      { value: `${lessons.ageRange.min} to ${lessons.ageRange.max}`, label: 'years old' },
      { value: `Max ${lessons.maxPerGroup}`, label: 'juniors per group' },
    ] satisfies KeyFact[],
  },

  price: {
    eyebrow: 'Price',
    title: 'One simple price',
    amount: hourly,
    unit: 'per hour',
    text: `Every lesson is a full hour with a PGA professional, in a group of no more than ${lessons.maxPerGroup}. New to the academy? Start with a ${lessons.tasterMinutes}-minute taster session.`,
  },

  testimonials: [
    {
      quote:
        'Jack was shy at first, but within a few weeks he couldn’t wait for his next lesson. The coaches make every lesson feel like a game, and he is learning so much.',
      name: 'Emma R.',
      role: 'Parent of Jack, 7',
    },
    {
      quote:
        'Small groups make all the difference. Our daughter gets proper attention and has made great friends who love golf as much as she does.',
      name: 'Priya S.',
      role: 'Parent of Anya, 10',
    },
    {
      quote:
        'Professional, friendly and brilliantly organised. We started with the taster and signed up for the term on the way out.',
      name: 'Mark H.',
      role: 'Parent of Leo, 8',
    },
  ] satisfies Testimonial[],

  benefits: {
    eyebrow: 'Benefits',
    title: 'Why juniors love our lessons',
    items: [
      {
        title: 'Small groups',
        text: `Never more than ${lessons.maxPerGroup} juniors, so everyone gets plenty of turns and plenty of feedback.`,
      },
      {
        title: 'PGA professional coaches',
        text: 'Qualified, DBS-checked coaches who know how to make golf click for young players.',
      },
      {
        title: 'Learning through games',
        text: 'Targets, challenges and friendly competitions keep lessons lively and the learning sticky.',
      },
      {
        title: 'Confidence for life',
        text: 'Patience, focus and resilience grow alongside the swing, on the course and off it.',
      },
      {
        title: 'Progress you can see',
        text: 'Clear skills to master and badges to earn, so juniors always know what they are working towards.',
      },
      {
        title: 'A clear next step',
        text: 'When they are ready, juniors can move up to the Development Squad and the Elite Junior Academy.',
      },
    ] satisfies Feature[],
  },

  expect: {
    eyebrow: 'What to expect',
    title: 'What happens in a lesson',
    intro: `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early in comfortable clothes and trainers. Clubs are provided if needed.`,
    steps: [
      {
        title: 'Welcome and warm-up',
        text: 'A fun movement warm-up that gets bodies ready and smiles going.',
      },
      {
        title: 'Skill of the week',
        text: 'One clear focus, from grip and stance to chipping or putting, shown simply and practised well.',
      },
      {
        title: 'Games and challenges',
        text: 'Target games and mini competitions put the new skill under a little friendly pressure.',
      },
      {
        title: 'Wrap-up and a goal',
        text: 'A quick recap and something to practise at home before next time.',
      },
    ] satisfies Step[],
  },

  options: {
    eyebrow: 'Coaching options',
    title: 'Choose how your junior starts',
    items: [
      {
        title: 'Junior Group Lesson',
        subtitle: optionAges,
        price: hourly,
        duration: '1 hour',
        features: [
          `Max ${lessons.maxPerGroup} juniors per group`,
          'PGA professional coach',
          'Skills, games and challenges',
          'Clubs provided if needed',
        ],
        popular: true,
      },
      {
        title: 'Taster Session',
        subtitle: `${optionAges} · first visit`,
        price: hourly,
        duration: `${lessons.tasterMinutes} minutes`,
        features: [
          'Meet the coach and the group',
          'Try full swing, chipping and putting',
          'Advice on the right next step',
        ],
        popular: false,
      },
    ] satisfies LessonOption[],
    squad: {
      title: developmentSquad.name,
      subtitle: `Ages ${developmentSquad.ageRange.min} to ${developmentSquad.ageRange.max} · every ${developmentSquad.day}`,
      price: price('squadMonth'),
      duration: `per month · ${developmentSquad.sessionsPerMonth} x 1 hour`,
      features: [
        `Max ${developmentSquad.groupSize} kids per class`,
        `Choose ${developmentSquad.times.join(' or ')}`,
        `Save ${price('squadSaving')} a month against pay as you go`,
      ],
      popular: false,
    } satisfies LessonOption,
  },

  callDirect: {
    title: 'Prefer to talk it through?',
    text: `Call ${academy.headCoach.firstName} and the team: we will help you choose the right group and book your first lesson over the phone.`,
  },

  booking: {
    eyebrow: 'Booking',
    title: 'Book a taster session',
    intro: 'Book online or by phone, whichever suits you. Your coach will meet you at the door.',
  },
};
