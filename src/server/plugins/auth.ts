import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from '../errors';
import type { SignedInIdentity } from '../modules/access/access-policy';
import type { AccountType, SessionRow } from '../modules/sessions/sessions.repository';
import type { SessionsService } from '../modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStudent: the signed-in student's session. */
    studentSession?: SessionRow;
    /** Set by requireStaff: the signed-in staff member's session. */
    staffSession?: SessionRow;
  }
  interface FastifyInstance {
    requireStudent(request: FastifyRequest): Promise<void>;
    requireStaff(request: FastifyRequest): Promise<void>;
    /** A student's session if one is presented, otherwise a staff session; 401 when neither. */
    requireStudentOrStaff(request: FastifyRequest): Promise<void>;
    sessionCookies: SessionCookies;
  }
}

export interface SessionCookies {
  name(type: AccountType): string;
  set(reply: FastifyReply, type: AccountType, token: string, maxAgeSeconds: number | undefined): void;
  clear(reply: FastifyReply, type: AccountType): void;
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
export const authPlugin = fp<{ sessions: SessionsService; appUrl: string }>(
  async (app: FastifyInstance, opts) => {
    const url = new URL(opts.appUrl);
    // Browsers accept Secure cookies from https and from loopback http; anywhere else over http they
    // would be dropped, so the cookie is only marked Secure where it can be.
    const secure = url.protocol === 'https:' || isLoopback(url.hostname);
    const prefix = secure ? '__Host-' : '';
    const names: Record<AccountType, string> = {
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

    function tokenFrom(request: FastifyRequest, type: AccountType): string | undefined {
      return bearerToken(request) ?? request.cookies[names[type]];
    }

    async function resolve(request: FastifyRequest, type: AccountType): Promise<SessionRow> {
      const token = tokenFrom(request, type);
      const session = token ? await opts.sessions.resume(type, token) : undefined;
      if (!session) throw unauthorized();
      return session;
    }

    app.decorateRequest('studentSession', undefined);
    app.decorateRequest('staffSession', undefined);
    app.decorate('requireStudent', async (request: FastifyRequest) => {
      request.studentSession = await resolve(request, 'student');
    });
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      request.staffSession = await resolve(request, 'staff');
    });
    app.decorate('requireStudentOrStaff', async (request: FastifyRequest) => {
      try {
        request.studentSession = await resolve(request, 'student');
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

/** The signed-in student's id, after `requireStudent`; 401 if a route forgot to require it. */
export function signedInStudentId(request: FastifyRequest): string {
  const id = request.studentSession?.studentId;
  if (!id) throw unauthorized();
  return id;
}

/** Who is asking, after `requireStudentOrStaff`: the student themselves or a member of staff. */
export function signedInViewer(request: FastifyRequest): SignedInIdentity {
  return request.studentSession
    ? { kind: 'student', studentId: signedInStudentId(request) }
    : { kind: 'staff', staffId: signedInStaffId(request) };
}

/** The API operation a request reached, e.g. `GET /api/students/:id`, as audit records name it. */
export function operationOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url}`;
}
