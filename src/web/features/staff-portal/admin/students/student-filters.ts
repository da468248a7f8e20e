import type { AdminStudent, StaffAccount } from '@/core/contracts/staff-admin';
import type { MembershipTier } from '@/core/rules/membership-tiers';

/** The coach filter: everyone, students without a coach, or one coach's id. */
export type CoachFilter = 'all' | 'none' | (string & {});

export interface StudentFilters {
  search: string;
  coach: CoachFilter;
  tier: 'all' | MembershipTier;
}

export const NO_FILTERS: StudentFilters = { search: '', coach: 'all', tier: 'all' };

export function hasFilters(filters: StudentFilters): boolean {
  return filters.search.trim() !== '' || filters.coach !== 'all' || filters.tier !== 'all';
}

/** Lower-case, without accents, so 'zoe' finds 'Zoë'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The students matching every filter. The search finds each of its words in the name or e-mail, in any order:
 * 'patel leo' finds Leo Patel.
 */
export function filterAdminStudents(
  students: readonly AdminStudent[],
  filters: StudentFilters,
): AdminStudent[] {
  const words = fold(filters.search).split(/\s+/).filter(Boolean);
  return students.filter((student) => {
    if (filters.tier !== 'all' && student.membershipTier !== filters.tier) return false;
    if (filters.coach === 'none' && student.coachId !== null) return false;
    if (filters.coach !== 'all' && filters.coach !== 'none' && student.coachId !== filters.coach)
      return false;
    if (words.length === 0) return true;
    const haystack = fold(`${student.firstName} ${student.lastName} ${student.email}`);
    return words.every((word) => haystack.includes(word));
  });
}

export interface CoachOption {
  id: string;
  name: string;
  /** False for a disabled account: shown where students still have them, but not offered as a new coach. */
  active: boolean;
}

/**
 * The coaches a student can be given, by name: active coaches and instructors (administrators coach nobody).
 * Disabled ones are kept when students still have them, so each student's coach can still be shown and
 * filtered on.
 */
export function coachOptions(
  staff: readonly StaffAccount[],
  students: readonly AdminStudent[],
): CoachOption[] {
  const coached = new Set(students.map((s) => s.coachId));
  return staff
    .filter((s) => s.role !== 'admin' || coached.has(s.id))
    .filter((s) => s.active || coached.has(s.id))
    .map((s) => ({
      id: s.id,
      name: `${s.firstName} ${s.lastName}`,
      active: s.active && s.role !== 'admin',
    }))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'en-GB'));
}
