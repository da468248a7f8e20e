import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type GuardianUser,
  type PortalAuthResponse,
  type PortalValidateResponse,
  portalValidateResponse,
  type StudentUser,
} from '@/core/contracts/auth';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** Who is signed in to the Student Portal: a student, or a parent or guardian (a family account). */
export type PortalViewer =
  | { kind: 'student'; user: StudentUser }
  | { kind: 'guardian'; guardian: GuardianUser };

/** The viewer a sign-in, a registration or a session check answers with. */
export function viewerOf(answer: PortalAuthResponse | PortalValidateResponse): PortalViewer {
  return 'guardian' in answer
    ? { kind: 'guardian', guardian: answer.guardian }
    : { kind: 'student', user: answer.user };
}

/**
 * POST /api/portal/validate. The session lives in an HttpOnly cookie; any failure (401, server down) simply
 * means signed out, silently (student-portal §4).
 */
export const studentSessionQuery = queryOptions({
  queryKey: queryKeys.studentSession(),
  queryFn: async (): Promise<PortalViewer | null> => {
    try {
      return viewerOf(await apiPost('/api/portal/validate', undefined, portalValidateResponse));
    } catch {
      return null;
    }
  },
});

export function useStudentSession() {
  return useQuery(studentSessionQuery);
}
