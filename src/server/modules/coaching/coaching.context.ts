import { curriculumLesson } from '@/core/content/coaching/curriculum';
import type { CoachStudent } from '@/core/contracts/coaching';
import { moduleProgressPercent, overallProgressPercent } from '@/core/rules/curriculum-progress';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { type Actor, accessPolicy, type StaffScope } from '../access/access-policy';
import { type ConsentStudent, consentChecks } from '../consents/consent-checks';
import { coachingRepository } from './coaching.repository';

export interface CoachingDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export const lessonSize = (lessonId: number) => curriculumLesson(lessonId)?.exercises.length ?? 0;

/**
 * What every part of the coach's side shares. Every call reads the member of staff fresh and scopes by
 * the server's rule: admins reach every student, coaches and instructors only those assigned to them.
 */
export function coachingContext(deps: CoachingDeps) {
  const repo = coachingRepository(deps.db);

  const access = accessPolicy(deps.db);
  const actorFor = access.staffActor;

  /**
   * The student, if this member of staff coaches them (or is an admin), or if the caller is the student or
   * their guardian; anyone else's is 404.
   */
  const studentFor = (actor: Actor, studentId: string) => access.visibleStudent(actor, studentId);

  const consents = consentChecks(deps.db, deps.clock);
  /**
   * Whether the student's coaching videos may be shown now: always for an adult, for a junior only while
   * consent for coaching videos holds (read afresh, so a withdrawal hides them on the next request).
   */
  const videosAllowed = async (student: ConsentStudent) =>
    (await consents.refusal(student, 'coaching_video')) === null;

  async function moduleFor(actor: Actor, id: string) {
    const found = await repo.moduleById(id);
    if (!found || found.assignment.status === 'unassigned') throw notFound('Module assignment not found');
    await studentFor(actor, found.assignment.studentId).catch(() => {
      throw notFound('Module assignment not found');
    });
    return found;
  }

  /** The student cards of a scope: progress, modules and badges, in a handful of grouped queries. */
  async function studentCards(scope: StaffScope): Promise<CoachStudent[]> {
    const [rows, modules, activity] = await Promise.all([
      repo.studentsInScope(scope),
      repo.moduleCounts(scope),
      repo.lastActivity(scope),
    ]);
    const modulesOf = groupBy(modules, (m) => m.studentId);
    const lastOf = new Map(activity.map((a) => [a.studentId, a.at]));
    return rows.map((s) => {
      const mine = modulesOf.get(s.id) ?? [];
      const last = lastOf.get(s.id);
      return {
        id: s.id,
        first_name: s.firstName,
        last_name: s.lastName,
        email: s.email,
        membership_type: s.membershipTier,
        handicap: s.handicap,
        progress: overallProgressPercent(
          mine.map((m) => moduleProgressPercent(m.done, lessonSize(m.lessonId))),
        ),
        modules_assigned: mine.length,
        achievements: s.badges,
        last_activity: last ? last.toISOString() : null,
        created_at: s.createdAt.toISOString(),
      };
    });
  }

  return { repo, access, actorFor, studentFor, moduleFor, videosAllowed, studentCards };
}
export type CoachingContext = ReturnType<typeof coachingContext>;
