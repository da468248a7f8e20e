import { ACTORS, type Actor } from '../test/route-catalogue';

/**
 * Who may call what: every route of the OpenAPI document, sent by each kind of caller, with the status
 * each must get. Columns, in order: anonymous, student A, student B, a coach who is not A's, A's coach,
 * an administrator, A's guardian, a guardian of another family. Every resource in a request belongs to
 * student A (see the route catalogue).
 * A guardian signs in on the Student Portal and acts for their child as the child would: A's guardian gets
 * what A gets on A's records. Where a route takes the student from the session, both guardians name A with
 * `?studentId=` (the catalogue's `guardianNamesA`), so the other guardian is refused as B is on A's records.
 * Staff routes are 401 for guardians (no staff session); family routes are for guardians only: 403 for a
 * student, 401 for staff and anonymous callers.
 * 401: not signed in as the right kind of account; 403: signed in, but refused by role (a coach on an
 * admin action, a student on a family route) or by a coach's scope (another coach's id); 404: a student
 * the caller may not see, named anywhere in the request (path, body or query), or a record of theirs,
 * whose existence is not confirmed. A success means the request got past every check; every row has one
 * for its allowed callers. Public routes answer every caller alike.
 */
export const EXPECTED: Record<string, string> = {
  'GET /api/health': '200 200 200 200 200 200 200 200',
  'GET /api/coaches': '200 200 200 200 200 200 200 200',
  'POST /api/portal/register': '201 201 201 201 201 201 201 201',
  'POST /api/portal/login': '200 200 200 200 200 200 200 200',
  'POST /api/portal/validate': '401 200 200 401 401 401 200 200',
  'POST /api/portal/logout': '200 200 200 200 200 200 200 200',
  'POST /api/staff-portal/login': '200 200 200 200 200 200 200 200',
  'POST /api/staff-portal/validate': '401 401 401 200 200 200 401 401',
  'POST /api/staff-portal/logout': '200 200 200 200 200 200 200 200',
  'POST /api/forgot-password': '200 200 200 200 200 200 200 200',
  'POST /api/reset-password': '200 200 200 200 200 200 200 200',
  'GET /api/booking/memberships': '200 200 200 200 200 200 200 200',
  'GET /api/booking/services': '200 200 200 200 200 200 200 200',
  'GET /api/booking/providers': '200 200 200 200 200 200 200 200',
  'GET /api/booking/timeslots': '200 200 200 200 200 200 200 200',
  'POST /api/booking/book': '201 201 201 201 201 201 201 201',
  'GET /api/booking/cancellation': '200 200 200 200 200 200 200 200',
  'POST /api/booking/cancellation': '200 200 200 200 200 200 200 200',
  'POST /api/booking/cancellation/day': '200 200 200 200 200 200 200 200',
  'POST /api/booking/cancellation/move': '200 200 200 200 200 200 200 200',
  'POST /api/waiting-list': '201 201 201 201 201 201 201 201',
  'GET /api/staff/bookings': '401 401 401 200 200 200 401 401',
  'GET /api/staff/bookings/{id}/welfare': '401 401 401 404 200 200 401 401',
  'POST /api/staff/bookings/{id}/cancel': '401 401 401 404 200 200 401 401',
  'POST /api/staff/bookings/{id}/balance': '401 401 401 404 200 200 401 401',
  'POST /api/staff/bookings/{id}/move': '401 401 401 404 200 200 401 401',
  'PUT /api/staff/bookings/{id}/places/{placeId}/attendance': '401 401 401 404 200 200 401 401',
  'GET /api/staff/customers': '401 401 401 200 200 200 401 401',
  'POST /api/staff/bookings': '401 401 401 404 201 201 401 401',
  'GET /api/staff/booking/coaches': '401 401 401 200 200 200 401 401',
  'POST /api/staff/booking/coaches': '401 401 401 403 403 201 401 401',
  'PATCH /api/staff/booking/coaches/{id}': '401 401 401 403 200 200 401 401',
  'PUT /api/staff/booking/coaches/{id}/hours': '401 401 401 403 200 200 401 401',
  'POST /api/staff/booking/coaches/{id}/time-off': '401 401 401 403 201 201 401 401',
  'DELETE /api/staff/booking/coaches/{id}/time-off/{timeOffId}': '401 401 401 403 204 204 401 401',
  'GET /api/staff/booking/services': '401 401 401 200 200 200 401 401',
  'POST /api/staff/booking/services': '401 401 401 403 403 201 401 401',
  'PATCH /api/staff/booking/services/{id}': '401 401 401 403 403 200 401 401',
  'GET /api/staff/booking/sessions': '401 401 401 200 200 200 401 401',
  'POST /api/staff/booking/sessions': '401 401 401 403 403 201 401 401',
  'DELETE /api/staff/booking/sessions/{id}': '401 401 401 403 403 204 401 401',
  'GET /api/memberships/mine': '401 200 200 401 401 401 200 404',
  'GET /api/admin/memberships': '401 401 401 403 403 200 401 401',
  'GET /api/admin/payments': '401 401 401 403 403 200 401 401',
  'GET /api/admin/membership-plans': '401 401 401 403 403 200 401 401',
  'PUT /api/admin/membership-plans/{id}/price': '401 401 401 403 403 200 401 401',
  'PUT /api/admin/students/{id}/tier': '401 401 401 403 403 200 401 401',
  'DELETE /api/admin/students/{id}/tier': '401 401 401 403 403 200 401 401',
  'GET /api/downloads': '401 200 200 401 401 401 200 404',
  'GET /api/downloads/{id}/file': '401 200 200 401 401 401 200 404',
  'POST /api/downloads/{id}/purchase': '401 200 200 401 401 401 200 404',
  'GET /api/downloads/checkout/{sessionId}': '401 200 404 401 401 401 200 404',
  'GET /api/staff/downloads': '401 401 401 403 403 200 401 401',
  'POST /api/staff/downloads': '401 401 401 403 403 201 401 401',
  'PATCH /api/staff/downloads/{id}': '401 401 401 403 403 200 401 401',
  'GET /api/staff/content/coaches': '401 401 401 403 403 200 401 401',
  'PATCH /api/staff/content/coaches/{id}': '401 401 401 403 403 200 401 401',
  'POST /api/staff/content/coaches/{id}/photo': '401 401 401 403 403 200 401 401',
  'GET /api/coach-photos/{file}': '200 200 200 200 200 200 200 200',
  'GET /api/camp-days': '200 200 200 200 200 200 200 200',
  'POST /api/camp-days/{id}/waiting-list': '201 201 201 201 201 201 201 201',
  'GET /api/waiting-list/place': '200 200 200 200 200 200 200 200',
  'POST /api/waiting-list/place/claim': '201 201 201 201 201 201 201 201',
  'POST /api/waiting-list/place/leave': '200 200 200 200 200 200 200 200',
  'GET /api/staff/email-preferences': '401 401 401 200 200 200 401 401',
  'PUT /api/staff/email-preferences': '401 401 401 200 200 200 401 401',
  'GET /api/portal/email-preferences': '401 200 200 401 401 401 200 200',
  'PUT /api/portal/email-preferences': '401 200 200 401 401 401 200 200',
  'GET /api/email-preferences/unsubscribe': '200 200 200 200 200 200 200 200',
  'POST /api/email-preferences/unsubscribe': '200 200 200 200 200 200 200 200',
  'GET /api/staff/content/testimonials': '401 401 401 403 403 200 401 401',
  'POST /api/staff/content/testimonials': '401 401 401 403 403 201 401 401',
  'PATCH /api/staff/content/testimonials/{id}': '401 401 401 403 403 200 401 401',
  'GET /api/staff/download-purchases': '401 401 401 403 403 200 401 401',
  'POST /api/staff/download-purchases/{id}/decision': '401 401 401 403 403 200 401 401',
  'GET /api/learning/videos': '401 200 200 401 401 401 200 404',
  'GET /api/learning/videos/{id}': '401 200 200 401 401 401 200 404',
  'GET /api/learning/videos/{id}/stream': '401 200 200 401 401 401 200 404',
  'PUT /api/learning/videos/{id}/progress': '401 200 200 401 401 401 200 404',
  'POST /api/learning/videos/{id}/complete': '401 200 200 401 401 401 200 404',
  'GET /api/staff/learning/videos': '401 401 401 200 200 200 401 401',
  'POST /api/staff/learning/videos': '401 401 401 403 403 201 401 401',
  'GET /api/staff/learning/videos/{id}/stream': '401 401 401 200 200 200 401 401',
  'POST /api/staff/learning/videos/upload': '401 401 401 403 403 201 401 401',
  'PATCH /api/staff/learning/videos/{id}': '401 401 401 403 403 200 401 401',
  'PUT /api/staff/learning/videos/order': '401 401 401 403 403 200 401 401',
  'GET /api/staff/model-swings': '401 401 401 200 200 200 401 401',
  'GET /api/staff/model-swings/{id}': '401 401 401 200 200 200 401 401',
  'GET /api/staff/model-swings/{id}/file': '401 401 401 200 200 200 401 401',
  'PUT /api/staff/model-swings/{id}/moments': '401 401 401 200 200 200 401 401',
  'POST /api/admin/model-swings': '401 401 401 403 403 201 401 401',
  'PATCH /api/admin/model-swings/{id}': '401 401 401 403 403 200 401 401',
  'DELETE /api/admin/model-swings/{id}': '401 401 401 403 403 204 401 401',
  'GET /api/students/{id}/messages': '401 200 404 401 401 401 200 404',
  'POST /api/messages': '401 201 404 401 401 401 201 404',
  'PATCH /api/messages/{id}/read': '401 200 404 401 401 401 200 404',
  'GET /api/messages/{id}/attachments/{kind}': '401 200 404 404 200 200 200 404',
  'GET /api/coaches/{id}/messages': '401 401 401 403 200 200 401 401',
  'POST /api/messages/{id}/reply': '401 401 401 404 200 200 401 401',
  'PATCH /api/messages/{id}/status': '401 401 401 404 200 200 401 401',
  'GET /api/staff/messages': '401 401 401 200 200 200 401 401',
  'GET /api/staff/notifications': '401 401 401 200 200 200 401 401',
  'POST /api/staff/notifications/seen': '401 401 401 200 200 200 401 401',
  'GET /api/students/{id}/notifications': '401 200 404 401 401 401 200 404',
  'POST /api/students/{id}/notifications/seen': '401 200 404 401 401 401 200 404',
  'GET /api/students/{id}/assignments': '401 200 404 404 200 200 200 404',
  'PUT /api/drill-assignments/{id}': '401 200 404 401 401 401 200 404',
  'DELETE /api/drill-assignments/{id}': '401 401 401 404 200 200 401 401',
  'GET /api/coaches/{id}/drill-assignments': '401 401 401 403 200 200 401 401',
  'PUT /api/drill-assignments/{id}/review': '401 401 401 404 200 200 401 401',
  'POST /api/drill-assignments': '401 401 401 403 201 201 401 401',
  'GET /api/break-par-challenge/progress/{userId}': '401 200 404 404 200 200 200 404',
  'GET /api/break-par-challenge/attempts/{userId}': '401 200 404 404 200 200 200 404',
  'POST /api/break-par-challenge/attempts': '401 201 404 401 401 401 201 404',
  'POST /api/break-par-challenge/evidence': '401 201 201 401 401 401 201 404',
  'GET /api/break-par-challenge/evidence/{id}': '401 200 404 404 200 200 200 404',
  'GET /api/coaches/{id}/break-par-attempts': '401 401 401 403 200 200 401 401',
  'PATCH /api/break-par-challenge/attempts/{id}/verify': '401 401 401 404 200 200 401 401',
  'GET /api/badges/leaderboard': '401 200 200 200 200 200 200 200',
  'GET /api/badges/{userId}': '401 200 404 404 200 200 200 404',
  'GET /api/putting/completions/{userId}': '401 200 404 404 200 200 200 404',
  'POST /api/putting/award-badge': '401 201 404 401 401 401 201 404',
  'POST /api/chipping/results': '401 201 404 401 401 401 201 404',
  'GET /api/chipping/results/{userId}': '401 200 404 404 200 200 200 404',
  'POST /api/chipping/award-badge': '401 200 404 401 401 401 200 404',
  'GET /api/coaches/{id}/students': '401 401 401 403 200 200 401 401',
  'GET /api/coaches/{id}/dashboard-stats': '401 401 401 403 200 200 401 401',
  'GET /api/coaches/{id}/students-analytics': '401 401 401 403 200 200 401 401',
  'GET /api/coaches/{id}/analytics': '401 401 401 403 200 200 401 401',
  'GET /api/staff-portal/student/{id}/details': '401 401 401 404 200 200 401 401',
  // Medical and family details: the student's coach and admins only, every read logged.
  'GET /api/staff/students/{id}/welfare': '401 401 401 404 200 200 401 401',
  'GET /api/module-assignments/{id}/progress': '401 401 401 404 200 200 401 401',
  'POST /api/module-assignments': '401 401 401 403 201 201 401 401',
  'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}': '401 401 401 404 200 200 401 401',
  'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}/with-video':
    '401 401 401 404 200 200 401 401',
  // The student and their guardian play the videos their coach recorded for them, as their coach does.
  'GET /api/module-assignments/{assignmentId}/exercises/{exerciseId}/video':
    '401 200 404 404 200 200 200 404',
  'DELETE /api/module-assignments/{id}': '401 401 401 404 200 200 401 401',
  'GET /api/admin/staff': '401 401 401 403 403 200 401 401',
  'POST /api/admin/staff': '401 401 401 403 403 201 401 401',
  'PATCH /api/admin/staff/{id}': '401 401 401 403 403 200 401 401',
  'POST /api/admin/staff/{id}/password-reset': '401 401 401 403 403 200 401 401',
  'GET /api/admin/students': '401 401 401 403 403 200 401 401',
  'PATCH /api/admin/students/{id}': '401 401 401 403 403 200 401 401',
  'GET /api/admin/waiting-list': '401 401 401 403 403 200 401 401',
  'PATCH /api/admin/waiting-list/{id}': '401 401 401 403 403 200 401 401',
  'POST /api/staff-portal/password': '401 401 401 200 200 200 401 401',
  'GET /api/students/by-email/{email}': '401 200 404 401 401 401 200 404',
  'GET /api/students/{id}': '401 200 404 404 200 200 200 404',
  'PUT /api/students/{id}': '401 200 404 404 403 200 200 404',
  'GET /api/students/{id}/dashboard': '401 200 404 404 200 200 200 404',
  'GET /api/students/{id}/coaching': '401 200 404 404 200 200 200 404',
  // Consents: read by whoever may see the student; each party gives its own (A is 14 with a login of her own),
  // an admin records a guardian's paper form; A's coach reads but may not give them.
  'GET /api/students/{id}/consents': '401 200 404 404 200 200 200 404',
  'PUT /api/students/{id}/consents/{purpose}': '401 200 404 404 403 200 200 404',
  'GET /api/students/{id}/data-export': '401 200 404 404 403 200 200 404',
  // A guardian asks to delete their child's account; the link goes to the guardian.
  'POST /api/students/{id}/deletion': '401 202 404 404 403 202 202 404',
  'POST /api/account-deletion/confirm': '200 200 200 200 200 200 200 200',
  'GET /api/admin/students/{id}/access-log': '401 401 401 403 403 200 401 401',
  'GET /api/students/{id}/storage': '401 200 404 404 200 200 200 404',
  'DELETE /api/students/{id}/storage/{kind}/{itemId}': '401 200 404 401 401 401 200 404',
  // A link anyone may open; B's address is confirmed already, so nothing is resent to B.
  'POST /api/portal/confirm-email': '200 200 200 200 200 200 200 200',
  // A guardian's resend is for their own address, which both guardians here have confirmed (409).
  'POST /api/portal/confirm-email/resend': '401 200 409 401 401 401 409 409',
  'GET /api/admin/mail/failed': '401 401 401 403 403 200 401 401',
  'POST /api/admin/mail/{id}/resend': '401 401 401 403 403 200 401 401',
  'GET /api/admin/video-conversions': '401 401 401 403 403 200 401 401',
  'POST /api/family/register': '201 201 201 201 201 201 201 201',
  'GET /api/family': '401 403 403 401 401 401 200 200',
  'PUT /api/family/guardian': '401 403 403 401 401 401 200 200',
  'POST /api/family/children': '401 403 403 401 401 401 201 201',
  'GET /api/family/booking-choices': '200 200 200 200 200 200 200 200',
  'POST /api/family/bookings': '401 403 403 401 401 401 201 404',
  'POST /api/family/bookings/{id}/cancel': '401 403 403 401 401 401 200 404',
  'POST /api/family/bookings/{id}/places/{placeId}/cancel': '401 403 403 401 401 401 200 404',
  'POST /api/family/bookings/{id}/move': '401 403 403 401 401 401 200 404',
  'PUT /api/family/children/{id}': '401 403 403 401 401 401 200 404',
  'POST /api/family/children/{id}/invite': '401 403 403 401 401 401 200 404',
  'POST /api/family/guardians/invite': '401 403 403 401 401 401 200 404',
  'POST /api/family/invitations/preview': '200 200 200 200 200 200 200 200',
  // The invitation is sent to A's guardian's address: another guardian signed in cannot use it (409).
  'POST /api/family/invitations/accept': '401 403 403 401 401 401 200 409',
  'POST /api/family/invitations/login': '201 201 201 201 201 201 201 201',
  'GET /api/family/data-export': '401 403 403 401 401 401 200 200',
  // The request names A's guardian's children (A kept with A's other guardian): another family's guardian 404.
  'POST /api/family/deletion': '401 403 403 401 401 401 202 404',
  // Resumable uploads: continued and read only by whoever started them (A here; A's guardian and staff did not).
  'POST /api/uploads': '401 201 201 401 401 401 201 404',
  'PATCH /api/uploads/{id}': '401 200 404 404 404 404 404 404',
  'GET /api/uploads/{id}': '401 200 404 404 404 404 404 404',
  // A member of staff's upload (a voice-over) for A: A's coach or an admin; another coach does not see A.
  'POST /api/staff/uploads': '401 401 401 404 201 201 401 401',
  // Swings: the request names A's own finished upload, which only A may use.
  'GET /api/swings': '401 200 200 401 401 401 200 404',
  'GET /api/swings/targets': '401 200 200 401 401 401 200 404',
  'POST /api/swings': '401 201 404 401 401 401 404 404',
  'GET /api/swings/{id}/video': '401 200 404 404 200 200 200 404',
  'GET /api/staff/swings': '401 401 401 200 200 200 401 401',
  'POST /api/staff/swings/{id}/review': '401 401 401 404 200 200 401 401',
  'PUT /api/staff/swings/{id}/moments': '401 401 401 404 200 200 401 401',
  'GET /api/staff/students/{id}/swings': '401 401 401 404 200 200 401 401',
  // Voice-overs: the request names A's coach's own finished upload, which only that coach may use (an
  // admin sends with their own upload: the API tests prove it).
  'POST /api/staff/swings/{id}/voice-overs': '401 401 401 404 201 404 401 401',
  'GET /api/voice-overs/{id}/video': '401 200 404 404 200 200 200 404',
};

/** The statuses a route's row expects, by actor. */
export function expectedFor(route: string): Record<Actor, number> {
  const statuses = EXPECTED[route]?.split(' ').map(Number) ?? [];
  if (statuses.length !== ACTORS.length) throw new Error(`No full row for ${route}`);
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, statuses[i]!])) as Record<Actor, number>;
}

/** Someone the route lets through, preferring the most privileged: the fuzzer sends as them. */
export function allowedActor(route: string): Actor {
  const expected = expectedFor(route);
  const order: Actor[] = ['admin', 'coachOfA', 'studentA', 'guardianOfA', 'anonymous'];
  // Past the access checks: every row has such a caller, whose sample request succeeds.
  const denial = new Set([401, 403, 404]);
  return order.find((actor) => !denial.has(expected[actor])) ?? 'anonymous';
}
