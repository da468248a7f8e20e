import type { InjectOptions } from 'fastify';
import { ADMIN_ROUTES } from './catalogue-admin';
import { COACHING_ROUTES } from './catalogue-coaching';
import { CONTENT_ROUTES } from './catalogue-content';
import { FAMILY_ROUTES } from './catalogue-family';
import { MODEL_SWING_ROUTES } from './catalogue-model-swings';
import { NOTICES_ROUTES } from './catalogue-notices';
import { PUBLIC_ROUTES } from './catalogue-public';
import { SWINGS_ROUTES } from './catalogue-swings';
import type { Actor, RouteCase, World } from './catalogue-types';
import { WAITING_LIST_ROUTES } from './catalogue-waiting-list';

export { ACTORS, type Actor, type RouteCase, type RouteRequest, type World } from './catalogue-types';
export { buildWorld } from './catalogue-world';

/*
 * One valid request for every API route, built against the demo academy: the authorisation matrix sends
 * each to every kind of caller, and the input fuzzer mutates them. The entries live in one file per area
 * (catalogue-*.ts); the areas are combined in the order the routes have always been sent in.
 */

/** Every route of the OpenAPI document, keyed `METHOD /path` as the document writes it. */
export const ROUTES: Record<string, RouteCase> = {
  ...PUBLIC_ROUTES,
  ...CONTENT_ROUTES,
  ...WAITING_LIST_ROUTES,
  ...NOTICES_ROUTES,
  ...COACHING_ROUTES,
  ...ADMIN_ROUTES,
  ...FAMILY_ROUTES,
  ...MODEL_SWING_ROUTES,
  ...SWINGS_ROUTES,
};

const GUARDIANS: readonly Actor[] = ['guardianOfA', 'otherGuardian'];

/** Builds a route's request (making whatever it uses up), ready to send. */
export async function prepare(w: World, key: string): Promise<InjectOptions & { url: string }> {
  const [method, ...rest] = key.split(' ');
  const route = ROUTES[key];
  if (!route || !rest.length) throw new Error(`No catalogue entry for ${key}`);
  return { ...(await route.request(w)), method: method as InjectOptions['method'] };
}

/**
 * Sends a prepared request as an actor; `anonymous` sends no credentials. A guardian names A as the child
 * the request is for where the route takes its student from the session.
 */
export async function dispatch(w: World, key: string, actor: Actor, prepared: InjectOptions) {
  const route = ROUTES[key];
  const options =
    route?.guardianNamesA && GUARDIANS.includes(actor)
      ? { ...prepared, query: { ...(prepared.query as Record<string, string>), studentId: w.a.id } }
      : prepared;
  try {
    if (actor === 'anonymous') return await w.t.request(options);
    const caller = route?.ownSession ? await w.signInAgain(actor) : w.callers[actor];
    const res = await caller.call(options);
    if (route?.endsOtherSessions && res.statusCode < 300) w.callers[actor] = await w.signInAgain(actor);
    return res;
  } finally {
    await route?.after?.(w);
  }
}

/** Sends a route's request as an actor. */
export async function send(w: World, key: string, actor: Actor) {
  return dispatch(w, key, actor, await prepare(w, key));
}
