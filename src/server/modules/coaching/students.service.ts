import type { CoachStudent, StudentDetailResponse } from '@/core/contracts/coaching';
import { overallProgressPercent } from '@/core/rules/curriculum-progress';
import { staffScope } from '../access/access-policy';
import { presentDrillAssignment } from '../drill-assignments/drill-assignments.presenter';
import { drillAssignmentsRepository } from '../drill-assignments/drill-assignments.repository';
import type { CoachingContext, CoachingDeps } from './coaching.context';
import { presentModule } from './coaching.presenter';

/** A coach's students: the cards of the roster and one student's overview. */
export function coachStudentsService(deps: CoachingDeps, ctx: CoachingContext) {
  const { repo, actorFor, studentFor, studentCards } = ctx;
  const drills = drillAssignmentsRepository(deps.db);

  return {
    async students(staffId: string, coachId: string): Promise<CoachStudent[]> {
      const actor = await actorFor(staffId);
      return studentCards(staffScope(actor, coachId));
    },

    async studentDetail(staffId: string, studentId: string): Promise<StudentDetailResponse> {
      const actor = await actorFor(staffId);
      const student = await studentFor(actor, studentId);
      const [modules, assignments, badgeCount] = await Promise.all([
        repo.modulesOf(student.id),
        drills.listForStudent(student.id),
        repo.badgeCount(student.id),
      ]);
      const presented = modules.map(presentModule);
      const drillAssignmentsCompleted = assignments.filter((a) =>
        ['completed', 'reviewed'].includes(a.assignment.status),
      ).length;
      return {
        success: true,
        student: {
          id: student.id,
          firstName: student.firstName,
          lastName: student.lastName,
          first_name: student.firstName,
          last_name: student.lastName,
          email: student.email,
          membershipType: student.membershipTier,
          membership_type: student.membershipTier,
          handicap: student.handicap,
          coach_id: student.coachId,
        },
        stats: {
          overallProgress: overallProgressPercent(presented.map((m) => m.progress.percentage)),
          modulesCompleted: presented.filter((m) => m.status === 'completed').length,
          modulesTotal: presented.length,
          challengesCompleted: drillAssignmentsCompleted,
          challengesTotal: assignments.length,
          badges: badgeCount,
        },
        drillAssignments: assignments.map((a) => presentDrillAssignment(a.assignment, a.coach)),
        moduleAssignments: presented,
      };
    },
  };
}
