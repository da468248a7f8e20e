import type { StudentUser } from '../../../core/contracts/auth';
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
  };
}
