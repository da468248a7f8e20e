import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';
import { forbidden } from '../errors';
import { bearerToken } from './auth';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins allowed to send data-changing requests: the configured public URL and the request's own. */
function allowedOrigin(request: FastifyRequest, origin: string, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Whether a data-changing request may come from where it says. The browser's own Sec-Fetch-Site is
 * believed first: `cross-site` is refused even without an Origin (a sign-in forged from another site),
 * and `same-site` (a sibling subdomain, which may be less trusted) needs our Origin. Without an Origin,
 * only a Bearer token stands in for one: browsers never attach it by themselves, and with it the cookie
 * is not what signs the request in.
 */
function sameOriginRequest(request: FastifyRequest, appOrigin: string, hasSessionCookie: boolean): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && site !== 'same-site') return false;
  const origin = request.headers.origin;
  if (origin) return allowedOrigin(request, origin, appOrigin);
  if (site === 'same-site') return false;
  return bearerToken(request) !== undefined || !hasSessionCookie;
}

/**
 * Security headers on every response (errors too) and a same-origin rule for data-changing requests
 * (ASVS 3.4, 3.5): SameSite=Lax alone does not stop a cross-site multipart form post.
 */
/** Origins of the third-party embeds the academy has configured, allowed by name in the CSP. */
function embedOrigins(config: Config) {
  const origin = (url: string | null | undefined) => {
    if (!url) return [];
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
    } catch {
      return [];
    }
  };
  return {
    scripts: [...origin(config.bookingWidget?.scriptUrl), ...origin(config.leadForm?.scriptUrl)],
    frames: [...origin(config.bookingWidget?.companyUrl), ...origin(config.leadForm?.formUrl)],
    media: origin(config.introVideoUrl),
    // The advertising pixel loads from and reports to its own host.
    pixel: config.adPixelId ? ['https://connect.facebook.net', 'https://www.facebook.com'] : [],
  };
}

/** Learning videos hosted on YouTube: thumbnails, and the privacy-enhanced player (no cookies until play). */
const LEARNING_THUMBNAILS = 'https://i.ytimg.com';
const LEARNING_PLAYER = 'https://www.youtube-nocookie.com';

/** The security headers of every answer: CSP without inline script, HSTS, nosniff, referrer policy. */
export function helmetOptions(config: Config) {
  const https = config.appUrl.startsWith('https:');
  const embeds = embedOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...embeds.scripts, ...embeds.pixel],
        // Inline style attributes are set by the UI libraries at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...embeds.frames, ...embeds.pixel, LEARNING_THUMBNAILS],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...embeds.pixel],
        mediaSrc: ["'self'", 'blob:', ...embeds.media],
        frameSrc: ["'self'", ...embeds.frames, LEARNING_PLAYER],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers as name → value, worked out once: none depends on the request, so every answer (and the few
 * Fastify writes before any hook runs) gets the same set without running the middleware each time.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

export const securityPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, opts) => {
    const appOrigin = new URL(opts.config.appUrl).origin;
    const headers = securityHeaders(opts.config);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });

    // Every unsafe request, whatever its path: the router decodes `/%61pi/…` to `/api/…`, so a check on
    // the raw address would be a side door.
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      if (!sameOriginRequest(request, appOrigin, app.sessionCookies.present(request))) {
        throw forbidden('Cross-origin request refused');
      }
    });
  },
  { name: 'security', dependencies: ['auth'] },
);
