import { catalogueDrill } from '../../../core/content/coaching/drill-catalogue';
import type {
  CreateDrillAssignmentsBody,
  DrillAssignment,
  DrillAssignmentStatus,
  ReviewDrillAssignmentBody,
  StaffDrillAssignmentsResponse,
  UpdateDrillAssignmentBody,
} from '../../../core/contracts/drill-assignments';
import { isOverdue, STUDENT_MOVES } from '../../../core/rules/drill-assignments';
import { londonDate } from '../../../core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors';
import { presentDrillAssignment } from './drill-assignments.presenter';
import { drillAssignmentsRepository } from './drill-assignments.repository';

/** Who is asking: a signed-in student, or a member of staff. */
export type AssignmentViewer = { kind: 'student'; studentId: string } | { kind: 'staff'; staffId: string };

function refusedMove(current: DrillAssignmentStatus, wanted: DrillAssignmentStatus): string {
  if (wanted === 'assigned') return 'A challenge cannot go back to assigned';
  if (wanted === 'completed' && current === 'assigned') return 'Start this challenge before completing it';
  if (wanted === 'in_progress') return 'This challenge has already been started';
  return 'This challenge has already been completed';
}

const STAFF_LIST_LIMIT = 500;

export function drillAssignmentsService(deps: { db: Db; clock: Clock }) {
  const repo = drillAssignmentsRepository(deps.db);

  // Read fresh on every call, so a deactivated account or a changed role takes effect at once.
  async function activeStaff(staffId: string) {
    const member = await repo.staffMember(staffId);
    if (!member?.active) throw unauthorized();
    return member;
  }

  async function present(id: string): Promise<DrillAssignment> {
    const row = await repo.findWithCoach(id);
    if (!row) throw notFound('Assignment not found');
    return presentDrillAssignment(row.assignment, row.coach);
  }

  return {
    /** A student's drill assignments, for the student, their assigned coach or an admin. */
    async listForStudent(viewer: AssignmentViewer, studentId: string): Promise<DrillAssignment[]> {
      if (viewer.kind === 'student') {
        if (viewer.studentId !== studentId) throw forbidden('You can only see your own assignments');
      } else {
        const member = await activeStaff(viewer.staffId);
        const [student] = await repo.studentCoaches([studentId]);
        // Someone else's student is not found, as if the id did not exist.
        if (!student || (member.role !== 'admin' && student.coachId !== member.id)) {
          throw notFound('Student not found');
        }
      }
      const rows = await repo.listForStudent(studentId);
      return rows.map((row) => presentDrillAssignment(row.assignment, row.coach));
    },

    /** Start (assigned → in_progress) or complete (in_progress → completed) the student's own assignment. */
    async updateByStudent(
      studentId: string,
      assignmentId: string,
      body: UpdateDrillAssignmentBody,
    ): Promise<DrillAssignment> {
      const current = await repo.findById(assignmentId);
      if (!current) throw notFound('Assignment not found');
      if (current.studentId !== studentId) throw forbidden('This is not your assignment');
      if (body.status === 'reviewed') throw forbidden('Only your coach can mark a challenge as reviewed');
      // A second Start (a double tap, a retried request) changes nothing.
      if (body.status === 'in_progress' && current.status === 'in_progress') return present(current.id);

      const from = STUDENT_MOVES[body.status];
      if (!from || current.status !== from) {
        throw conflict(refusedMove(current.status, body.status), {
          status: refusedMove(current.status, body.status),
        });
      }
      const now = deps.clock();
      const values =
        body.status === 'in_progress'
          ? { status: body.status, startedAt: now }
          : {
              status: body.status,
              completedAt: now,
              studentScore: body.student_score?.trim() ?? null,
              studentNotes: body.student_notes?.trim() || null,
              submissionType: body.submission_type ?? 'score',
            };
      const moved = await repo.transition(current.id, from, values);
      if (!moved) throw conflict('This challenge was changed meanwhile. Please reload and try again.');
      return present(moved.id);
    },

    /** Staff assign a catalogue drill to students: coaches to their own students, admins to anyone. */
    async create(staffId: string, body: CreateDrillAssignmentsBody) {
      const actor = await activeStaff(staffId);
      const drill = catalogueDrill(body.drillId.trim());
      if (!drill) throw badRequest('drillId: Unknown drill', { drillId: 'Unknown drill' });
      const isAdmin = actor.role === 'admin';
      if (!isAdmin && body.coachId !== actor.id) throw forbidden('You can only assign drills as yourself');
      const coach = body.coachId === actor.id ? actor : await repo.staffMember(body.coachId);
      if (!coach?.active) throw badRequest('coachId: Unknown coach', { coachId: 'Unknown coach' });

      const studentIds = [...new Set(body.studentIds)];
      const found = await repo.studentCoaches(studentIds);
      if (!isAdmin && (found.length !== studentIds.length || found.some((s) => s.coachId !== actor.id))) {
        throw forbidden('You can only assign drills to your own students');
      }
      if (found.length !== studentIds.length) {
        throw badRequest('studentIds: Unknown student', { studentIds: 'Unknown student' });
      }

      const rows = await repo.insertMany(
        studentIds.map((studentId) => ({
          studentId,
          drillId: drill.id,
          coachId: coach.id,
          dueDate: body.dueDate,
          assignedAt: deps.clock(),
        })),
      );
      const name = { firstName: coach.firstName, lastName: coach.lastName };
      return {
        success: true as const,
        assignments: rows.map((row) => ({ ...presentDrillAssignment(row, name), student_id: row.studentId })),
      };
    },

    /** The Challenges tab: every challenge of the coach's students (admins: a given coach's, or all). */
    async listForStaff(
      staffId: string,
      coachId: string,
      filters: { status?: DrillAssignmentStatus; studentId?: string },
    ): Promise<StaffDrillAssignmentsResponse> {
      const actor = await activeStaff(staffId);
      if (actor.role !== 'admin' && coachId !== actor.id)
        throw forbidden('You can only see your own students');
      const scope = actor.role === 'admin' && coachId === actor.id ? { all: true as const } : { coachId };
      const now = deps.clock();
      const [rows, counts] = await Promise.all([
        repo.listForStaff(scope, filters, STAFF_LIST_LIMIT),
        repo.countsForStaff(scope, londonDate(now)),
      ]);
      return {
        success: true,
        assignments: rows.map(({ assignment, coach, student }) => {
          const presented = presentDrillAssignment(assignment, coach);
          return {
            ...presented,
            student: { id: student.id, first_name: student.firstName, last_name: student.lastName },
            overdue: isOverdue(presented, now),
          };
        }),
        counts,
      };
    },

    /**
     * The coach's review: a completed challenge gets a rating and comments and becomes reviewed, which the
     * student sees. Only the student's coach or an admin may review; a second review of the same
     * challenge replaces the first.
     */
    async review(staffId: string, id: string, body: ReviewDrillAssignmentBody): Promise<DrillAssignment> {
      const actor = await activeStaff(staffId);
      const current = await repo.findById(id);
      if (!current) throw notFound('Challenge not found');
      const [student] = await repo.studentCoaches([current.studentId]);
      if (actor.role !== 'admin' && student?.coachId !== actor.id) throw notFound('Challenge not found');
      if (current.status !== 'completed' && current.status !== 'reviewed') {
        throw conflict('Only a completed challenge can be reviewed', { status: 'Not completed yet' });
      }
      const moved = await repo.transition(id, current.status, {
        status: 'reviewed',
        coachRating: body.rating,
        coachComments: body.comments?.trim() || null,
        reviewedAt: deps.clock(),
      });
      if (!moved) throw conflict('This challenge changed meanwhile; reload and try again');
      return present(id);
    },
  };
}
export type DrillAssignmentsService = ReturnType<typeof drillAssignmentsService>;
