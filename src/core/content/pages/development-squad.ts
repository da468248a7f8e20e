import { academy } from '../academy';
import { price } from '../live-prices';
import { developmentSquad, PARENT_RATING_CLAIM } from '../programmes';
import type { Feature, Step, Testimonial } from './types';

const squad = developmentSquad;
const monthly = price('squadMonth');
const hourly = price('squadHour');
const saving = price('squadSaving');
const ages = `${squad.ageRange.min} to ${squad.ageRange.max}`;

/** The Development Squad page (/development-squad), in the spec's order (public-site §2). */
export const developmentSquadPage = {
  banner: `Limited spots available: only ${squad.groupSize} children per class`,

  hero: {
    eyebrow: `Juniors aged ${ages} · every ${squad.day}`,
    title: 'Junior Development Squad',
    subtitle: '4pm or 5pm (x4)',
    schedule: '4 group lessons every Friday, choose 4-5pm or 5-6pm',
    rating: PARENT_RATING_CLAIM,
    badges: squad.badges,
  },

  price: {
    eyebrow: 'Price',
    title: 'One monthly price, four Fridays of coaching',
    amount: monthly,
    unit: 'per month',
    hourly: `${hourly} per hour per child`,
    saving: `Saves ${saving} a month against weekly pay-as-you-go lessons`,
  },

  testimonials: [
    {
      quote:
        'Friday squad is the highlight of Isla’s week. With only four in the group she gets so much attention, and her putting has come on massively.',
      name: 'Laura B.',
      role: 'Parent of Isla, 9',
    },
    {
      quote:
        'Great value for four lessons a month, and the coaches message us after sessions with what to practise. Noah is so much more confident.',
      name: 'Tom G.',
      role: 'Parent of Noah, 12',
    },
    {
      quote:
        'Professional, friendly and brilliantly run. Our twins love it and have both moved up a Break Par level this term.',
      name: 'Amira K.',
      role: 'Parent of Zain and Sara, 7',
    },
  ] satisfies Testimonial[],

  why: {
    eyebrow: 'Why choose the squad',
    title: 'Why parents choose the Development Squad',
    items: [
      {
        title: `Max ${squad.groupSize} kids`,
        text: 'Tiny groups mean more swings, more feedback and a coach who really knows your child.',
      },
      {
        title: 'PGA professional coaching',
        text: 'Every class is led by a qualified PGA professional, DBS-checked and safeguarding-trained.',
      },
      {
        title: 'Putting practice every week',
        text: 'Half the shots in golf happen on the green, so every session includes focused putting work.',
      },
      {
        title: 'A regular Friday slot',
        text: `The same time every ${squad.day}, ${squad.times.join(' or ')}, that fits neatly after school.`,
      },
      {
        title: 'Progress you can see',
        text: 'Break Par levels, chipping tests and the putting ladder show exactly how your child is improving.',
      },
      {
        title: 'Unlimited messaging',
        text: 'Message your coach whenever you like; every message to a junior is copied to a parent.',
      },
    ] satisfies Feature[],
  },

  included: {
    eyebrow: 'What’s included',
    title: 'Everything in one monthly membership',
    items: [
      `${squad.sessionsPerMonth} one-hour group lessons a month, every ${squad.day}`,
      `Your choice of ${squad.times.join(' or ')}`,
      `No more than ${squad.groupSize} children per class`,
      'Putting practice in every session',
      'Student portal access with progress tracking',
      'Unlimited messaging with your coach',
      'Clubs provided if needed',
    ],
  },

  learn: {
    eyebrow: 'What your child will learn',
    title: 'Four building blocks of a great game',
    steps: [
      {
        title: 'Fundamentals',
        text: 'Grip, stance, posture and alignment: the habits every good swing is built on.',
      },
      { title: 'Short game', text: 'Chipping, pitching and bunker play, to get up and down from anywhere.' },
      {
        title: 'Putting',
        text: 'Reading greens, controlling pace and a routine that holds up under pressure.',
      },
      {
        title: 'On the course',
        text: 'Etiquette, rules and course management, ready for a first junior competition.',
      },
    ] satisfies Step[],
  },

  programme: {
    eyebrow: 'The programme',
    title: 'Join the squad',
    name: 'Friday Development Squad',
    price: monthly,
    unit: 'per month',
    hourly: `${hourly} per hour per child`,
    features: [
      `${squad.sessionsPerMonth} x 1 hour group lessons`,
      `${squad.day}s, ${squad.times.join(' or ')}`,
      `Max ${squad.groupSize} kids per class`,
      `Ages ${ages}`,
      'PGA professional coach',
      'Putting practice every week',
    ],
  },

  safety: {
    eyebrow: 'Safety',
    title: 'Safe, supportive and welcoming',
    items: [
      {
        title: 'Checked and trained coaches',
        text: 'All coaches hold enhanced DBS checks and up-to-date safeguarding and first aid training.',
      },
      {
        title: 'Close supervision',
        text: `With at most ${squad.groupSize} children per coach, nobody is ever out of sight.`,
      },
      {
        title: 'Parents always in the loop',
        text: 'Messages between coaches and juniors are copied to a parent or guardian, and you can watch any session.',
      },
    ] satisfies Feature[],
  },

  waysToBook: {
    title: 'Two Easy Ways to Book',
    online: {
      title: 'Book online',
      text: `Choose your ${squad.day} time and pay securely online in a couple of minutes.`,
    },
    phone: {
      title: 'Call direct',
      text: `Talk to ${academy.headCoach.firstName}, ask anything you like, and we will book you in over the phone.`,
    },
  },

  booking: {
    eyebrow: 'Booking',
    title: 'Book the Development Squad',
    intro: `Choose ${squad.times.join(' or ')} and start this ${squad.day}. Spaces are limited to ${squad.groupSize} per class.`,
  },
};
