import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionParams } from '@/core/contracts/booking';
import { errorResponses, idParams, messageResponse, studentIdParams } from '@/core/contracts/common';
import {
  changePlanBody,
  creditLessonBody,
  creditLessonResponse,
  membershipCheckoutBody,
  membershipCheckoutOutcome,
  membershipCheckoutResponse,
  membershipView,
  planPriceBody,
  planSummary,
  plansResponse,
  portalLinkResponse,
  staffMembershipsResponse,
  tierOverrideBody,
} from '@/core/contracts/memberships';
import { signedInStaffId, signedInStudentId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

const security = [{ bearer: [] }];
const forMembers = { tags: ['student portal: membership'], security };
const forAdmins = { tags: ['staff portal: admin'], security };
const planParams = z.strictObject({ id: z.coerce.number().int().positive({ message: 'Unknown plan' }) });

/**
 * Memberships: buying (a guardian names the child with `?studentId=`), the return from Checkout, the
 * member's view, changing plan and Stripe's customer portal; the academy's list, prices and hand-set tiers.
 */
export const membershipsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const memberships = services.memberships;
  const member = { onRequest: app.requireStudent };
  const staffOnly = { onRequest: app.requireStaff };

  app.get(
    '/api/memberships/mine',
    {
      schema: {
        ...forMembers,
        summary: 'The membership, tier and credits of the signed-in student (or the named child)',
        response: { 200: membershipView, ...errorResponses(400, 401, 404) },
      },
      ...member,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return memberships.view(signedInViewer(request), signedInStudentId(request));
    },
  );

  app.get(
    '/api/admin/memberships',
    {
      schema: {
        ...forAdmins,
        summary: 'Every membership: status, next payment, credits',
        response: { 200: staffMembershipsResponse, ...errorResponses(401, 403) },
      },
      ...staffOnly,
    },
    async (request) => ({ memberships: await memberships.list(signedInStaffId(request)) }),
  );

  app.get(
    '/api/admin/membership-plans',
    {
      schema: {
        ...forAdmins,
        summary: 'The plans and their monthly prices',
        response: { 200: plansResponse, ...errorResponses(401, 403) },
      },
      ...staffOnly,
    },
    async (request) => ({ plans: await memberships.plans(signedInStaffId(request)) }),
  );

  app.put(
    '/api/admin/membership-plans/:id/price',
    {
      schema: {
        ...forAdmins,
        summary: 'A new monthly price for new members (members already paying keep theirs)',
        params: planParams,
        body: planPriceBody,
        response: { 200: planSummary, ...errorResponses(400, 401, 403, 404, 502) },
      },
      ...staffOnly,
    },
    async (request) =>
      memberships.setPlanPrice(signedInStaffId(request), request.params.id, request.body.pricePence),
  );

  app.put(
    '/api/admin/students/:id/tier',
    {
      schema: {
        ...forAdmins,
        summary: 'Set a student’s tier by hand, with why and until when',
        params: studentIdParams,
        body: tierOverrideBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...staffOnly,
    },
    async (request) => {
      await memberships.setOverride(signedInStaffId(request), request.params.id, request.body);
      return { message: 'Tier set' };
    },
  );

  app.delete(
    '/api/admin/students/:id/tier',
    {
      schema: {
        ...forAdmins,
        summary: 'Clear a hand-set tier: the membership (or free) decides again',
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
      },
      ...staffOnly,
    },
    async (request) => {
      await memberships.setOverride(signedInStaffId(request), request.params.id, null);
      return { message: 'Tier cleared' };
    },
  );
};

/** Buying and managing a membership through Stripe: registered only when the academy takes payments online. */
export const membershipPurchaseRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const memberships = services.memberships;
  const member = { onRequest: app.requireStudent };

  app.post(
    '/api/memberships/checkout',
    {
      schema: {
        ...forMembers,
        summary:
          'Buy a plan: answers the Stripe Checkout page to pay on (an adult for themself, a guardian for a child)',
        body: membershipCheckoutBody,
        response: { 201: membershipCheckoutResponse, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
      ...member,
    },
    async (request, reply) => {
      const url = await memberships.startCheckout(
        signedInViewer(request),
        signedInStudentId(request),
        request.body,
      );
      return reply.status(201).send({ checkoutUrl: url });
    },
  );

  app.get(
    '/api/memberships/checkout/:sessionId',
    {
      schema: {
        ...forMembers,
        summary: 'The return from Checkout: whether Stripe has taken the first payment',
        params: checkoutSessionParams,
        response: { 200: membershipCheckoutOutcome, ...errorResponses(400, 401, 404, 409) },
      },
      ...member,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return memberships.verifyCheckout(signedInViewer(request), request.params.sessionId);
    },
  );

  app.post(
    '/api/memberships/mine/change',
    {
      schema: {
        ...forMembers,
        summary: 'Move to another plan (Stripe prorates the difference); for the one who pays',
        body: changePlanBody,
        response: { 200: membershipView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...member,
    },
    async (request) =>
      memberships.changePlan(signedInViewer(request), signedInStudentId(request), request.body.planId),
  );

  app.post(
    '/api/memberships/mine/portal',
    {
      schema: {
        ...forMembers,
        summary: 'A link to Stripe’s customer portal (card, invoices, cancelling); for the one who pays',
        response: { 200: portalLinkResponse, ...errorResponses(401, 403, 404, 409) },
      },
      ...member,
    },
    async (request) => ({
      url: await memberships.portalLink(signedInViewer(request), signedInStudentId(request)),
    }),
  );

  app.post(
    '/api/memberships/mine/lessons',
    {
      schema: {
        ...forMembers,
        summary: 'Book a 1:1 lesson of up to an hour with your own coach, paid with a session credit',
        body: creditLessonBody,
        response: { 201: creditLessonResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      ...member,
    },
    async (request, reply) => {
      const booking = await services.creditLessons.book(
        signedInViewer(request),
        signedInStudentId(request),
        request.body,
      );
      return reply.status(201).send({ booking });
    },
  );
};
