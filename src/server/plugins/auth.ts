import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors';
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
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) return header.slice(7).trim();
      return request.cookies[names[type]];
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
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** The token a request presented (for logout), from the header or the cookie. */
export function presentedToken(request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[cookieName];
}
