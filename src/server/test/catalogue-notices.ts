import { unsubscribeLinks } from '../db/schema/index';
import { randomToken, sha256 } from '../security/tokens';
import { json, type RouteCase, type World } from './catalogue-types';

/** An unsubscribe link as a news e-mail to the coach of A carries; a new one each call. */
async function unsubscribeToken(w: World): Promise<string> {
  const token = randomToken();
  await w.t.database.db.insert(unsubscribeLinks).values({
    tokenHash: sha256(token),
    reader: `staff:${w.coachOfA.id}`,
    topic: 'purchase_requests',
    createdAt: w.t.clock(),
  });
  return token;
}

/** E-mail settings: each portal's own, and the public unsubscribe link. */
export const NOTICES_ROUTES: Record<string, RouteCase> = {
  'GET /api/staff/email-preferences': { request: () => ({ url: '/api/staff/email-preferences' }) },
  'PUT /api/staff/email-preferences': {
    request: () => ({ url: '/api/staff/email-preferences', ...json({ studentMessages: 'instant' }) }),
  },
  'GET /api/portal/email-preferences': { request: () => ({ url: '/api/portal/email-preferences' }) },
  'PUT /api/portal/email-preferences': {
    request: () => ({ url: '/api/portal/email-preferences', ...json({ coachFeedback: true }) }),
  },
  'GET /api/email-preferences/unsubscribe': {
    request: async (w) => ({
      url: '/api/email-preferences/unsubscribe',
      query: { token: await unsubscribeToken(w) },
    }),
  },
  'POST /api/email-preferences/unsubscribe': {
    request: async (w) => ({
      url: '/api/email-preferences/unsubscribe',
      query: { token: await unsubscribeToken(w) },
      ...json({}),
    }),
  },
};
