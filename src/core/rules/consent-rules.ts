import { ageBand } from './age-rules';

/**
 * What the academy asks consent for, each recorded and withdrawn on its own:
 * - coaching_video: videos of the student in coaching (a coach's, or their own uploads);
 * - promotional_photos: photos and videos for the academy's promotion (the profile's photo_video_consent);
 * - leaderboard: appearing on the challenge leaderboards other students see;
 * - coach_messaging: writing to and hearing from a coach in the portal;
 * - marketing: academy news by e-mail (the profile's marketing_consent).
 */
export const CONSENT_PURPOSES = [
  'coaching_video',
  'promotional_photos',
  'leaderboard',
  'coach_messaging',
  'marketing',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PARTIES = ['guardian', 'student', 'staff'] as const;
export type ConsentParty = (typeof CONSENT_PARTIES)[number];

export const CONSENT_METHODS = ['portal', 'paper', 'migrated'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** Plain words for each purpose, as the portals and refusals say them. */
export const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  coaching_video: 'coaching videos',
  promotional_photos: 'photos and videos for the academy’s promotion',
  leaderboard: 'appearing on the leaderboard',
  coach_messaging: 'messaging with the coach',
  marketing: 'academy news by e-mail',
};

/** One party's agreement as the rule needs it; a withdrawn one is not live. */
export interface ConsentRecordRef {
  purpose: ConsentPurpose;
  party: ConsentParty;
  withdrawnAt: Date | string | null;
}

export interface ConsentSubject {
  dateOfBirth: string | null;
  /** A login of their own (a username and password), not only a guardian's. */
  hasOwnLogin: boolean;
}

/**
 * Which purposes are asked of this student. A junior is asked every one: filming a child, a child on a board
 * other students see and a child writing to an adult are safeguarding matters. An adult is asked only their
 * own choices about promotion and news; what an adult films, posts on the board or writes is theirs to decide.
 */
export function consentApplies(purpose: ConsentPurpose, student: ConsentSubject, today: string): boolean {
  if (ageBand(student.dateOfBirth, today) !== 'adult') return true;
  return purpose === 'promotional_photos' || purpose === 'marketing';
}

/** Whose agreement a purpose needs for this student: the adult's own, a guardian's, or both for a teen with a login. */
export type ConsentNeeds = { guardian: boolean; student: boolean };

export function consentNeeds(student: ConsentSubject, today: string): ConsentNeeds {
  const band = ageBand(student.dateOfBirth, today);
  if (band === 'adult') return { guardian: false, student: true };
  // Under 13s never have a login; a student of unknown age is a junior (safeguarding fails closed).
  if (band === 'teen' && student.hasOwnLogin) return { guardian: true, student: true };
  return { guardian: true, student: false };
}

/**
 * Whether consent for `purpose` holds today: nothing to hold where it is not asked (an adult's coaching
 * videos, board and messages); otherwise the adult's own live agreement; a junior's guardian's (given in the
 * portal, or on paper and recorded by an admin); and for a 13–17-year-old with their own login, theirs too.
 */
export function consentHolds(
  purpose: ConsentPurpose,
  student: ConsentSubject,
  records: readonly ConsentRecordRef[],
  today: string,
): boolean {
  if (!consentApplies(purpose, student, today)) return true;
  const live = records.filter((r) => r.purpose === purpose && r.withdrawnAt === null);
  const needs = consentNeeds(student, today);
  return (
    (!needs.guardian || live.some((r) => r.party === 'guardian')) &&
    (!needs.student || live.some((r) => r.party === 'student'))
  );
}

/** The refusal for an act that needs this consent, naming it and who can give it. */
export function consentRequiredMessage(
  purpose: ConsentPurpose,
  student: ConsentSubject & { firstName: string },
  today: string,
): string {
  const label = CONSENT_LABELS[purpose];
  const needs = consentNeeds(student, today);
  const who =
    needs.guardian && needs.student
      ? `both ${student.firstName} (on My Profile) and a parent or guardian (in the Family area) must agree`
      : needs.guardian
        ? 'a parent or guardian gives it in the Family area, or on a paper form the academy records'
        : `${student.firstName} gives it on My Profile`;
  return `There is no consent for ${label} for ${student.firstName}: ${who}.`;
}
