import type { DbOrTx } from '../../db/client';
import { notFound, unauthorized } from '../../errors';
import type { SignedInViewer } from '../../plugins/auth';
import { staffRepository } from '../staff/staff.repository';
import { mayViewStudent, type ProfileViewer } from '../student-profile/student-profile.access';
import { type StudentRow, studentsRepository } from './students.repository';

/**
 * Who may see which student's records, answered the same way by every feature: a student only their own,
 * a coach the students assigned to them, an admin everyone. Anyone else's student is 404, so nothing is
 * learnt about other accounts (an id naming another coach is the caller's business to refuse with 403). Staff are read fresh each call, so a role change or a deactivation
 * takes effect at once.
 */
export function studentVisibility(db: DbOrTx) {
  const students = studentsRepository(db);
  const staff = staffRepository(db);

  async function viewerFor(identity: SignedInViewer): Promise<ProfileViewer> {
    if (identity.kind === 'student') return identity;
    const row = await staff.findById(identity.staffId);
    if (!row?.active) throw unauthorized();
    return { kind: 'staff', staffId: row.id, role: row.role };
  }

  async function visibleStudent(viewer: ProfileViewer, id: string): Promise<StudentRow> {
    if (viewer.kind === 'student' && viewer.studentId !== id) throw notFound('Student not found');
    const row = await students.findById(id);
    if (!row) throw notFound('Student not found');
    if (!mayViewStudent(viewer, row)) throw notFound('Student not found');
    return row;
  }

  return { viewerFor, visibleStudent };
}
