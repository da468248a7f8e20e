import type { StaffUser } from '@/core/contracts/auth';
import type { PublicCoach } from '@/core/contracts/coaches';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import type { StaffRow } from './staff.repository';

export function presentStaffUser(row: StaffRow): StaffUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    avatar: row.avatarUrl,
    specializations: row.specializations,
    certifications: row.certifications,
  };
}

/** What the public site may know of a coach: no e-mail, nothing private. */
export function presentPublicCoach(row: StaffRow): PublicCoach {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_image_url: row.avatarUrl,
    role: row.jobTitle?.trim() || staffRoleLabel(row.role),
    bio: row.bio,
    other_certifications: row.certifications,
    phone: row.phone,
    mobile_phone: row.mobilePhone,
    specializations: row.specializations,
  };
}
