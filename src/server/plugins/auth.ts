import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../errors';
import type { SignedInIdentity } from '../modules/access/access-policy';
import type { AccountType, SessionRow } from '../modules/sessions/sessions.repository';
import type { SessionsService } from '../modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStudent: the Student Portal's session, a student's or a guardian's. */
    studentSession?: SessionRow;
    /** For a guardian's session: the children they act for, read once when the session is. */
    guardianChildIds?: readonly string[];
    /** Set by requireStaff: the signed-in staff member's session. */
    staffSession?: SessionRow;
  }
  interface FastifyInstance {
    requireStudent(request: FastifyRequest): Promise<void>;
    requireStaff(request: FastifyRequest): Promise<void>;
    /** A student's session if one is presented, otherwise a staff session; 401 when neither. */
    requireStudentOrStaff(request: FastifyRequest): Promise<void>;
    /** The Student Portal's session if a valid one is presented; without one the visitor is a guest (no 401). */
    optionalStudent(request: FastifyRequest): Promise<void>;
    sessionCookies: SessionCookies;
  }
}

/** The Student Portal's cookie carries a student's or a guardian's session; the staff portal's, staff. */
export type CookieKind = 'student' | 'staff';
const PORTAL_ACCOUNTS: readonly AccountType[] = ['student', 'guardian'];

export interface SessionCookies {
  name(kind: CookieKind): string;
  set(reply: FastifyReply, kind: CookieKind, token: string, maxAgeSeconds: number | undefined): void;
  clear(reply: FastifyReply, kind: CookieKind): void;
  /** True when the request carries any of our session cookies. */
  present(request: FastifyRequest): boolean;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname);
}

/**
 * Sessions travel in an HttpOnly, SameSite=Lax cookie for the web app, or as a Bearer token for API
 * clients. Students and staff have separate cookies and separate session kinds, so a student token
 * never opens a staff route.
 */
export const authPlugin = fp<{
  sessions: SessionsService;
  appUrl: string;
  /** The children a guardian is linked to now: a link that ends takes effect on the next request. */
  guardianChildren: (guardianId: string) => Promise<readonly string[]>;
}>(
  async (app: FastifyInstance, opts) => {
    const url = new URL(opts.appUrl);
    // Browsers accept Secure cookies from https and from loopback http; anywhere else over http they
    // would be dropped, so the cookie is only marked Secure where it can be.
    const secure = url.protocol === 'https:' || isLoopback(url.hostname);
    const prefix = secure ? '__Host-' : '';
    const names: Record<CookieKind, string> = {
      student: `${prefix}student_session`,
      staff: `${prefix}staff_session`,
    };

    const cookies: SessionCookies = {
      name: (type) => names[type],
      set(reply, type, token, maxAgeSeconds) {
        reply.setCookie(names[type], token, {
          httpOnly: true,
          secure,
          sameSite: 'lax',
          path: '/',
          ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
        });
      },
      clear(reply, type) {
        reply.clearCookie(names[type], { httpOnly: true, secure, sameSite: 'lax', path: '/' });
      },
      present: (request) => Boolean(request.cookies[names.student] || request.cookies[names.staff]),
    };
    app.decorate('sessionCookies', cookies);

    function tokenFrom(request: FastifyRequest, kind: CookieKind): string | undefined {
      return bearerToken(request) ?? request.cookies[names[kind]];
    }

    async function resolve(request: FastifyRequest, kind: CookieKind): Promise<SessionRow> {
      const token = tokenFrom(request, kind);
      const session = token
        ? await opts.sessions.resume(kind === 'student' ? PORTAL_ACCOUNTS : 'staff', token)
        : undefined;
      if (!session) throw unauthorized();
      return session;
    }

    async function resolvePortal(request: FastifyRequest): Promise<void> {
      const session = await resolve(request, 'student');
      request.studentSession = session;
      if (session.guardianId) request.guardianChildIds = await opts.guardianChildren(session.guardianId);
    }

    app.decorateRequest('studentSession', undefined);
    app.decorateRequest('guardianChildIds', undefined);
    app.decorateRequest('staffSession', undefined);
    app.decorate('requireStudent', resolvePortal);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      request.staffSession = await resolve(request, 'staff');
    });
    app.decorate('optionalStudent', async (request: FastifyRequest) => {
      try {
        await resolvePortal(request);
      } catch (error) {
        if (!(error instanceof AppError && error.status === 401)) throw error;
      }
    });
    app.decorate('requireStudentOrStaff', async (request: FastifyRequest) => {
      try {
        await resolvePortal(request);
      } catch (error) {
        if (!(error instanceof AppError && error.status === 401)) throw error;
        request.staffSession = await resolve(request, 'staff');
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * The token of an `Authorization: Bearer …` header (possibly empty, which then signs nobody in), or
 * undefined without one. Any other scheme is not ours: such a request is signed in by its cookie, if at all.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The token a request presented (for logout), from the header or the cookie. */
export function presentedToken(request: FastifyRequest, cookieName: string): string | undefined {
  return bearerToken(request) ?? request.cookies[cookieName];
}

/** The signed-in staff member's id, after `requireStaff`; 401 if a route forgot to require it. */
export function signedInStaffId(request: FastifyRequest): string {
  const id = request.staffSession?.staffId;
  if (!id) throw unauthorized();
  return id;
}

export const CHOOSE_CHILD = 'Choose which child this is for';

/** The `studentId` a request names in its query string, if any. */
function namedStudentId(request: FastifyRequest): string | undefined {
  const named = (request.query as Record<string, unknown> | undefined)?.studentId;
  return typeof named === 'string' && named ? named : undefined;
}

/**
 * The student a Student Portal request acts for, after `requireStudent`: the signed-in student themself, or
 * the child a guardian names, by the path's student id where the route has one, else by the `studentId`
 * query parameter (400 without one). Naming anyone else is
 * 404, as for any student the caller may not see. 401 if a route forgot to require a session.
 */
export function signedInStudentId(request: FastifyRequest, pathStudentId?: string): string {
  const session = request.studentSession;
  const named = pathStudentId ?? namedStudentId(request);
  if (session?.studentId) {
    if (named && named !== session.studentId) throw notFound('Student not found.');
    return session.studentId;
  }
  if (!session?.guardianId) throw unauthorized();
  if (!named) throw badRequest(CHOOSE_CHILD, { studentId: CHOOSE_CHILD });
  if (!request.guardianChildIds?.includes(named)) throw notFound('Student not found.');
  return named;
}

/** A family route's caller, after `requireStudent`: a guardian with their children, else 403. */
export function signedInGuardian(request: FastifyRequest): {
  kind: 'guardian';
  guardianId: string;
  childIds: readonly string[];
} {
  const guardianId = request.studentSession?.guardianId;
  if (!request.studentSession) throw unauthorized();
  if (!guardianId) throw forbidden('Only a parent or guardian can do this');
  return { kind: 'guardian', guardianId, childIds: request.guardianChildIds ?? [] };
}

/**
 * The student whose portal a shared route (the leaderboard) is seen from: the signed-in student, or the
 * child a guardian names; none for staff, or for a guardian who names no child.
 */
export function portalStudentOf(request: FastifyRequest): string | undefined {
  const session = request.studentSession;
  if (!session) return undefined;
  if (session.guardianId && !namedStudentId(request)) return undefined;
  return signedInStudentId(request);
}

/** The guardian behind a Student Portal request, when a guardian (not the student) is signed in. */
export function signedInGuardianId(request: FastifyRequest): string | undefined {
  return request.studentSession?.guardianId ?? undefined;
}

/** The student a Student Portal request acts for and, when a guardian sends it, the guardian: its author. */
export function signedInParty(request: FastifyRequest): { studentId: string; guardianId?: string } {
  const studentId = signedInStudentId(request);
  const guardianId = signedInGuardianId(request);
  return guardianId ? { studentId, guardianId } : { studentId };
}

/** Who is asking, after `requireStudentOrStaff`: a student, a guardian (with their children) or staff. */
export function signedInViewer(request: FastifyRequest): SignedInIdentity {
  const session = request.studentSession;
  if (session?.guardianId) {
    return { kind: 'guardian', guardianId: session.guardianId, childIds: request.guardianChildIds ?? [] };
  }
  return session?.studentId
    ? { kind: 'student', studentId: session.studentId }
    : { kind: 'staff', staffId: signedInStaffId(request) };
}

/** The API operation a request reached, e.g. `GET /api/students/:id`, as audit records name it. */
export function operationOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url}`;
}
