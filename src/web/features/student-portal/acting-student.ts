import { createContext, useContext } from 'react';
import type { StudentUser } from '@/core/contracts/auth';

/**
 * Whose portal is open: the signed-in student's own, or a child's opened by their parent or guardian.
 *
 * The server decides the student of a request from the session. For a guardian the session names no
 * student, so every request made for a child must name them: routes with the student's id in the path
 * already do; every other one takes `?studentId=<child id>`, added here and nowhere else. A student's own
 * requests stay exactly as they were.
 */
export interface ActingStudent {
  /** The student whose portal this is, as the portal's screens read them. */
  user: StudentUser;
  /** True when a guardian is signed in and acting for their child. */
  byGuardian: boolean;
}

/** Provided by the shell; absent (null) means the signed-in student acts for themself. */
export const ActingStudentContext = createContext<ActingStudent | null>(null);

export function useActingStudent(): ActingStudent | null {
  return useContext(ActingStudentContext);
}

/** The student id a guardian's request names, or undefined for a student's own. */
export function namedStudentId(acting: ActingStudent | null): string | undefined {
  return acting?.byGuardian ? acting.user.id : undefined;
}

/** The address with `studentId` added when a guardian acts for a child; unchanged for a student. */
export function forStudent(path: string, acting: ActingStudent | null): string {
  const studentId = namedStudentId(acting);
  if (!studentId) return path;
  const [base, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set('studentId', studentId);
  return `${base}?${query.toString()}`;
}

/** `forStudent` bound to the portal that is open. */
export function useForStudent(): (path: string) => string {
  const acting = useActingStudent();
  return (path) => forStudent(path, acting);
}

/** The student the portal is open for; the tabs only render inside the signed-in shell, which provides it. */
export function useActingUser(): StudentUser {
  const acting = useActingStudent();
  if (!acting) throw new Error('The portal tabs need the student they are for');
  return acting.user;
}
