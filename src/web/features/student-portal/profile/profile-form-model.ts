import type { StudentProfile, UpdateStudentProfileInput } from '@/core/contracts/student-profile';

/** The four sections of the profile (student-portal §2 My Profile, §9: four tabs). */
export const PROFILE_SECTIONS = [
  { value: 'personal', label: 'Personal', heading: 'Personal Information' },
  { value: 'golf', label: 'Golf Info', heading: 'Golf Information' },
  { value: 'medical', label: 'Medical', heading: 'Medical Information' },
  { value: 'emergency', label: 'Emergency', heading: 'Emergency Contact & Permissions' },
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]['value'];

export type TextFieldName =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'date_of_birth'
  | 'phone'
  | 'address_line_1'
  | 'address_line_2'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'skill_level'
  | 'handicap'
  | 'dominant_hand'
  | 'assigned_coach_id'
  | 'previous_golf_experience'
  | 'goals'
  | 'notes'
  | 'medical_conditions'
  | 'dietary_restrictions'
  | 'parent_guardian_1_name'
  | 'parent_guardian_1_relationship'
  | 'parent_guardian_1_email'
  | 'parent_guardian_1_phone'
  | 'parent_guardian_1_work_phone'
  | 'emergency_contact_name'
  | 'emergency_contact_relationship'
  | 'emergency_contact_phone'
  | 'pickup_authorized_persons';
export type BooleanFieldName = 'photo_video_consent' | 'marketing_consent';

export interface ProfileFormValues {
  text: Record<TextFieldName, string>;
  flags: Record<BooleanFieldName, boolean>;
}

/** Which section holds each field, so a refused save opens the section with the first error. */
export const SECTION_OF: Record<TextFieldName | BooleanFieldName, ProfileSection> = {
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
};

const TEXT_FIELDS = Object.keys(SECTION_OF).filter(
  (name) => name !== 'photo_video_consent' && name !== 'marketing_consent',
) as TextFieldName[];

/** The saved record as form values: every field a string, none missing. */
export function formValuesFrom(profile: StudentProfile): ProfileFormValues {
  const text = {} as Record<TextFieldName, string>;
  for (const name of TEXT_FIELDS) {
    const value = profile[name];
    text[name] = value === null || value === undefined ? '' : String(value);
  }
  return {
    text,
    flags: { photo_video_consent: profile.photo_video_consent, marketing_consent: profile.marketing_consent },
  };
}

/**
 * The PUT body: the editable fields only (never age, tier or id). Handicap is parsed as a decimal,
 * 0 if it cannot be read (student-portal §5); blank means not set. Private fields are sent only when
 * the record carried them.
 */
export function updateBodyFrom(values: ProfileFormValues, saved: StudentProfile): UpdateStudentProfileInput {
  const body: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    if (!(name in saved)) continue;
    const raw = values.text[name].trim();
    if (name === 'handicap') {
      const parsed = Number.parseFloat(raw);
      body.handicap = raw === '' ? null : Number.isFinite(parsed) ? parsed : 0;
    } else if (name === 'skill_level' || name === 'dominant_hand' || name === 'assigned_coach_id') {
      body[name] = raw === '' ? null : raw;
    } else {
      body[name] = raw;
    }
  }
  body.photo_video_consent = values.flags.photo_video_consent;
  body.marketing_consent = values.flags.marketing_consent;
  return body as UpdateStudentProfileInput;
}
