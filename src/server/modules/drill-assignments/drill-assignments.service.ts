import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type {
  CreateDrillAssignmentsBody,
  DrillAssignment,
  DrillAssignmentStatus,
  ReviewDrillAssignmentBody,
  StaffDrillAssignmentsResponse,
  UpdateDrillAssignmentBody,
} from '@/core/contracts/drill-assignments';
import { isOverdue, STUDENT_MOVES } from '@/core/rules/drill-assignments';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import {
  accessPolicy,
  mayActAsCoach,
  mayRecordFor,
  type SignedInIdentity,
  staffScope,
} from '../access/access-policy';
import type { EmailNoticesService } from '../email-notices/email-notices.service';
import { voiceOverLists } from '../voice-overs/voice-overs.presenter';
import { presentDrillAssignment } from './drill-assignments.presenter';
import { drillAssignmentsRepository } from './drill-assignments.repository';

/**
 * Why a student's move is refused. The portal's screens call a drill assignment a challenge ('Start This
 * Challenge', 'Complete Challenge Assignment'), so the messages people read here say challenge too.
 */
function refusedMove(current: DrillAssignmentStatus, wanted: DrillAssignmentStatus): string {
  if (wanted === 'assigned') return 'A challenge cannot go back to assigned';
  if (wanted === 'completed' && current === 'assigned') return 'Start this challenge before completing it';
  if (wanted === 'in_progress') return 'This challenge has already been started';
  return 'This challenge has already been completed';
}

const STAFF_LIST_LIMIT = 500;

export function drillAssignmentsService(deps: {
  db: Db;
  clock: Clock;
  notices?: Pick<EmailNoticesService, 'drillReviewed'>;
}) {
  const repo = drillAssignmentsRepository(deps.db);

  const access = accessPolicy(deps.db);

  async function present(id: string): Promise<DrillAssignment> {
    const row = await repo.findWithCoach(id);
    if (!row) throw notFound('Assignment not found');
    const voiceOvers = await voiceOverLists(deps.db, 'drill', [id]);
    return presentDrillAssignment(row.assignment, row.coach, voiceOvers(id));
  }

  return {
    /** A student's drill assignments, for the student, their assigned coach or an admin. */
    async listForStudent(identity: SignedInIdentity, studentId: string): Promise<DrillAssignment[]> {
      await access.visibleStudent(await access.actorFor(identity), studentId);
      const rows = await repo.listForStudent(studentId);
      const voiceOvers = await voiceOverLists(
        deps.db,
        'drill',
        rows.map((row) => row.assignment.id),
      );
      return rows.map((row) =>
        presentDrillAssignment(row.assignment, row.coach, voiceOvers(row.assignment.id)),
      );
    },

    /** Start (assigned → in_progress) or complete (in_progress → completed) the student's own assignment. */
    async updateByStudent(
      studentId: string,
      assignmentId: string,
      body: UpdateDrillAssignmentBody,
      /** A guardian completing the drill for their child is recorded as having done so. */
      by: { guardianId?: string | undefined } = {},
    ): Promise<DrillAssignment> {
      const current = await repo.findById(assignmentId);
      // Another student's assignment is not found, as if the id did not exist.
      if (!current || !mayRecordFor({ kind: 'student', studentId }, current.studentId)) {
        throw notFound('Assignment not found');
      }
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
              completedByGuardianId: by.guardianId ?? null,
            };
      const moved = await repo.transition(current.id, from, values);
      if (!moved) throw conflict('This challenge was changed meanwhile. Please reload and try again.');
      return present(moved.id);
    },

    /** Staff assign a catalogue drill to students: coaches to their own students, admins to anyone. */
    async create(staffId: string, body: CreateDrillAssignmentsBody) {
      const actor = await access.staffActor(staffId);
      const drill = catalogueDrill(body.drillId.trim());
      if (!drill) throw badRequest('drillId: Unknown drill', { drillId: 'Unknown drill' });
      if (!mayActAsCoach(actor, body.coachId)) throw forbidden('You can only assign drills as yourself');
      const coach = await repo.staffMember(body.coachId);
      if (!coach?.active) throw badRequest('coachId: Unknown coach', { coachId: 'Unknown coach' });

      const studentIds = [...new Set(body.studentIds)];
      await access.visibleStudents(actor, studentIds);

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

    /** The Challenges tab: every drill assignment of the coach's students (admins: one coach's, or all). */
    async listForStaff(
      staffId: string,
      coachId: string,
      filters: { status?: DrillAssignmentStatus; studentId?: string },
    ): Promise<StaffDrillAssignmentsResponse> {
      const actor = await access.staffActor(staffId);
      const scope = staffScope(actor, coachId);
      if (filters.studentId) await access.visibleStudent(actor, filters.studentId);
      const now = deps.clock();
      const [rows, counts] = await Promise.all([
        repo.listForStaff(scope, filters, STAFF_LIST_LIMIT),
        repo.countsForStaff(scope, londonDate(now)),
      ]);
      const voiceOvers = await voiceOverLists(
        deps.db,
        'drill',
        rows.map((row) => row.assignment.id),
      );
      return {
        success: true,
        assignments: rows.map(({ assignment, coach, student }) => {
          const presented = presentDrillAssignment(assignment, coach, voiceOvers(assignment.id));
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
     * The coach's review: a completed drill assignment gets a rating and comments and becomes reviewed,
     * which the student sees. Only the student's coach or an admin may review; a second review of the same
     * drill assignment replaces the first.
     */
    async review(staffId: string, id: string, body: ReviewDrillAssignmentBody): Promise<DrillAssignment> {
      const actor = await access.staffActor(staffId);
      const current = await repo.findById(id);
      if (!current) throw notFound('Challenge not found');
      await access.visibleStudent(actor, current.studentId).catch(() => {
        throw notFound('Challenge not found');
      });
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
      const drill = catalogueDrill(current.drillId)?.title ?? 'your drill';
      await deps.notices?.drillReviewed({
        studentId: current.studentId,
        coachId: staffId,
        drill,
        rating: body.rating,
      });
      return present(id);
    },

    /**
     * Removes a drill assignment for good (the student's coach or an admin); the confirmation says it
     * cannot be undone.
     */
    async remove(staffId: string, id: string): Promise<{ success: true }> {
      const actor = await access.staffActor(staffId);
      const row = await repo.findById(id);
      if (!row) throw notFound('Challenge not found');
      await access.visibleStudent(actor, row.studentId).catch(() => {
        throw notFound('Challenge not found');
      });
      await repo.remove(id);
      return { success: true };
    },
  };
}
export type DrillAssignmentsService = ReturnType<typeof drillAssignmentsService>;
