import { z } from 'zod';
import {
  type StudentProfile,
  type UpdateStudentProfileInput,
  updateStudentProfileBody,
} from '@/core/contracts/student-profile';

/** The four sections of the profile (student-portal §2 My Profile, §9: four tabs). */
export const PROFILE_SECTIONS = [
  { value: 'personal', label: 'Personal', heading: 'Personal Information' },
  { value: 'golf', label: 'Golf Info', heading: 'Golf Information' },
  { value: 'medical', label: 'Medical', heading: 'Medical Information' },
  { value: 'emergency', label: 'Emergency', heading: 'Emergency Contact & Permissions' },
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]['value'];

/** Which section holds each field, so a refused save opens the section with the first error. */
export const SECTION_OF = {
  first_name: 'personal',
  last_name: 'personal',
  email: 'personal',
  date_of_birth: 'personal',
  phone: 'personal',
  address_line_1: 'personal',
  address_line_2: 'personal',
  city: 'personal',
  state: 'personal',
  postal_code: 'personal',
  skill_level: 'golf',
  handicap: 'golf',
  dominant_hand: 'golf',
  assigned_coach_id: 'golf',
  previous_golf_experience: 'golf',
  goals: 'golf',
  notes: 'golf',
  medical_conditions: 'medical',
  dietary_restrictions: 'medical',
  parent_guardian_1_name: 'emergency',
  parent_guardian_1_relationship: 'emergency',
  parent_guardian_1_email: 'emergency',
  parent_guardian_1_phone: 'emergency',
  parent_guardian_1_work_phone: 'emergency',
  emergency_contact_name: 'emergency',
  emergency_contact_relationship: 'emergency',
  emergency_contact_phone: 'emergency',
  pickup_authorized_persons: 'emergency',
  photo_video_consent: 'emergency',
  marketing_consent: 'emergency',
} as const satisfies Record<string, ProfileSection>;
export type ProfileFieldName = keyof typeof SECTION_OF;
export const PROFILE_FIELDS = Object.keys(SECTION_OF) as ProfileFieldName[];

const FLAGS = ['photo_video_consent', 'marketing_consent'] as const;
export type FlagName = (typeof FLAGS)[number];
export type TextFieldName = Exclude<ProfileFieldName, FlagName>;
const isFlag = (name: ProfileFieldName): name is FlagName => (FLAGS as readonly string[]).includes(name);
const TEXT_FIELDS = PROFILE_FIELDS.filter((name) => !isFlag(name)) as TextFieldName[];

const body = updateStudentProfileBody.shape;
const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** Handicap as typed: blank is not set, and text that cannot be read as a decimal is 0 (student-portal §5). */
function handicapFrom(value: string): number | null {
  const raw = value.trim();
  if (raw === '') return null;
  const parsed = Number.parseFloat(raw);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * The profile form: the contract's own fields, every control holding text except the two consents. The
 * selects and the handicap box hold text that is mapped to what the contract takes before its rules run.
 */
export const profileForm = updateStudentProfileBody
  .pick(Object.fromEntries(PROFILE_FIELDS.map((name) => [name, true])) as Record<ProfileFieldName, true>)
  .extend({
    skill_level: z.string().transform(blankAsNull).pipe(body.skill_level.unwrap()),
    handicap: z.string().transform(handicapFrom).pipe(body.handicap.unwrap()),
    dominant_hand: z.string().transform(blankAsNull).pipe(body.dominant_hand.unwrap()),
    assigned_coach_id: z.string().transform(blankAsNull).pipe(body.assigned_coach_id.unwrap()),
  });
export type ProfileFormValues = z.input<typeof profileForm>;
type ProfileFormOutput = z.output<typeof profileForm>;

/** The saved record as form values: every text field a string, none missing. */
export function formValuesFrom(profile: StudentProfile): ProfileFormValues {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((name) => {
      const value = profile[name];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  ) as Record<TextFieldName, string>;
  return {
    ...text,
    photo_video_consent: profile.photo_video_consent,
    marketing_consent: profile.marketing_consent,
  };
}

/**
 * The PUT body: the editable fields only (never age, tier or id), as the contract read them. Private
 * fields are sent only when the record carried them.
 */
export function updateBodyFrom(values: ProfileFormOutput, saved: StudentProfile): UpdateStudentProfileInput {
  const body: UpdateStudentProfileInput = {};
  for (const name of TEXT_FIELDS) {
    if (name in saved) Object.assign(body, { [name]: values[name] });
  }
  body.photo_video_consent = values.photo_video_consent;
  body.marketing_consent = values.marketing_consent;
  return body;
}

/** Which safeguarding details the portal shows but does not let this person change (the server says). */
export interface SafeguardingLocks {
  /** Who is a junior: never the junior's own to change. */
  dateOfBirth: boolean;
  /** Who receives the copies of a junior's messages; a linked guardian's come from the family account. */
  guardian: boolean;
  /** The profile's two consent answers: a junior's are their guardian's to give. */
  consents: boolean;
}

/** Read from the profile's own flags, which carry the access policy's answer for whoever is reading. */
export function safeguardingLocks(profile: StudentProfile): SafeguardingLocks {
  return {
    dateOfBirth: profile.date_of_birth_editable === false,
    guardian: profile.guardian_editable === false,
    consents: profile.consents_editable === false,
  };
}
