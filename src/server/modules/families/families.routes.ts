import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentAuthResponse } from '@/core/contracts/auth';
import { errorResponses, messageResponse } from '@/core/contracts/common';
import {
  acceptLinkBody,
  acceptLoginBody,
  addChildBody,
  childIdParams,
  familyRegisterBody,
  familyResponse,
  guardianAuthResponse,
  guardianUser,
  invitationPreview,
  invitationPreviewBody,
  inviteChildBody,
  inviteGuardianBody,
  updateChildBody,
  updateGuardianBody,
} from '@/core/contracts/family';
import { signedInGuardian } from '../../plugins/auth';
import type { Services } from '../../services';

const created = z.object({ id: z.uuid() });

/** Family accounts: thin routes over the families service; the guardian is always the session's. */
export const familiesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const families = services.families;
  const tags = ['student portal: family'];
  const guardianOnly = { onRequest: app.requireStudent };

  app.post(
    '/api/family/register',
    {
      schema: {
        tags,
        summary: 'Create a family account (a parent or guardian, 18 or over) and sign it in',
        body: familyRegisterBody,
        response: { 201: guardianAuthResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { session, guardian } = await families.register(request.body, request.ip);
      app.sessionCookies.set(reply, 'student', session.token, session.cookieMaxAge);
      return reply.status(201).send({ token: session.token, guardian });
    },
  );

  app.get(
    '/api/family',
    {
      schema: {
        tags,
        summary: 'The signed-in guardian and their children',
        security: [{ bearer: [] }],
        response: { 200: familyResponse, ...errorResponses(401, 403) },
      },
      ...guardianOnly,
    },
    async (request) => families.family(signedInGuardian(request)),
  );

  app.put(
    '/api/family/guardian',
    {
      schema: {
        tags,
        summary: "The guardian's own name, phone and e-mail; a new address is used once its link is opened",
        security: [{ bearer: [] }],
        body: updateGuardianBody,
        response: { 200: guardianUser, ...errorResponses(400, 401, 403, 409, 429) },
      },
      ...guardianOnly,
    },
    async (request) => families.updateGuardian(signedInGuardian(request), request.body),
  );

  app.post(
    '/api/family/children',
    {
      schema: {
        tags,
        summary: 'Add a child (under 18) to the family; they have no login of their own',
        security: [{ bearer: [] }],
        body: addChildBody,
        response: { 201: created, ...errorResponses(400, 401, 403) },
      },
      ...guardianOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await families.addChild(signedInGuardian(request), request.body)),
  );

  app.put(
    '/api/family/children/:id',
    {
      schema: {
        tags,
        summary: "Correct a child's name or date of birth, or the guardian's relationship to them",
        security: [{ bearer: [] }],
        params: childIdParams,
        body: updateChildBody,
        response: { 200: created, ...errorResponses(400, 401, 403, 404) },
      },
      ...guardianOnly,
    },
    async (request) => families.updateChild(signedInGuardian(request), request.params.id, request.body),
  );

  app.post(
    '/api/family/children/:id/invite',
    {
      schema: {
        tags,
        summary: 'Invite a 13–17-year-old to a login of their own, linked to the family',
        security: [{ bearer: [] }],
        params: childIdParams,
        body: inviteChildBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guardianOnly,
    },
    async (request) => ({
      message: await families.inviteChild(signedInGuardian(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/family/guardians/invite',
    {
      schema: {
        tags,
        summary: 'Invite a second guardian to share one or more children',
        security: [{ bearer: [] }],
        body: inviteGuardianBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guardianOnly,
    },
    async (request) => ({ message: await families.inviteGuardian(signedInGuardian(request), request.body) }),
  );

  app.post(
    '/api/family/invitations/preview',
    {
      schema: {
        tags,
        summary: 'What a family invitation link is for (no session needed)',
        body: invitationPreviewBody,
        response: { 200: invitationPreview, ...errorResponses(400, 403) },
      },
    },
    async (request) => families.preview(request.body.token),
  );

  app.post(
    '/api/family/invitations/accept',
    {
      schema: {
        tags,
        summary: 'A signed-in guardian accepts an invitation to share a child',
        security: [{ bearer: [] }],
        body: acceptLinkBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 409) },
      },
      ...guardianOnly,
    },
    async (request) => ({ message: await families.acceptLink(signedInGuardian(request), request.body) }),
  );

  app.post(
    '/api/family/invitations/login',
    {
      schema: {
        tags,
        summary:
          'A junior (or a young adult taking over their account) sets their own login from an invitation',
        body: acceptLoginBody,
        response: { 201: studentAuthResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { session, user } = await families.acceptLogin(request.body, request.ip);
      app.sessionCookies.set(reply, 'student', session.token, session.cookieMaxAge);
      return reply.status(201).send({ token: session.token, user });
    },
  );
};
