/**
 * The academy's programmes, prices and policies (public-site §9). Every page, the booking engine's
 * seed and the structured data read these, so a date or a rule changes in one place. The prices here are
 * the published ones the records start from; what a public page quotes is the server's (live-prices.ts).
 * Money is in pence.
 */

export const CANCELLATION_NOTICE_HOURS = 48;
export const ARRIVE_EARLY_MINUTES = 10;
export const MINIMUM_AGE = 5;
export const ACTIVE_STUDENTS_CLAIM = '175+';
export const PARENT_RATING_CLAIM = 'Rated 5/5 by parents';
export const PRIVATE_LESSON_HOURLY_PENCE = 6000;

export const camp = {
  name: 'Half-Term Golf Camp',
  pricePerDayPence: 5500,
  startTime: '10:00',
  endTime: '14:00',
  hoursPerDay: 4,
  minimumAge: 8,
  maxStudents: 6,
  venue: 'Indoor simulator studio',
  /** Under £14 an hour: £55 for 4 hours is £13.75. */
  hourlyEquivalentPence: 1375,
  refundNoticeHours: 48,
  multipleDaysAllowed: true,
} as const;

export const juniorGroupLessons = {
  name: 'Junior Group Lessons',
  pricePerHourPence: 3500,
  durationMinutes: 60,
  tasterMinutes: 45,
  ageRange: { min: 5, max: 17 },
  optionAgeRange: { min: 5, max: 12 },
  maxPerGroup: 6,
} as const;

export const developmentSquad = {
  name: 'Junior Development Squad',
  pricePerHourPence: 3000,
  pricePerMonthPence: 12000,
  sessionsPerMonth: 4,
  day: 'Friday',
  times: ['4-5pm', '5-6pm'],
  groupSize: 4,
  ageRange: { min: 5, max: 17 },
  /** Against four weekly pay-as-you-go junior lessons at £35. */
  monthlySavingPence: 2000,
  badges: ['Max 4 Kids', 'PGA Professional', 'Putting Practice', '1 Hour Sessions'],
} as const;

export const adultEssentials = {
  name: 'Adult Essentials',
  pricePerHourPence: 7000,
  hoursPerWeek: 1,
  hoursPerMonth: 4,
} as const;

export const FROM_PRICE_PENCE = 4500;

/** Monthly coaching memberships, by the provider's ids 1 to 3 (names and features override the provider's). */
export const membershipPlans = [
  {
    id: 1,
    name: 'Essentials',
    sessions: 4,
    color: 'blue',
    popular: false,
    features: [
      '4 hours private coaching per month',
      'Custom practice plans',
      'Video swing feedback',
      'Access to the online hub',
      'Player progress tracking',
      'Basic fundamentals training',
    ],
  },
  {
    id: 2,
    name: 'Performance',
    sessions: 8,
    color: 'green',
    popular: true,
    features: [
      '8 hours private coaching per month',
      'Advanced drill programming',
      'Tournament prep guides',
      'Game and tournament analysis',
      'Everything in Essentials',
      'Competitive edge training',
    ],
  },
  {
    id: 3,
    name: 'Elite',
    sessions: 12,
    color: 'purple',
    popular: false,
    features: [
      '12 hours private coaching per month',
      'On-course sessions',
      'Game and tournament analysis',
      'Priority access to bootcamps',
      'Everything in Performance',
      'Elite performance coaching',
    ],
  },
] as const;

export type MembershipColor = (typeof membershipPlans)[number]['color'];

/** £ with two decimals, e.g. 5500 → '£55.00'. */
export function formatPounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** £ without pence when whole, e.g. 5500 → '£55', 1375 → '£13.75'. */
export function formatPoundsShort(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : formatPounds(pence);
}
