import { type CoachingDeps, coachingContext } from './coaching.context';
import { coachingAnalyticsService } from './coaching-analytics.service';
import { dashboardService } from './dashboard.service';
import { exercisesService } from './exercises.service';
import { moduleAssignmentsService } from './module-assignments.service';
import { studentCoachingService } from './student-coaching.service';
import { coachStudentsService } from './students.service';

/**
 * The coach's side of the curriculum: their students, each student's modules and drill assignments, ticking
 * exercises with notes and video, the dashboard and analytics; and the student's own view of it all.
 */
export function coachingService(deps: CoachingDeps) {
  const ctx = coachingContext(deps);
  return {
    ...coachStudentsService(deps, ctx),
    ...coachingAnalyticsService(deps, ctx),
    ...moduleAssignmentsService(deps, ctx),
    ...exercisesService(deps, ctx),
    ...dashboardService(deps, ctx),
    ...studentCoachingService(deps, ctx),
  };
}
export type CoachingService = ReturnType<typeof coachingService>;
