import type { InjectOptions } from 'fastify';
import type { Caller } from './callers';
import type { LinkedSamples } from './route-samples';
import type { TestContext } from './test-app';

/**
 * The people of the route catalogue's world, and the shapes of its entries. The people are fixed:
 * student A (Leo, a 14-year-old with a login of his own, coached by James), student B (Grace, coached
 * by Emma), Emma as a coach who is not A's, James as A's coach, the administrator, a guardian of A (who
 * signs in on the Student Portal and acts for A) and a guardian of another family, with a child of their
 * own. Every resource named belongs to A.
 */
export const ACTORS = [
  'anonymous',
  'studentA',
  'studentB',
  'otherCoach',
  'coachOfA',
  'admin',
  'guardianOfA',
  'otherGuardian',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

export type RouteRequest = Omit<InjectOptions, 'method'> & { url: string };

export interface RouteCase {
  /** Builds the request; called once per send, so a route that uses something up gets a fresh one. */
  request(w: World): Promise<RouteRequest> | RouteRequest;
  /** Sign the caller in afresh for this request (logout, password change), and not disturb the others. */
  ownSession?: boolean;
  /** A success ends the caller's other sessions (a password change): their usual session is renewed after. */
  endsOtherSessions?: boolean;
  /**
   * The route takes its student from the session: a guardian names the child with `?studentId=`, and the
   * catalogue's guardians name A (a student's own session needs nothing more).
   */
  guardianNamesA?: boolean;
  /** Puts back what the request needed changed, so the routes sent after it find the world as it was. */
  after?(w: World): Promise<void>;
}

export interface World {
  t: TestContext;
  a: { id: string; email: string; coachId: string; tier: string };
  b: { id: string };
  coachOfA: { id: string };
  otherCoach: { id: string };
  admin: { id: string };
  guardianOfA: { id: string; email: string };
  otherGuardian: { id: string; email: string; childId: string };
  /** A's brother, 14 and without a login of his own: the family routes' child to invite. */
  siblingOfA: { id: string };
  /** A's resources made once; the `fresh` makers make another each call. */
  messageId: string;
  imageMessageId: string;
  drillAssignmentId: string;
  moduleAssignmentId: string;
  exerciseId: string;
  attemptId: string;
  evidenceId: string;
  downloadId: string;
  paidDownloadId: string;
  /** The Checkout session of A's purchase of the paid download. */
  downloadCheckoutSessionId: string;
  videoId: string;
  diaryCoachId: number;
  serviceId: number;
  campServiceId: number;
  leadId: string;
  spareStaffId: string;
  callers: Record<SignedInActor, Caller>;
  signInAgain(actor: SignedInActor): Promise<Caller>;
  /** Free slots and the tokens of mailed links, a new one each call. */
  links: LinkedSamples;
  fresh: {
    drillAssignment(): Promise<string>;
    completedDrillAssignment(): Promise<string>;
    message(): Promise<string>;
    moduleId(): Promise<number>;
    moduleAssignment(): Promise<string>;
    timeOff(): Promise<string>;
    session(): Promise<string>;
    purchase(): Promise<string>;
    booking(): Promise<string>;
    email(prefix: string): string;
    day(): string;
  };
}

/** A JSON request body. */
export const json = (payload: object) => ({ payload });

const made = new WeakMap<World, Map<string, Promise<unknown>>>();
/**
 * Something a route's requests share in one world (made by the first caller's request, reused by the rest),
 * where making one per caller would use up what the world has (the diary's free times).
 */
export function once<T>(w: World, key: string, make: () => Promise<T>): Promise<T> {
  const mine = made.get(w) ?? new Map<string, Promise<unknown>>();
  made.set(w, mine);
  if (!mine.has(key)) mine.set(key, make());
  return mine.get(key) as Promise<T>;
}
