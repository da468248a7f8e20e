/**
 * A child's parents or guardians other than this one: who keeps the child when this guardian's account is
 * deleted. The Family page's "may be kept", the deletion request and its confirmation all read it here.
 */
export function otherGuardians<Link extends { studentId: string; guardian: { id: string } }>(
  links: readonly Link[],
  guardianId: string,
  childId: string,
): Link[] {
  return links.filter((l) => l.studentId === childId && l.guardian.id !== guardianId);
}
