import { queryOptions } from '@tanstack/react-query';
import { apiGet, type Parser } from './api';

/**
 * Every query key of the web app is made here, and nowhere else. A key is the request address split into
 * its path segments, with the query string's parameters as a last object when there are any:
 * `GET /api/coaches/{id}/students` is `['api', 'coaches', id, 'students']`. So
 *
 * - the key says what is fetched (`pathOf` turns it back into the address, and the query client's default
 *   fetcher uses it), and two screens that read the same address share one cached answer;
 * - invalidating a prefix refreshes everything under it (`queryKeys.coach(id)` covers the coach's students,
 *   inbox, dashboard figures, rounds…), so no invalidation has to match addresses with a pattern.
 */
type Params = Record<string, string | number | boolean | undefined>;
export type QueryKey = readonly (string | Params)[];

const key = (...parts: (string | Params)[]): QueryKey => parts;

export const queryKeys = {
  // Student portal
  /** Everything read under /api/students: a prefix. */
  students: () => key('api', 'students'),
  studentSession: () => key('api', 'portal', 'validate'),
  /** The signed-in student's own e-mail settings, or a guardian's own (one for all their children). */
  portalEmailPreferences: () => key('api', 'portal', 'email-preferences'),
  /** The signed-in guardian's family (their children, each child's messages and invitations). */
  family: () => key('api', 'family'),
  /** What an invitation link is for (a POST, read once per link). */
  invitationPreview: (token: string) => key('api', 'family', 'invitations', 'preview', { token }),
  student: (studentId: string) => key('api', 'students', studentId),
  studentDashboard: (studentId: string) => key('api', 'students', studentId, 'dashboard'),
  /** What the student's coach recorded for them: modules, exercise notes and videos, reviews, rounds. */
  studentCoaching: (studentId: string) => key('api', 'students', studentId, 'coaching'),
  studentMessages: (studentId: string) => key('api', 'students', studentId, 'messages'),
  /** What the coaches did for the student (replies, reviews, verified rounds), with the unread count. */
  studentNotifications: (studentId: string) => key('api', 'students', studentId, 'notifications'),
  studentAssignments: (studentId: string) => key('api', 'students', studentId, 'assignments'),
  studentStorage: (studentId: string) => key('api', 'students', studentId, 'storage'),
  studentConsents: (studentId: string) => key('api', 'students', studentId, 'consents'),
  /**
   * The session decides whose downloads and videos these are; a guardian names the child (`studentId`), so
   * each child's answer is cached apart and switching child never shows the other's.
   */
  downloads: (studentId?: string) => key('api', 'downloads', { studentId }),
  /** The return from Stripe Checkout: what the server confirmed of one session. */
  downloadCheckout: (sessionId: string, studentId?: string) =>
    key('api', 'downloads', 'checkout', sessionId, { studentId }),
  /** The student's swings sent for review (a guardian names the child). */
  swings: (studentId?: string) => key('api', 'swings', { studentId }),
  /** What a swing may be for: the student's drills, exercises and rounds. */
  swingTargets: (studentId?: string) => key('api', 'swings', 'targets', { studentId }),
  /** The coach's drawings over a reviewed swing, for the family. */
  swingAnnotations: (swingId: string) => key('api', 'swings', swingId, 'annotations'),
  learningVideos: (studentId?: string) => key('api', 'learning', 'videos', { studentId }),
  /** A student's membership, tier and credits (a guardian names the child). */
  membership: (studentId?: string) => key('api', 'memberships', 'mine', { studentId }),
  /** The return from a membership's Checkout. */
  membershipCheckout: (sessionId: string) => key('api', 'memberships', 'checkout', sessionId),
  /** Lesson times a credit can book with the member's coach on one day. */
  creditLessonTimes: (serviceId: number, providerId: number, date: string) =>
    key('api', 'booking', 'timeslots', { serviceId, providerId, date }),
  /** With a guardian's child named, "your place" is the child's. */
  leaderboard: (studentId?: string) =>
    studentId ? key('api', 'badges', 'leaderboard', { studentId }) : key('api', 'badges', 'leaderboard'),
  /** Every badge list of every student and the leaderboard: a prefix, what a new badge makes stale. */
  badges: () => key('api', 'badges'),
  studentBadgesOfType: (studentId: string, type: 'putting' | 'chipping' | 'break_par') =>
    key('api', 'badges', studentId, { type }),
  puttingCompletions: (studentId: string) => key('api', 'putting', 'completions', studentId),
  chippingResults: (studentId: string) => key('api', 'chipping', 'results', studentId),
  breakParProgress: (studentId: string) => key('api', 'break-par-challenge', 'progress', studentId),
  breakParAttempts: (studentId: string, limit: number) =>
    key('api', 'break-par-challenge', 'attempts', studentId, { limit }),

  // Staff portal
  staffSession: () => key('api', 'staff-portal', 'validate'),
  /** What awaits the signed-in member of staff, with the unread count. */
  staffNotifications: () => key('api', 'staff', 'notifications'),
  /** Swings waiting for the signed-in coach's review (an admin: every student's). */
  staffSwings: () => key('api', 'staff', 'swings'),
  /** One student's swings, waiting and reviewed, for their coach to compare with the one in review. */
  staffStudentSwings: (studentId: string) => key('api', 'staff', 'students', studentId, 'swings'),
  /** The coach's drawings over a swing, as staff edit them. */
  staffSwingAnnotations: (swingId: string) => key('api', 'staff', 'swings', swingId, 'annotations'),
  /** Drawings over one of the academy's model swings (any member of staff). */
  staffModelSwingAnnotations: (id: string) => key('api', 'staff', 'model-swings', id, 'annotations'),
  /** The academy's drawing templates. */
  annotationTemplates: () => key('api', 'staff', 'annotation-templates'),
  /** Which news e-mails the signed-in member of staff gets. */
  staffEmailPreferences: () => key('api', 'staff', 'email-preferences'),
  /** The payments taken online (admins). */
  adminPayments: () => key('api', 'admin', 'payments'),
  /** The public coaches list; as a prefix, everything under /api/coaches. */
  coaches: () => key('api', 'coaches'),
  /** Everything the staff portal reads under one coach: a prefix for invalidation. */
  coach: (staffId: string) => key('api', 'coaches', staffId),
  coachStudents: (staffId: string) => key('api', 'coaches', staffId, 'students'),
  coachDashboardStats: (staffId: string) => key('api', 'coaches', staffId, 'dashboard-stats'),
  coachInbox: (staffId: string) => key('api', 'coaches', staffId, 'messages'),
  coachAnalytics: (staffId: string, period: string) =>
    key('api', 'coaches', staffId, 'analytics', { period }),
  /** Both Break Par round lists of a coach (with evidence only, and all): a prefix. */
  coachRounds: (staffId: string) => key('api', 'coaches', staffId, 'break-par-attempts'),
  coachRoundsList: (staffId: string, all: boolean) =>
    key('api', 'coaches', staffId, 'break-par-attempts', { evidence: all ? undefined : true }),
  /** Every filtered list of a coach's drill assignments: a prefix. */
  coachDrillAssignments: (staffId: string) => key('api', 'coaches', staffId, 'drill-assignments'),
  coachDrillAssignmentsList: (staffId: string, filters: { status?: string; studentId?: string }) =>
    key('api', 'coaches', staffId, 'drill-assignments', {
      status: filters.status,
      studentId: filters.studentId,
    }),
  /** Every student's overview in the staff portal: a prefix. */
  staffStudentDetails: () => key('api', 'staff-portal', 'student'),
  staffStudentDetail: (studentId: string) => key('api', 'staff-portal', 'student', studentId, 'details'),
  /** A student's welfare card: read only when the coach opens it, as every read is logged. */
  staffStudentWelfare: (studentId: string) => key('api', 'staff', 'students', studentId, 'welfare'),
  /** Who was shown a student's private details (admins). */
  studentAccessLog: (studentId: string) => key('api', 'admin', 'students', studentId, 'access-log'),
  moduleProgress: (assignmentId: string) => key('api', 'module-assignments', assignmentId, 'progress'),
  adminStaff: () => key('api', 'admin', 'staff'),
  adminStudents: () => key('api', 'admin', 'students'),
  waitingList: () => key('api', 'admin', 'waiting-list'),
  failedMail: () => key('api', 'admin', 'mail', 'failed'),
  /** The video conversion queue: counts, latest failures, whether ffmpeg is installed (admins). */
  videoConversions: () => key('api', 'admin', 'video-conversions'),
  adminMemberships: () => key('api', 'admin', 'memberships'),
  adminMembershipPlans: () => key('api', 'admin', 'membership-plans'),
  staffDownloads: () => key('api', 'staff', 'downloads'),
  downloadPurchases: () => key('api', 'staff', 'download-purchases'),
  staffVideos: () => key('api', 'staff', 'learning', 'videos'),
  /** The model swing library: a prefix, what an upload, edit or new mark makes stale. */
  modelSwings: () => key('api', 'staff', 'model-swings'),
  modelSwing: (id: string) => key('api', 'staff', 'model-swings', id),
  coachProfiles: () => key('api', 'staff', 'content', 'coaches'),
  testimonials: () => key('api', 'staff', 'content', 'testimonials'),
  diaryCoaches: () => key('api', 'staff', 'booking', 'coaches'),
  bookingServices: () => key('api', 'staff', 'booking', 'services'),
  /** Every filtered list of bookings: a prefix. */
  staffBookings: () => key('api', 'staff', 'bookings'),
  staffBookingsList: (params: Params) => key('api', 'staff', 'bookings', params),
  /** Customers found at the front desk by what was typed. */
  frontDeskCustomers: (q: string) => key('api', 'staff', 'customers', { q }),
  /** The times a service can be booked on one day (with one coach, or any). */
  timesOnDay: (serviceId: number, providerId: number | undefined, date: string) =>
    key('api', 'booking', 'timeslots', { serviceId, providerId, date }),
  /** A guest's welfare details for one booking: fetched only when a coach asks to see them. */
  bookingWelfare: (bookingId: string) => key('api', 'staff', 'bookings', bookingId, 'welfare'),
  /** Every list of dated sessions: a prefix. */
  bookingSessions: () => key('api', 'staff', 'booking', 'sessions'),
  bookingSessionsList: (serviceId: number) => key('api', 'staff', 'booking', 'sessions', { serviceId }),
};

/** The address a key stands for: its segments joined (each encoded) and its parameters as the query string. */
export function pathOf(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const query = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === 'string') segments.push(encodeURIComponent(part));
    else if (part && typeof part === 'object') {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined) query.set(name, String(value));
      }
    } else throw new Error('A query key is made of path segments and one parameters object');
  }
  const search = query.toString();
  return `/${segments.join('/')}${search ? `?${search}` : ''}`;
}

/** The query of a GET address: keyed by it, fetched from it and parsed by the contract's schema. */
export function getQuery<T>(queryKey: QueryKey, schema: Parser<T>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGet(pathOf(queryKey), schema, signal),
  });
}
