import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { challengeEvidence, outboxEmails, students } from '../db/schema/index';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { json, type RouteCase } from './catalogue-types';
import { PNG } from './multipart';

/** Administration, a student's record and data rights, upload space, e-mail confirmation, failed mail, video conversions. */
export const ADMIN_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/staff': { request: () => ({ url: '/api/admin/staff' }) },
  'GET /api/admin/memberships': { request: () => ({ url: '/api/admin/memberships' }) },
  'GET /api/admin/payments': { request: () => ({ url: '/api/admin/payments' }) },
  'GET /api/admin/membership-plans': { request: () => ({ url: '/api/admin/membership-plans' }) },
  'PUT /api/admin/membership-plans/{id}/price': {
    // Essentials' own price again: with payments off, only the plan's record changes.
    request: () => ({ url: '/api/admin/membership-plans/1/price', ...json({ pricePence: 24000 }) }),
  },
  'PUT /api/admin/students/{id}/tier': {
    request: (w) => ({
      url: `/api/admin/students/${w.a.id}/tier`,
      ...json({ tier: 'essentials', reason: 'Bursary for the season', endsOn: null }),
    }),
  },
  'DELETE /api/admin/students/{id}/tier': { request: (w) => ({ url: `/api/admin/students/${w.a.id}/tier` }) },
  'POST /api/admin/staff': {
    request: (w) => ({
      url: '/api/admin/staff',
      ...json({ email: w.fresh.email('coach'), firstName: 'Robin', lastName: 'Hale', role: 'instructor' }),
    }),
  },
  'PATCH /api/admin/staff/{id}': {
    request: (w) => ({ url: `/api/admin/staff/${w.spareStaffId}`, ...json({ active: true }) }),
  },
  'POST /api/admin/staff/{id}/password-reset': {
    request: (w) => ({ url: `/api/admin/staff/${w.spareStaffId}/password-reset` }),
  },
  'GET /api/admin/students': { request: () => ({ url: '/api/admin/students' }) },
  'PATCH /api/admin/students/{id}': {
    request: (w) => ({ url: `/api/admin/students/${w.a.id}`, ...json({ membershipTier: w.a.tier }) }),
  },
  'GET /api/admin/waiting-list': { request: () => ({ url: '/api/admin/waiting-list' }) },
  'PATCH /api/admin/waiting-list/{id}': {
    request: (w) => ({ url: `/api/admin/waiting-list/${w.leadId}`, ...json({ contacted: true }) }),
  },
  'POST /api/staff-portal/password': {
    request: () => ({
      url: '/api/staff-portal/password',
      // The same password again: the change succeeds and every later sign-in still works.
      ...json({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }),
    }),
    ownSession: true,
    endsOtherSessions: true,
  },
  'GET /api/students/by-email/{email}': {
    request: (w) => ({ url: `/api/students/by-email/${encodeURIComponent(w.a.email)}` }),
    guardianNamesA: true,
  },
  'GET /api/students/{id}': { request: (w) => ({ url: `/api/students/${w.a.id}` }) },
  'PUT /api/students/{id}': {
    request: (w) => ({ url: `/api/students/${w.a.id}`, ...json({ goals: 'Break 90 this summer.' }) }),
  },
  'GET /api/students/{id}/dashboard': { request: (w) => ({ url: `/api/students/${w.a.id}/dashboard` }) },
  'GET /api/students/{id}/consents': { request: (w) => ({ url: `/api/students/${w.a.id}/consents` }) },
  'PUT /api/students/{id}/consents/{purpose}': {
    // Agreeing again to what A and her guardian already agreed: each caller's own party, nothing withdrawn.
    request: (w) => ({ url: `/api/students/${w.a.id}/consents/leaderboard`, ...json({ agreed: true }) }),
  },
  'GET /api/students/{id}/data-export': { request: (w) => ({ url: `/api/students/${w.a.id}/data-export` }) },
  'POST /api/students/{id}/deletion': {
    request: (w) => ({ url: `/api/students/${w.a.id}/deletion`, ...json({ password: DEMO_PASSWORD }) }),
  },
  'POST /api/account-deletion/confirm': {
    request: async (w) => ({
      url: '/api/account-deletion/confirm',
      ...json({ token: await w.links.deletionToken() }),
    }),
  },
  'GET /api/admin/students/{id}/access-log': {
    request: (w) => ({ url: `/api/admin/students/${w.a.id}/access-log` }),
  },
  'GET /api/students/{id}/storage': { request: (w) => ({ url: `/api/students/${w.a.id}/storage` }) },
  'DELETE /api/students/{id}/storage/{kind}/{itemId}': {
    // A photo of A's round, made for each send: those not deleted stay with the round, not waiting for one.
    request: async (w) => {
      const [row] = await w.t.database.db
        .insert(challengeEvidence)
        .values({
          studentId: w.a.id,
          attemptId: w.attemptId,
          hole: 1,
          kind: 'photo',
          fileKey: `break-par-evidence/${randomUUID()}.png`,
          mime: 'image/png',
          size: PNG.length,
          filename: 'green.png',
        })
        .returning({ id: challengeEvidence.id });
      return { url: `/api/students/${w.a.id}/storage/evidence_photo/${row!.id}` };
    },
  },
  'POST /api/portal/confirm-email': {
    request: async (w) => ({
      url: '/api/portal/confirm-email',
      ...json({ token: await w.links.confirmationToken(w.coachOfA.id) }),
    }),
  },
  'POST /api/portal/confirm-email/resend': {
    // A's address waits for confirmation again (B's stays confirmed), so A may ask for a new link.
    request: async (w) => {
      await w.t.database.db.update(students).set({ emailConfirmedAt: null }).where(eq(students.id, w.a.id));
      return { url: '/api/portal/confirm-email/resend' };
    },
    after: async (w) => {
      await w.t.database.db
        .update(students)
        .set({ emailConfirmedAt: new Date() })
        .where(eq(students.id, w.a.id));
    },
    guardianNamesA: true,
  },
  'GET /api/admin/mail/failed': { request: () => ({ url: '/api/admin/mail/failed' }) },
  'GET /api/admin/video-conversions': { request: () => ({ url: '/api/admin/video-conversions' }) },
  'POST /api/admin/mail/{id}/resend': {
    request: async (w) => {
      const [row] = await w.t.database.db
        .insert(outboxEmails)
        .values({
          toAddress: w.a.email,
          subject: 'Refused',
          textBody: 'Hello',
          transport: 'smtp',
          status: 'failed',
        })
        .returning({ id: outboxEmails.id });
      return { url: `/api/admin/mail/${row!.id}/resend` };
    },
  },
};
