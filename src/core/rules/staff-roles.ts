export const STAFF_ROLES = ['admin', 'coach', 'instructor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  coach: 'Head Coach',
  instructor: 'Instructor',
};

/** The label the staff portal shows for a role; anything unknown reads 'Staff'. */
export function staffRoleLabel(role: string | null | undefined): string {
  return (role && ROLE_LABELS[role as StaffRole]) || 'Staff';
}
