import { chippingTests } from '@/core/content/coaching/chipping-tests';
import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import { puttingLadders } from '@/core/content/coaching/putting-ladders';
import { json, type RouteCase } from './catalogue-types';
import { multipartBody, PNG, VIDEO } from './multipart';

const chipping = chippingTests[0]!;
const ladder = puttingLadders[0]!;

/** Messages, drill assignments, skill challenges and badges, and the coaching of modules and exercises. */
export const COACHING_ROUTES: Record<string, RouteCase> = {
  'GET /api/students/{id}/messages': { request: (w) => ({ url: `/api/students/${w.a.id}/messages` }) },
  'POST /api/messages': {
    request: async (w) => ({
      url: '/api/messages',
      ...(await multipartBody([
        ['studentId', w.a.id],
        ['coachId', w.a.coachId],
        ['subject', 'Bunker shots'],
        ['message', 'How do I get out first time?'],
        ['type', 'question'],
      ])),
    }),
    guardianNamesA: true,
  },
  'PATCH /api/messages/{id}/read': {
    request: (w) => ({ url: `/api/messages/${w.messageId}/read`, ...json({ readBy: 'student' }) }),
    guardianNamesA: true,
  },
  'GET /api/messages/{id}/attachments/{kind}': {
    request: (w) => ({ url: `/api/messages/${w.imageMessageId}/attachments/image` }),
  },
  'GET /api/coaches/{id}/messages': { request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/messages` }) },
  'POST /api/messages/{id}/reply': {
    request: async (w) => ({
      url: `/api/messages/${await w.fresh.message()}/reply`,
      ...(await multipartBody([['response', 'Three times a week, ten minutes each.']])),
    }),
  },
  'PATCH /api/messages/{id}/status': {
    request: (w) => ({ url: `/api/messages/${w.messageId}/status`, ...json({ status: 'in_progress' }) }),
  },
  'GET /api/staff/messages': { request: () => ({ url: '/api/staff/messages' }) },
  'GET /api/staff/notifications': { request: () => ({ url: '/api/staff/notifications' }) },
  'POST /api/staff/notifications/seen': {
    request: () => ({ url: '/api/staff/notifications/seen', ...json({ upTo: '2026-11-22T09:00:00.000Z' }) }),
  },
  'GET /api/students/{id}/notifications': {
    request: (w) => ({ url: `/api/students/${w.a.id}/notifications` }),
  },
  'POST /api/students/{id}/notifications/seen': {
    request: (w) => ({
      url: `/api/students/${w.a.id}/notifications/seen`,
      ...json({ upTo: '2026-11-22T09:00:00.000Z' }),
    }),
  },
  'GET /api/students/{id}/assignments': {
    request: (w) => ({ url: `/api/students/${w.a.id}/assignments` }),
  },
  'PUT /api/drill-assignments/{id}': {
    request: async (w) => ({
      url: `/api/drill-assignments/${await w.fresh.drillAssignment()}`,
      ...json({ status: 'in_progress' }),
    }),
    guardianNamesA: true,
  },
  'DELETE /api/drill-assignments/{id}': {
    request: async (w) => ({ url: `/api/drill-assignments/${await w.fresh.drillAssignment()}` }),
  },
  'GET /api/coaches/{id}/drill-assignments': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/drill-assignments` }),
  },
  'PUT /api/drill-assignments/{id}/review': {
    request: async (w) => ({
      url: `/api/drill-assignments/${await w.fresh.completedDrillAssignment()}/review`,
      ...json({ rating: 4, comments: 'Good tempo.' }),
    }),
  },
  'POST /api/drill-assignments': {
    request: (w) => ({
      url: '/api/drill-assignments',
      ...json({
        drillId: drillCatalogue[1]!.id,
        studentIds: [w.a.id],
        coachId: w.coachOfA.id,
        dueDate: null,
      }),
    }),
  },
  'GET /api/break-par-challenge/progress/{userId}': {
    request: (w) => ({ url: `/api/break-par-challenge/progress/${w.a.id}` }),
  },
  'GET /api/break-par-challenge/attempts/{userId}': {
    request: (w) => ({ url: `/api/break-par-challenge/attempts/${w.a.id}` }),
  },
  'POST /api/break-par-challenge/attempts': {
    request: (w) => ({
      url: '/api/break-par-challenge/attempts',
      ...json({ studentId: w.a.id, level: 1, scores: [5, 5, 5, 5, 5, 5] }),
    }),
    guardianNamesA: true,
  },
  'POST /api/break-par-challenge/evidence': {
    request: async () => ({
      url: '/api/break-par-challenge/evidence',
      ...(await multipartBody([['photo', { bytes: PNG, name: 'green.png', type: 'image/png' }]])),
    }),
    guardianNamesA: true,
  },
  'GET /api/break-par-challenge/evidence/{id}': {
    request: (w) => ({ url: `/api/break-par-challenge/evidence/${w.evidenceId}` }),
  },
  'GET /api/coaches/{id}/break-par-attempts': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/break-par-attempts` }),
  },
  'PATCH /api/break-par-challenge/attempts/{id}/verify': {
    request: (w) => ({
      url: `/api/break-par-challenge/attempts/${w.attemptId}/verify`,
      ...json({ verified: true }),
    }),
  },
  'GET /api/badges/leaderboard': { request: () => ({ url: '/api/badges/leaderboard' }) },
  'GET /api/badges/{userId}': { request: (w) => ({ url: `/api/badges/${w.a.id}` }) },
  'GET /api/putting/completions/{userId}': {
    request: (w) => ({ url: `/api/putting/completions/${w.a.id}` }),
  },
  'POST /api/putting/award-badge': {
    request: (w) => ({
      url: '/api/putting/award-badge',
      ...json({ studentId: w.a.id, ladderId: ladder.id, totalSteps: ladder.steps.length, attempts: 0 }),
    }),
    guardianNamesA: true,
  },
  'POST /api/chipping/results': {
    request: (w) => ({
      url: '/api/chipping/results',
      ...json({ studentId: w.a.id, testId: chipping.id, shots: [5, 4, 4, 3, 3, 2, 2, 1, 0, 5] }),
    }),
    guardianNamesA: true,
  },
  'GET /api/chipping/results/{userId}': { request: (w) => ({ url: `/api/chipping/results/${w.a.id}` }) },
  'POST /api/chipping/award-badge': {
    request: (w) => ({
      url: '/api/chipping/award-badge',
      ...json({ studentId: w.a.id, testId: chipping.id, distance: chipping.distance, totalScore: 29 }),
    }),
    guardianNamesA: true,
  },
  'GET /api/coaches/{id}/students': { request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/students` }) },
  'GET /api/coaches/{id}/dashboard-stats': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/dashboard-stats` }),
  },
  'GET /api/coaches/{id}/students-analytics': {
    request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/students-analytics` }),
  },
  'GET /api/coaches/{id}/analytics': { request: (w) => ({ url: `/api/coaches/${w.coachOfA.id}/analytics` }) },
  'GET /api/staff-portal/student/{id}/details': {
    request: (w) => ({ url: `/api/staff-portal/student/${w.a.id}/details` }),
  },
  'GET /api/staff/students/{id}/welfare': {
    request: (w) => ({ url: `/api/staff/students/${w.a.id}/welfare` }),
  },
  'GET /api/module-assignments/{id}/progress': {
    request: (w) => ({ url: `/api/module-assignments/${w.moduleAssignmentId}/progress` }),
  },
  'POST /api/module-assignments': {
    request: async (w) => ({
      url: '/api/module-assignments',
      ...json({ moduleId: await w.fresh.moduleId(), studentIds: [w.a.id], coachId: w.coachOfA.id }),
    }),
  },
  'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}': {
    request: (w) => ({
      url: `/api/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}`,
      ...json({ completed: true, coachNotes: 'Steady head.' }),
    }),
  },
  'PUT /api/module-assignments/{assignmentId}/exercises/{exerciseId}/with-video': {
    request: async (w) => ({
      url: `/api/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}/with-video`,
      ...(await multipartBody([
        ['completed', 'true'],
        ['video', { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' }],
      ])),
    }),
  },
  'GET /api/module-assignments/{assignmentId}/exercises/{exerciseId}/video': {
    request: (w) => ({
      url: `/api/module-assignments/${w.moduleAssignmentId}/exercises/${w.exerciseId}/video`,
    }),
  },
  'GET /api/students/{id}/coaching': { request: (w) => ({ url: `/api/students/${w.a.id}/coaching` }) },
  'DELETE /api/module-assignments/{id}': {
    request: async (w) => ({ url: `/api/module-assignments/${await w.fresh.moduleAssignment()}` }),
  },
};
