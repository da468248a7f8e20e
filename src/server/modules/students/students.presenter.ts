import type { StudentUser } from '@/core/contracts/auth';
import type { StudentProfile } from '@/core/contracts/student-profile';
import type { StudentRow } from './students.repository';

/** The portal's user object: picks each field, so private columns can never leak. */
export function presentStudentUser(row: StudentRow): StudentUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    avatar: row.avatarUrl,
    handicap: row.handicap,
    membershipTier: row.membershipTier,
    coachId: row.coachId,
    emailConfirmed: row.emailConfirmedAt !== null,
  };
}

/**
 * The student profile (student-portal §3). Medical, guardian, emergency and pick-up details are added
 * only when the caller decided the viewer may read them.
 */
export function presentStudentProfile(
  row: StudentRow,
  options: {
    age: number | null;
    includePrivate: boolean;
    /** The profile's two consent answers, read from the consent records (decision 0028). */
    consents: { photo_video_consent: boolean; marketing_consent: boolean };
  },
): StudentProfile {
  const profile: StudentProfile = {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    membership_tier: row.membershipTier,
    date_of_birth: row.dateOfBirth,
    age: options.age,
    email: row.email,
    email_confirmed: row.emailConfirmedAt !== null,
    pending_email: row.pendingEmail,
    phone: row.phone,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.county,
    postal_code: row.postalCode,
    skill_level: row.skillLevel,
    handicap: row.handicap,
    dominant_hand: row.dominantHand,
    assigned_coach_id: row.coachId,
    previous_golf_experience: row.previousGolfExperience,
    goals: row.goals,
    photo_video_consent: options.consents.photo_video_consent,
    marketing_consent: options.consents.marketing_consent,
    notes: row.notes,
  };
  if (!options.includePrivate) return profile;
  return {
    ...profile,
    medical_conditions: row.medicalConditions,
    dietary_restrictions: row.dietaryRestrictions,
    parent_guardian_1_name: row.guardianName,
    parent_guardian_1_relationship: row.guardianRelationship,
    parent_guardian_1_email: row.guardianEmail,
    parent_guardian_1_phone: row.guardianPhone,
    parent_guardian_1_work_phone: row.guardianWorkPhone,
    emergency_contact_name: row.emergencyContactName,
    emergency_contact_relationship: row.emergencyContactRelationship,
    emergency_contact_phone: row.emergencyContactPhone,
    pickup_authorized_persons: row.pickupAuthorizedPersons,
  };
}
